import { applyEdits, findNodeAtLocation, modify, parse, parseTree, type JSONPath, type Node } from 'jsonc-parser'

/**
 * Writing an edited form back into its file. The files are hand-formatted (choices on one line in some, one key per
 * line in others), so the editor never re-prints a file: it applies the smallest text edits that turn the old value
 * into the new one. What the editor did not change stays byte for byte, and `git diff` shows only the edit.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

const isObject = (v: unknown): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v)

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  if (!isObject(a) || !isObject(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k, i) => Object.keys(b)[i] === k && sameJson(a[k], b[k]))
}

/** Two array items are the same item, edited, when they are equal or share their identity (a choice's value, a section's title). */
const sameItem = (a: Json, b: Json) =>
  sameJson(a, b) ||
  (isObject(a) && isObject(b) && (('const' in a && sameJson(a.const, b.const)) || (typeof a.title === 'string' && a.title === b.title)))

/** Pairs of indexes of the longest common run of same items, in order. */
function matches(before: Json[], after: Json[]): [number, number][] {
  const n = before.length
  const m = after.length
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i][j] = sameItem(before[i], after[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1])
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < n && j < m;) {
    if (sameItem(before[i], after[j])) pairs.push([i++, j++])
    else if (table[i + 1][j] >= table[i][j + 1]) i++
    else j++
  }
  return pairs
}

const edit = (text: string, path: JSONPath, value: Json) => applyEdits(text, modify(text, path, value, FORMAT))

const nodeAt = (text: string, path: JSONPath) => findNodeAtLocation(parseTree(text) as Node, path) as Node
const sliceOf = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length)

/** On one line as the files write it there (Prettier's spacing): `{ "const": "a", "title": "A" }`, `["a"]`. */
const inline = (value: Json): string => {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (!isObject(value)) return JSON.stringify(value)
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
  return entries.length ? `{ ${entries.join(', ')} }` : '{}'
}

/**
 * A new item or key written beside its siblings, in their layout: on one line where they are (the migrations'
 * `{ "tighten": … }`, the choices), indented as they are, with the separator they use. jsonc-parser's own insertion
 * re-prints the sibling before it (issue 35), so it only fills containers that are still empty.
 */
function insert(text: string, path: JSONPath, index: number, value: Json, key?: string): string {
  const container = nodeAt(text, path)
  const children = container.children ?? []
  if (children.length === 0)
    return applyEdits(
      text,
      modify(text, [...path, key ?? index], value, { ...FORMAT, isArrayInsertion: key === undefined, getInsertionIndex: () => index }),
    )
  const values = key === undefined ? children : children.map((property) => property.children?.[1] ?? property)
  const onOneLine = !sliceOf(text, container).includes('\n')
  const containersOnOneLine =
    values.some((n) => n.type === 'object' || n.type === 'array') &&
    values.every((n) => (n.type !== 'object' && n.type !== 'array') || !sliceOf(text, n).includes('\n'))
  const neighbour = children[Math.min(index, children.length - 1)]
  const indent = text.slice(text.lastIndexOf('\n', neighbour.offset - 1) + 1, neighbour.offset)
  const printed = onOneLine || containersOnOneLine ? inline(value) : JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`)
  const item = key === undefined ? printed : `${JSON.stringify(key)}: ${printed}`
  const separator = onOneLine ? ', ' : `,\n${indent}`
  if (index < children.length) {
    const at = children[index].offset
    return text.slice(0, at) + item + separator + text.slice(at)
  }
  const end = neighbour.offset + neighbour.length
  return text.slice(0, end) + separator + item + text.slice(end)
}

/**
 * An item or key cut out with the separator on one side, so its neighbours keep their lines and indentation (jsonc-parser
 * leaves the next key glued to the brace when the first one goes).
 */
function remove(text: string, path: JSONPath, at: string | number): string {
  const container = nodeAt(text, path)
  const children = container.children ?? []
  const index = typeof at === 'number' ? at : children.findIndex((p) => p.children?.[0]?.value === at)
  const node = children[index]
  const [from, to] =
    index > 0
      ? [children[index - 1].offset + children[index - 1].length, node.offset + node.length]
      : index + 1 < children.length
        ? [node.offset, children[index + 1].offset]
        : [container.offset + 1, container.offset + container.length - 1]
  return text.slice(0, from) + text.slice(to)
}

/** The object's keys put in `order` by swapping their texts between the slots they fill: only moved keys' lines change. */
function reorder(text: string, path: JSONPath, order: string[]): string {
  const properties = nodeAt(text, path).children ?? []
  const byKey = new Map(properties.map((p) => [p.children?.[0]?.value as string, sliceOf(text, p)]))
  for (let i = properties.length - 1; i >= 0; i--) {
    const slot = properties[i]
    text = text.slice(0, slot.offset) + (byKey.get(order[i]) ?? '') + text.slice(slot.offset + slot.length)
  }
  return text
}

function sync(text: string, path: JSONPath, before: Json, after: Json): string {
  if (sameJson(before, after)) return text
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) text = remove(text, path, key)
    const kept = Object.keys(after).filter((k) => Object.hasOwn(before, k))
    for (const key of kept) text = sync(text, [...path, key], before[key], after[key])
    if (
      kept.join('\u0000') !==
      Object.keys(before)
        .filter((k) => Object.hasOwn(after, k))
        .join('\u0000')
    )
      text = reorder(text, path, kept)
    Object.keys(after).forEach((key, index) => {
      if (!Object.hasOwn(before, key)) text = insert(text, path, index, after[key], key)
    })
    return text
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const pairs = matches(before, after)
    const keptBefore = new Set(pairs.map(([i]) => i))
    for (let i = before.length - 1; i >= 0; i--) if (!keptBefore.has(i)) text = remove(text, path, i)
    const matchOf = new Map(pairs.map(([i, j]) => [j, i]))
    after.forEach((item, j) => {
      const from = matchOf.get(j)
      text = from === undefined ? insert(text, path, j, item) : sync(text, [...path, j], before[from], item)
    })
    return text
  }
  return edit(text, path, after)
}

/** `text` edited so that it parses to `next`; `text` itself when nothing changed. */
export function rewriteJson(text: string, next: unknown): string {
  return sync(text, [], parse(text) as Json, next as Json)
}
