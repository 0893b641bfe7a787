import { isObject, objectAt, optionsOf, triggerOf, YES_NO, type ConditionTest, type JsonObject } from '#form-core'

/**
 * Questions on a condition as the editor reads them while editing (decision 180: the root's `allOf` of
 * `if`/`then`/`else`, the question's definition and `required` in `then`, `true` at the root, `false` in `else`).
 * form-core's conditions.ts reads the shape for the page; condition-edits.ts writes it. The `allOf` is read afresh
 * here, not through `conditionsOf`, whose cache is keyed by the schema object an edit is changing.
 */

/** A question's condition: the earlier question (trigger) and the answers that show it (one, for a ticked box). */
export interface QuestionCondition {
  trigger: string
  values: unknown[]
}

/** What a question offers to a condition on a later one: its answers, and whether it is a list of boxes. */
export interface TriggerAnswers {
  ticks: boolean
  values: { value: unknown; label: string }[]
}

export const itemsOf = (schema: JsonObject): JsonObject[] => (Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])
export const thenOf = (item: JsonObject): JsonObject => objectAt(item.then)
export const defines = (item: JsonObject, key: string) => isObject(objectAt(thenOf(item).properties)[key])

/** The `allOf` item whose `then` defines `key`. */
export const itemOf = (schema: JsonObject, key: string): JsonObject | undefined => itemsOf(schema).find((item) => defines(item, key))

/** A question's definition inside its parent: from its condition's `then` when it has one (only the root has). */
export function definitionIn(parent: JsonObject, key: string): JsonObject {
  const item = itemOf(parent, key)
  return objectAt(objectAt((item ? thenOf(item) : parent).properties)[key])
}

/** The node whose `required` lists a question: its condition's `then`, else its parent. */
export const requiredHolder = (parent: JsonObject, key: string): JsonObject => {
  const item = itemOf(parent, key)
  return item ? thenOf(item) : parent
}

export const valuesOf = (test: ConditionTest): unknown[] => ('const' in test ? [test.const] : 'enum' in test ? test.enum : [test.contains])

/** A question's condition, when it has a well-formed one. */
export function conditionOf(schema: JsonObject, key: string): QuestionCondition | undefined {
  const item = itemOf(schema, key)
  const head = item && triggerOf(item)
  return head && { trigger: head.trigger, values: valuesOf(head.test) }
}

/** The answers a question offers to a condition: a yes/no, a single choice or a list of boxes (check:schemas' list). */
export function answersOf(field: JsonObject): TriggerAnswers | undefined {
  if (field.type === 'boolean') return { ticks: false, values: YES_NO.map((o) => ({ value: o.value, label: o.label })) }
  const values = optionsOf(field).map((o) => ({ value: o.const, label: o.title }))
  return values.length ? { ticks: field.type === 'array', values } : undefined
}
