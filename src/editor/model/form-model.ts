import { answersOf, conditionOf, definitionIn, requiredHolder, type QuestionCondition, type TriggerAnswers } from './condition-shape.ts'
import {
  isObject,
  objectAt,
  otherConditions,
  otherOf,
  propertyAt,
  type JsonObject,
  displayedKeys,
  optionsOf,
  type ChoiceOption,
} from '#form-core'

/**
 * The questionnaire as the visual editor shows it (sections of questions in page order) and every edit it makes,
 * as pure functions from one pair of files to the next. The pair stays the only state: what the editor does not
 * model (messages, autocomplete, anything new) is carried along untouched.
 */

export interface FormPair {
  schema: JsonObject
  uiSchema: JsonObject
}

export const QUESTION_KINDS = [
  'short',
  'long',
  'email',
  'phone',
  'url',
  'number',
  'date',
  'time',
  'yesno',
  'choice',
  'choice-other',
  'multi',
  'other',
] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const KIND_LABELS: Record<QuestionKind, string> = {
  short: 'Texto curto',
  long: 'Texto longo',
  email: 'E-mail',
  phone: 'Telefone',
  url: 'Endereço (URL)',
  number: 'Número',
  date: 'Data',
  time: 'Horário',
  yesno: 'Sim ou não',
  choice: 'Escolha única',
  'choice-other': 'Escolha única com "Outro"',
  multi: 'Múltipla escolha',
  other: 'Múltipla escolha com "Outro"',
}

export interface Question {
  /** Property names from the root: `['companyName']`, `['eventInfo', 'eventName']`. */
  path: string[]
  id: string
  kind: QuestionKind
  title: string
  required: boolean
  placeholder: string
  help: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  options: ChoiceOption[]
  personal: unknown
  /** A note under the field (`ui:help`), where the file has one. */
  note?: string
  /** Error messages of its own, by rule (`ui:options.messages`): empty, the Portuguese default. */
  messages: Record<string, string>
  /** A choice with "Outro": the free-text question that goes with it, its box's label and its example text. */
  other?: { id: string; label: string; placeholder: string }
  /** Shown only when an earlier answer calls for it (decision 180). */
  condition?: QuestionCondition
  /** The answers a later question's condition can test: a root yes/no or choice that is not itself conditional. */
  answers?: TriggerAnswers
}

