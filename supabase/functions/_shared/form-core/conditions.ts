import { isObject, objectAt, type JsonObject } from './json.ts'

/**
 * Questions on a condition (decision 180): `allOf: [{ if, then, else }]` at the root, the trigger named in `if`, the
 * conditional questions defined in `then`, `false` in `else`, `true` at the root. This module reads that shape for
 * everything that is not ajv: progress, the answers sent, drafts, the agency's reading. The evaluator covers exactly
 * the `if` forms check:schemas accepts, so it agrees with ajv (tests/forms/conditions.test.tsx proves it on generated data).
 */

/** The test an `if` puts on its trigger's answer. */
export type ConditionTest = { const: unknown } | { enum: unknown[] } | { contains: unknown }

export interface Condition {
  /** Index in the root's `allOf`. */
  index: number
  /** The earlier question whose answer decides. */
  trigger: string
  test: ConditionTest
  /** The questions `then` defines, in its order, with their definitions. */
  questions: [string, JsonObject][]
  /** Those of them `then` requires. */
  required: string[]
}

/** The test of one trigger's schema inside `if`, when it is one of the accepted forms. */
export function testOf(node: unknown): ConditionTest | undefined {
  if (!isObject(node)) return undefined
  if ('const' in node) return { const: node.const }
  if (Array.isArray(node.enum)) return { enum: node.enum }
  if (node.type === 'array' && isObject(node.contains) && 'const' in node.contains) return { contains: node.contains.const }
  return undefined
}

/** The `if` of one `allOf` item as a trigger and its test: one property, named in `required` too. */
export function triggerOf(item: JsonObject): { trigger: string; test: ConditionTest } | undefined {
  const test = objectAt(item.if)
  const entries = Object.entries(objectAt(test.properties))
  if (entries.length !== 1) return undefined
  const [trigger, node] = entries[0]!
  const required = Array.isArray(test.required) ? test.required : []
  const parsed = testOf(node)
  return parsed && required.length === 1 && required[0] === trigger ? { trigger, test: parsed } : undefined
}

// By the `allOf` array, not the schema: the editor gives a schema a new `allOf` when it writes a condition.
const cache = new WeakMap<unknown[], Condition[]>()

/** The schema's well-formed conditions (a malformed one is check:schemas' to report, and is skipped here). */
export function conditionsOf(schema: JsonObject): Condition[] {
  const allOf = schema.allOf
  if (!Array.isArray(allOf)) return []
  let found = cache.get(allOf)
  if (!found) {
    found = allOf.flatMap((item, index): Condition[] => {
      if (!isObject(item)) return []
      const head = triggerOf(item)
      const then = objectAt(item.then)
      const questions = Object.entries(objectAt(then.properties)).filter((e): e is [string, JsonObject] => isObject(e[1]))
      if (!head || questions.length === 0) return []
      const required = (Array.isArray(then.required) ? then.required : []).filter((k): k is string => typeof k === 'string')
      return [{ index, ...head, questions, required }]
    })
    cache.set(allOf, found)
  }
  return found
}

/** Each conditional question's definition (from `then`), by key. */
export const conditionalDefinitions = (schema: JsonObject): Map<string, JsonObject> =>
  new Map(conditionsOf(schema).flatMap((c) => c.questions))

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b)

/** Whether an answer passes the test (ajv's `const`, `enum` and `contains` on the values a form stores). */
export function passes(test: ConditionTest, value: unknown): boolean {
  if ('const' in test) return same(value, test.const)
  if ('enum' in test) return test.enum.some((v) => same(value, v))
  return Array.isArray(value) && value.some((v) => same(v, test.contains))
}

/** Whether the condition holds for these answers: the trigger answered and passing (`required` in the `if`). */
export const holds = (condition: Condition, data: JsonObject): boolean =>
  Object.hasOwn(data, condition.trigger) && data[condition.trigger] !== undefined && passes(condition.test, data[condition.trigger])

/** The conditional questions these answers do not show. */
export function hiddenKeys(schema: JsonObject, data: JsonObject): Set<string> {
  const hidden = new Set<string>()
  for (const condition of conditionsOf(schema)) {
    if (!holds(condition, data)) for (const [key] of condition.questions) hidden.add(key)
  }
  return hidden
}

/** The answers without those to questions not shown: what the page sends (the page keeps the rest for a change of mind). */
export function shownAnswers<T extends JsonObject>(schema: JsonObject, data: T): T {
  const hidden = hiddenKeys(schema, data)
  if (![...hidden].some((key) => key in data)) return data
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key))) as T
}

/**
 * `next` with the answers `before` held for conditional questions RJSF dropped as their condition flipped: RJSF 6.10
 * removes an answer when its question's schema changes (`sanitizeDataForNewSchema`), both when it hides and when it
 * shows again. The page keeps it, unsent while hidden, for a change of mind. A question shown before and after is
 * the visitor's own to clear.
 */
export function keepHiddenAnswers<T extends JsonObject>(schema: JsonObject, before: T, next: T): T {
  const hiddenBefore = hiddenKeys(schema, before)
  const hiddenNext = hiddenKeys(schema, next)
  const flipped = conditionsOf(schema)
    .flatMap((c) => c.questions.map(([key]) => key))
    .filter((key) => hiddenNext.has(key) || hiddenBefore.has(key))
  const kept = flipped.filter((key) => next[key] === undefined && before[key] !== undefined)
  return kept.length === 0 ? next : { ...next, ...Object.fromEntries(kept.map((key) => [key, before[key]])) }
}
