import { displayedKeys, isObject, objectAt, testOf, triggerOf, type JsonObject } from '#form-core'
import type { FormPair, Question, Section } from './form-model.ts'
import { definitionIn, defines, itemOf, itemsOf, requiredHolder, thenOf, valuesOf, type QuestionCondition } from './condition-shape.ts'

/**
 * The edits of questions on a condition (decision 180, and 184 for what the editor decides): written here, read by
 * condition-shape.ts (the editor) and form-core's conditions.ts (the page).
 */
/** The `if` for a condition: `const`, `enum` for several answers, `contains` for a ticked box. */
function ifFor(trigger: JsonObject, condition: QuestionCondition): JsonObject {
  const [first] = condition.values
  const test =
    trigger.type === 'array'
      ? { type: 'array', contains: { const: first } }
      : condition.values.length === 1
        ? { const: first }
        : { enum: condition.values }
  return { properties: { [condition.trigger]: test }, required: [condition.trigger] }
}

/** A question's key out of every condition (the condition gone with its last question, `allOf` with its last one). */
function detach(schema: JsonObject, key: string): void {
  const items = itemsOf(schema).filter((item) => {
    if (!defines(item, key) && !(key in objectAt(objectAt(item.else).properties))) return true
    const then = thenOf(item)
    delete objectAt(then.properties)[key]
    if (Array.isArray(then.required)) then.required = then.required.filter((k) => k !== key)
    if (Array.isArray(then.required) && then.required.length === 0) delete then.required
    delete objectAt(objectAt(item.else).properties)[key]
    return Object.keys(objectAt(then.properties)).length > 0
  })
  if (items.length) schema.allOf = items
  else delete schema.allOf
}

/**
 * A root question shown only when `condition` holds, or always (`undefined`): its definition and its `required`
 * move between the root and its condition's `then`. A condition equal to another question's is shared.
 */
export function setCondition(before: FormPair, key: string, condition: QuestionCondition | undefined): FormPair {
  const order = displayedKeys(before.schema, before.uiSchema)
  const pair = structuredClone(before)
  const schema = pair.schema
  const properties = objectAt(schema.properties)
  if (!(key in properties) || (condition && condition.values.length === 0)) return before
  const definition = definitionIn(schema, key)
  const holder = requiredHolder(schema, key)
  const required = Array.isArray(holder.required) && holder.required.includes(key)
  if (Array.isArray(schema.required)) schema.required = schema.required.filter((k) => k !== key)
  detach(schema, key)
  if (!condition) {
    properties[key] = definition
    if (required) schema.required = Object.keys(properties).filter((k) => k === key || (schema.required as unknown[]).includes(k))
    return pair
  }
  properties[key] = true
  const test = ifFor(definitionIn(schema, condition.trigger), condition)
  let item = itemsOf(schema).find((i) => JSON.stringify(i.if) === JSON.stringify(test))
  if (!item) {
    // In the page order of the triggers, as a reader of the file expects.
    item = { if: test, then: { properties: {} }, else: { properties: {} } }
    const at = (i: JsonObject) => order.indexOf(triggerOf(i)?.trigger ?? '')
    const items = itemsOf(schema)
    const next = items.findIndex((i) => at(i) > order.indexOf(condition.trigger))
    items.splice(next < 0 ? items.length : next, 0, item)
    schema.allOf = items
  }
  const then = thenOf(item)
  objectAt(then.properties)[key] = definition
  if (required) then.required = [...(Array.isArray(then.required) ? then.required : []), key]
  objectAt(objectAt(item.else).properties)[key] = false
  return pair
}

/** A question copied beside `from` gets the same condition (the copy is drawn where the original is). */
export function copyCondition(schema: JsonObject, from: string, to: string, definition: JsonObject): boolean {
  const item = itemOf(schema, from)
  if (!item) return false
  const then = thenOf(item)
  objectAt(then.properties)[to] = definition
  if (Array.isArray(then.required) && then.required.includes(from)) then.required = [...then.required, to]
  objectAt(objectAt(item.else).properties)[to] = false
  objectAt(schema.properties)[to] = true
  return true
}

/** A removed question leaves the conditions it was shown by; those that depend on it stay, for Problemas to fix. */
export const dropFromConditions = detach

const renameKeys = (node: unknown, from: string, to: string) => {
  if (!isObject(node) || !isObject(node.properties)) return
  node.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k === from ? to : k, v]))
  if (Array.isArray(node.required)) node.required = node.required.map((k) => (k === from ? to : k))
}

/** A key renamed wherever the conditions name it: as a trigger in `if`, as a question in `then` and `else`. */
export function renameInConditions(schema: JsonObject, from: string, to: string): void {
  for (const item of itemsOf(schema)) for (const part of [item.if, item.then, item.else]) renameKeys(part, from, to)
}