export interface Section {
  /** The object whose properties the questions are: `[]` for the root, `['eventInfo']` for a group. */
  container: string[]
  /** Its place in the container's `ui:options.sections`; -1 when the container declares none. */
  index: number
  title: string
  description: string
  questions: Question[]
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' ? v : undefined)

function schemaNode(schema: JsonObject, path: readonly string[]): JsonObject {
  return path.reduce<JsonObject>((node, key) => objectAt(propertyAt(node, key)), schema)
}

const sectionsOf = (ui: JsonObject): JsonObject[] | undefined => {
  const sections = objectAt(ui['ui:options']).sections
  return Array.isArray(sections) ? (sections as JsonObject[]) : undefined
}

const isGroup = (field: JsonObject) => field.type === 'object' && isObject(field.properties)

export function kindOf(field: JsonObject, ui: JsonObject): QuestionKind {
  if (field.type === 'array') return 'multi'
  if (field.type === 'boolean') return 'yesno'
  if (Array.isArray(field.oneOf)) return 'choice'
  if (field.type === 'integer' || field.type === 'number') return 'number'
  const format = field.format
  if (format === 'email') return 'email'
  if (format === 'uri') return 'url'
  if (format === 'date') return 'date'
  if (format === 'time') return 'time'
  if (objectAt(ui['ui:options']).inputType === 'tel') return 'phone'
  return ui['ui:widget'] === 'textarea' ? 'long' : 'short'
}

const isOtherText = (ui: JsonObject) => ui['ui:widget'] === 'other-text'

/**
 * The "Qual?" text of a single choice with "Outro": marked as its choice's (`"otherOf": "<choice>"`, decision 198),
 * right after it, and the one text its own condition shows on "outro" (what the kind "Escolha única com "Outro""
 * writes). Any other question on a condition, the landing page's "Qual outro objetivo?" included, is a question of
 * its own with "Mostrar só quando…" (decision 184), whatever its name.
 */
const isOtherOf = (parent: JsonObject, ui: JsonObject, trigger: string, id: string) =>
  otherOf(ui) === trigger &&
  otherConditions(parent, trigger, id).some((c) => c.questions.length === 1 && c.questions[0][1].type === 'string')

function questionsOf(pair: FormPair, container: string[], keys: string[]): Question[] {
  const parent = schemaNode(pair.schema, container)
  // A question on a condition (decision 180) reads from its `then`, required when the `then` says so.
  // (Read afresh, not through conditionsOf's cache: an edit reads the pair it is changing.)
  const isRequired = (id: string) => {
    const list = requiredHolder(parent, id).required
    return Array.isArray(list) && list.includes(id)
  }
  const parentUi = objectAt(container.reduce<unknown>((n, k) => objectAt(n)[k], pair.uiSchema))
  const questions: Question[] = []
  for (const id of keys) {
    const field = definitionIn(parent, id)
    const ui = objectAt(parentUi[id])
    const previous = questions.at(-1)
    if (isOtherText(ui) && previous && (previous.kind === 'multi' || previous.kind === 'choice') && !previous.other) {
      previous.kind = 'other'
      previous.other = {
        id,
        label: text(objectAt(ui['ui:options']).checkboxLabel) || text(field.title),
        placeholder: text(ui['ui:placeholder']),
      }
      continue
    }
    if (previous?.kind === 'choice' && !previous.other && isOtherOf(parent, ui, previous.id, id)) {
      previous.kind = 'choice-other'
      previous.other = { id, label: text(field.title), placeholder: text(ui['ui:placeholder']) }
      continue
    }
    questions.push({
      path: [...container, id],
      id,
      kind: kindOf(field, ui),
      title: text(field.title),
      required: isRequired(id),
      placeholder: text(ui['ui:placeholder']),
      help: text(field.description),
      minLength: num(field.minLength),
      maxLength: num(field.maxLength),
      minimum: num(field.minimum),
      maximum: num(field.maximum),
      options: optionsOf(field),
      note: typeof ui['ui:help'] === 'string' ? ui['ui:help'] : undefined,
      messages: Object.fromEntries(
        Object.entries(objectAt(objectAt(ui['ui:options']).messages)).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      personal: field['x-personal'],
      ...conditionFields(parent, container, id, field),
    })
  }
  return questions
}

/** A root question's condition, or the answers it offers to one (chains are refused: decision 180). */
function conditionFields(parent: JsonObject, container: string[], id: string, field: JsonObject): Pick<Question, 'condition' | 'answers'> {
  if (container.length) return {}
  const condition = conditionOf(parent, id)
  if (condition) return { condition }
  const answers = parent.properties && objectAt(parent.properties)[id] !== true ? answersOf(field) : undefined
  return answers ? { answers } : {}
}

/** The page as the editor lists it: declared sections, else each group, else the whole form as one section. */
export function sectionsOfForm(pair: FormPair): Section[] {
  const keys = displayedKeys(pair.schema, pair.uiSchema)
  const declared = sectionsOf(pair.uiSchema)
  if (declared) {
    const placed = new Set<string>()
    const sections = declared.map((s, index) => {
      const fields = (Array.isArray(s.fields) ? s.fields : []).filter((k): k is string => typeof k === 'string' && keys.includes(k))
      fields.forEach((k) => placed.add(k))
      return { container: [], index, title: text(s.title), description: text(s.description), questions: questionsOf(pair, [], fields) }
    })
    const loose = keys.filter((k) => !placed.has(k))
    return loose.length
      ? [
          ...sections,
          { container: [], index: -1, title: 'Fora de qualquer seção', description: '', questions: questionsOf(pair, [], loose) },
        ]
      : sections
  }
  const properties = objectAt(pair.schema.properties)
  const sections: Section[] = []
  let run: string[] = []
  const flush = () => {
    if (run.length) sections.push({ container: [], index: -1, title: '', description: '', questions: questionsOf(pair, [], run) })
    run = []
  }
  for (const key of keys) {
    const field = objectAt(properties[key])
    if (!isGroup(field)) {
      run.push(key)
      continue
    }
    flush()
    sections.push({
      container: [key],
      index: -1,
      title: text(field.title),
      description: text(field.description),
      questions: questionsOf(pair, [key], displayedKeys(field, objectAt(pair.uiSchema[key]))),
    })
  }
  flush()
  return sections
}

/** The questionnaire's `x-form` (its title, kind…) read from its schema's text; empty when the text does not parse. */
export function metaOfText(schemaText: string): JsonObject {
  try {
    const schema: unknown = JSON.parse(schemaText)
    return isObject(schema) ? objectAt(schema['x-form']) : {}
  } catch {
    return {}
  }
}
