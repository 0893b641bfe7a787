import { parse } from 'jsonc-parser'
import { isObject, type FormTexts, type JsonObject } from '#form-core'
import { rewriteJson, sameJson } from './json-text.ts'

/**
 * A three-way merge of JSON trees: the marketer's edits (base → ours) applied onto a file someone else changed
 * (base → theirs). A value only one side changed takes that side's; both sides' keys, options, sections and
 * migrations are kept; the marketer is asked only where both changed the same value differently.
 */

export type JsonPath = (string | number)[]

export interface Conflict {
  path: JsonPath
  ours: unknown
  theirs: unknown
}

/** A conflict's answer: the marketer's value or the other one; undefined leaves it asked. */
export type Choose = (conflict: Conflict) => 'ours' | 'theirs' | undefined

/** An item's identity in a list: an option by its value, a section by its title, anything else by its whole text. */
function identity(item: unknown): string {
  if (isObject(item) && 'const' in item) return `c${JSON.stringify(item.const)}`
  if (isObject(item) && typeof item.title === 'string') return `t${item.title}`
  return `j${JSON.stringify(item)}`
}

export function mergeJson(base: unknown, ours: unknown, theirs: unknown, choose: Choose = () => undefined) {
  const conflicts: Conflict[] = []
  const conflict = (path: JsonPath, o: unknown, t: unknown) => {
    const pick = choose({ path, ours: o, theirs: t })
    if (!pick) conflicts.push({ path, ours: o, theirs: t })
    return pick === 'theirs' ? t : o
  }

  function merge(path: JsonPath, b: unknown, o: unknown, t: unknown): unknown {
    if (sameJson(o, t)) return o
    if (sameJson(b, o)) return t
    if (sameJson(b, t)) return o
    if (isObject(b) && isObject(o) && isObject(t)) return objects(path, b, o, t)
    if (Array.isArray(b) && Array.isArray(o) && Array.isArray(t)) return lists(path, b, o, t)
    return conflict(path, o, t)
  }

  function objects(path: JsonPath, b: JsonObject, o: JsonObject, t: JsonObject): JsonObject {
    const keys = [...Object.keys(t)]
    Object.keys(o).forEach((key, i) => {
      if (keys.includes(key)) return
      const before = Object.keys(o)[i - 1]
      keys.splice(before === undefined ? 0 : keys.indexOf(before) + 1, 0, key)
    })
    const out: JsonObject = {}
    for (const key of keys) {
      const value = merge([...path, key], b[key], o[key], t[key])
      if (value !== undefined) out[key] = value
    }
    return out
  }

  function lists(path: JsonPath, b: unknown[], o: unknown[], t: unknown[]): unknown[] {
    if (b.length === o.length && o.length === t.length) return o.map((item, i) => merge([...path, i], b[i], item, t[i]))
    const maps = [b, o, t].map((list) => new Map(list.map((item) => [identity(item), item])))
    if (maps.some((map, i) => map.size !== [b, o, t][i].length)) return conflict(path, o, t) as unknown[]
    const [inBase, inOurs, inTheirs] = maps
    const out: { key: string; value: unknown }[] = []
    for (const item of t) {
      const key = identity(item)
      const removedByOurs = inBase.has(key) && !inOurs.has(key)
      if (removedByOurs && (sameJson(inBase.get(key), item) || conflict([...path, key], undefined, item) === undefined)) continue
      out.push({ key, value: inOurs.has(key) ? merge([...path, out.length], inBase.get(key), inOurs.get(key), item) : item })
    }
    const added = (item: unknown) => !inBase.has(identity(item)) && !inTheirs.has(identity(item))
    o.forEach((item, i) => {
      const key = identity(item)
      const addedByOurs = added(item)
      const keptByOurs = inBase.has(key) && !inTheirs.has(key) && !sameJson(inBase.get(key), item)
      if (!addedByOurs && !(keptByOurs && conflict([...path, key], item, undefined) !== undefined)) return
      // Added at the end of the marketer's list (a migration): after everything. Else after the item it follows.
      const atEnd = o.slice(i).every(added)
      const at = atEnd ? out.length : i === 0 ? 0 : out.findIndex((entry) => entry.key === identity(o[i - 1])) + 1 || out.length
      out.splice(at, 0, { key, value: item })
    })
    return out.map((entry) => entry.value)
  }

  return { value: merge([], base, ours, theirs), conflicts }
}

/**
 * The marketer's text edits replayed onto `theirs`: its formatting kept, only the values the marketer changed
 * written. `text` is undefined while conflicts remain unanswered.
 */
export function mergeTexts(base: string, ours: string, theirs: string, choose?: Choose): { text?: string; conflicts: Conflict[] } {
  const { value, conflicts } = mergeJson(parse(base), parse(ours), parse(theirs), choose)
  return conflicts.length ? { conflicts } : { text: rewriteJson(theirs, value), conflicts }
}

/** A conflict in one of the questionnaire's two files. */
export interface FileConflict extends Conflict {
  file: keyof FormTexts
}

/** Where a conflict is answered: its file and path, the key a choice is kept under. */
export const conflictKey = (c: { file: keyof FormTexts; path: JsonPath }) => `${c.file}:${JSON.stringify(c.path)}`

/**
 * A questionnaire's unsent edits (base → mine) carried onto a newer version someone else sent (theirs), file by file:
 * a file the tab did not touch is theirs as it is. `picks` answers conflicts by `conflictKey`; `texts` is undefined
 * while one is unanswered.
 */
export function mergeForm(
  base: FormTexts,
  mine: FormTexts,
  theirs: FormTexts,
  picks: Record<string, 'ours' | 'theirs'> = {},
): { texts?: FormTexts; conflicts: FileConflict[] } {
  const out = { ...theirs }
  const conflicts: FileConflict[] = []
  for (const file of ['schema', 'uiSchema'] as const) {
    if (mine[file] === base[file] || mine[file] === theirs[file]) continue
    const merged = mergeTexts(base[file], mine[file], theirs[file], (c) => picks[conflictKey({ file, path: c.path })])
    if (merged.text === undefined) conflicts.push(...merged.conflicts.map((c) => ({ ...c, file })))
    else out[file] = merged.text
  }
  return conflicts.length ? { conflicts } : { texts: out, conflicts }
}