/** A trigger's option values changed (an unpublished option's value follows its label): its conditions follow. */
export function followOptionValues(schema: JsonObject, trigger: string, renamed: Map<unknown, unknown>): void {
  if (renamed.size === 0) return
  for (const item of itemsOf(schema)) {
    const node = objectAt(objectAt(objectAt(item.if).properties)[trigger])
    const test = testOf(node)
    if (!test) continue
    const to = (v: unknown) => (renamed.has(v) ? renamed.get(v) : v)
    if ('const' in test) node.const = to(test.const)
    else if ('enum' in test) node.enum = test.enum.map(to)
    else objectAt(node.contains).const = to(test.contains)
  }
}

/** A trigger's kind changed: its conditions' tests take the form its answers now call for (`contains` for boxes). */
export function reshapeConditionsOn(schema: JsonObject, trigger: string): void {
  const field = definitionIn(schema, trigger)
  for (const item of itemsOf(schema)) {
    const head = triggerOf(item)
    if (head?.trigger === trigger) item.if = ifFor(field, { trigger, values: valuesOf(head.test) })
  }
}

/** A condition in words, its parts to be emphasised: "Aparece quando *Já tem site?* é *Sim*" (or "inclui *A*"). */
export interface ConditionWords {
  question: string
  verb: 'é' | 'inclui'
  answers: string[]
}

export function conditionWords(condition: QuestionCondition, trigger: Question | undefined): ConditionWords {
  const labels = new Map((trigger?.answers?.values ?? []).map((a) => [JSON.stringify(a.value), a.label]))
  return {
    question: trigger ? trigger.title || trigger.id : 'uma pergunta que não está mais antes dela',
    verb: trigger?.answers?.ticks ? 'inclui' : 'é',
    // An answer no longer offered: its stored value would be a word the marketer never saw (Problemas names it).
    answers: condition.values.map((v) => labels.get(JSON.stringify(v)) ?? 'uma resposta removida'),
  }
}

export const wordsText = (w: ConditionWords) => `Aparece quando "${w.question}" ${w.verb} ${w.answers.map((a) => `"${a}"`).join(' ou ')}`

/** One click that sets a question's condition again, or removes it. */
export interface ConditionFix {
  label: string
  condition?: QuestionCondition
}

export interface ConditionProblem {
  question: Question
  message: string
  choices: ConditionFix[]
}

const ALWAYS: ConditionFix = { label: 'Mostrar sempre' }

/** A removed answer's label in the texts the editor started from (editor-problems.ts); undefined when none has it. */
export type RemovedLabel = (trigger: string, value: unknown) => string | undefined

const quoted = (labels: string[]) => labels.map((l) => `"${l}"`).join(' e ')

/**
 * The conditions an edit has broken, in the marketer's words, each with its one-click fixes: the question it depends
 * on removed, made conditional or moved after it (or to another section), or the answer it depends on gone (named
 * by its label when `removedLabel` knows it, never by its stored value).
 */
export function conditionProblems(sections: Section[], removedLabel: RemovedLabel = () => undefined): ConditionProblem[] {
  const all = sections.flatMap((s, section) => s.questions.map((question, index) => ({ question, section, index })))
  return all.flatMap(({ question, section, index }): ConditionProblem[] => {
    const condition = question.condition
    if (!condition) return []
    const at = all.find((e) => e.question.path.length === 1 && e.question.id === condition.trigger)
    const problem = (message: string, choices = [ALWAYS]) => [{ question, message, choices }]
    if (!at) return problem('aparece conforme a resposta de uma pergunta que foi removida')
    const name = at.question.title || at.question.id
    if (at.question.condition) return problem(`aparece conforme "${name}", que também só aparece às vezes`)
    if (at.section !== section || at.index > index) return problem(`aparece conforme "${name}", que agora vem depois dela`)
    const answers = at.question.answers
    const offered = new Set((answers?.values ?? []).map((a) => JSON.stringify(a.value)))
    if (answers && (!answers.ticks || condition.values.length === 1) && condition.values.every((v) => offered.has(JSON.stringify(v))))
      return []
    const remaining = (answers?.values ?? []).filter((a) => condition.values.some((v) => JSON.stringify(v) === JSON.stringify(a.value)))
    const keep =
      remaining.length && !answers?.ticks
        ? [{ label: 'Manter as respostas que existem', condition: { ...condition, values: remaining.map((a) => a.value) } }]
        : []
    const choices = (answers?.values ?? [])
      .filter((a) => !remaining.includes(a))
      .map((a) => ({
        label: `Mostrar quando "${name}" ${answers?.ticks ? 'inclui' : 'é'} "${a.label}"`,
        condition: { trigger: condition.trigger, values: [a.value] },
      }))
    const gone = condition.values.filter((v) => !offered.has(JSON.stringify(v))).map((v) => removedLabel(condition.trigger, v))
    const named = gone.length > 0 && gone.every((l) => l !== undefined) ? (gone as string[]) : undefined
    const message = !named
      ? `aparece conforme uma resposta de "${name}" que não existe mais`
      : named.length === 1
        ? `aparece conforme a resposta ${quoted(named)} de "${name}", que não existe mais`
        : `aparece conforme as respostas ${quoted(named)} de "${name}", que não existem mais`
    return problem(message, [ALWAYS, ...keep, ...choices])
  })
}
