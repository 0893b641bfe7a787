import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser'

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

// A removal is not formatted: jsonc-parser would re-print the item that moves up (a one-line option over four lines).
const edit = (text: string, path: JSONPath, value: Json | undefined, options: { index?: number; insert?: boolean } = {}) =>
  applyEdits(
    text,
    modify(text, path, value, {
      ...(value === undefined ? {} : FORMAT),
      isArrayInsertion: options.insert,
      getInsertionIndex: options.index === undefined ? undefined : () => options.index as number,
    }),
  )

function sync(text: string, path: JSONPath, before: Json, after: Json): string {
  if (sameJson(before, after)) return text
  if (isObject(before) && isObject(after)) {
    const kept = Object.keys(after).filter((k) => Object.hasOwn(before, k))
    // Keys that moved: the object is rewritten whole (the order is the edit).
    if (
      kept.join('\u0000') !==
      Object.keys(before)
        .filter((k) => Object.hasOwn(after, k))
        .join('\u0000')
    )
      return edit(text, path, after)
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) text = edit(text, [...path, key], undefined)
    Object.keys(after).forEach((key, index) => {
      text = Object.hasOwn(before, key)
        ? sync(text, [...path, key], before[key], after[key])
        : edit(text, [...path, key], after[key], { index })
    })
    return text
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const pairs = matches(before, after)
    const keptBefore = new Set(pairs.map(([i]) => i))
    for (let i = before.length - 1; i >= 0; i--) if (!keptBefore.has(i)) text = edit(text, [...path, i], undefined)
    const matchOf = new Map(pairs.map(([i, j]) => [j, i]))
    after.forEach((item, j) => {
      const from = matchOf.get(j)
      text = from === undefined ? edit(text, [...path, j], item, { insert: true }) : sync(text, [...path, j], before[from], item)
    })
    return text
  }
  return edit(text, path, after)
}

/** `text` edited so that it parses to `next`; `text` itself when nothing changed. */
export function rewriteJson(text: string, next: unknown): string {
  return sync(text, [], parse(text) as Json, next as Json)
}
