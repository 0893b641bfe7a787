import {
  conditionalDefinitions,
  isObject,
  objectAt,
  type JsonObject,
  displayedKeys,
  OTHER_OF,
  OTHER_OPTION,
  otherOf,
  PHONE_PATTERN,
} from '#form-core'
import { sectionsOfForm, type FormPair, type Question, type QuestionKind, type Section } from './form-model.ts'
import { uniqueName } from './data-names.ts'
import { dropFromConditions, renameInConditions, reshapeConditionsOn } from './condition-edits.ts'
import { definitionIn, requiredHolder } from './condition-shape.ts'

/**
 * Every edit of the visual editor: a pure function from one pair of files to the next. A question's place is
 * written where the files keep it (its section's `fields`, the container's `ui:order` when the file has one), its
 * answers' rules in the schema, its presentation in the ui-schema; nothing else in the files is touched.
 */

export interface SectionRef {
  container: string[]
  index: number
}

export type QuestionPatch = Partial<
  Pick<Question, 'title' | 'required' | 'placeholder' | 'help' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'personal' | 'kind'>
> & {
  otherLabel?: string
  otherPlaceholder?: string
  note?: string
  /** One rule's own message; an empty text removes it. */
  message?: { rule: string; text: string }
}

const copy = (pair: FormPair): FormPair => structuredClone(pair)

const nodeAt = (root: JsonObject, path: readonly string[], step: (node: JsonObject, key: string) => unknown): JsonObject =>
  path.reduce<JsonObject>((node, key) => objectAt(step(node, key)), root)

const parentSchema = (pair: FormPair, container: readonly string[]) => nodeAt(pair.schema, container, (n, k) => objectAt(n.properties)[k])

/** The keys already used in a container (a new or renamed question must take another). */
export const keysIn = (pair: FormPair, container: readonly string[]) =>
  new Set(Object.keys(objectAt(parentSchema(pair, container).properties)))

/** The ui node at a path, created when missing. */
function uiAtPath(pair: FormPair, path: readonly string[]): JsonObject {
  let node = pair.uiSchema
  for (const key of path) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as JsonObject
  }
  return node
}

const sectionsIn = (ui: JsonObject): JsonObject[] | undefined => {
  const list = objectAt(ui['ui:options']).sections
  return Array.isArray(list) ? (list as JsonObject[]) : undefined
}

const fieldsOf = (section: JsonObject): string[] => {
  if (!Array.isArray(section.fields)) section.fields = []
  return section.fields as string[]
}

const setIf = (node: JsonObject, key: string, value: unknown) => {
  if (value === undefined || value === '') delete node[key]
  else node[key] = value
}

/** Keeps `ui:order`, where the file has one, equal to the page order the sections (or the list) give. */
function syncOrder(pair: FormPair, container: readonly string[], order?: string[]): void {
  const ui = uiAtPath(pair, container)
  const keys = Object.keys(objectAt(parentSchema(pair, container).properties))
  const sections = sectionsIn(ui)
  const listed = order ?? (sections ? sections.flatMap(fieldsOf) : displayedKeys(parentSchema(pair, container), ui))
  const full = [...new Set(listed.filter((k) => keys.includes(k))), ...keys.filter((k) => !listed.includes(k))]
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = full
  else if (!sections && full.join() !== keys.join()) ui['ui:order'] = full
}

/** Where a key sits: its section's list (declared sections) or the container's page order. */
function removeKey(pair: FormPair, container: readonly string[], key: string): void {
  const ui = uiAtPath(pair, container)
  const order = displayedKeys(parentSchema(pair, container), ui).filter((k) => k !== key)
  for (const section of sectionsIn(ui) ?? []) section.fields = fieldsOf(section).filter((k) => k !== key)
  const parent = parentSchema(pair, container)
  delete objectAt(parent.properties)[key]
  if (Array.isArray(parent.required)) parent.required = parent.required.filter((k) => k !== key)
  dropFromConditions(parent, key)
  delete ui[key]
  syncOrder(pair, container, order)
}

/**
 * A single choice's "Outro" text as decision 180 writes a question on a condition: defined in `then` when the answer
 * is "outro", `false` in `else`, `true` in the root's properties, and marked as the choice's in its ui-schema entry
 * (`ui`, decision 198). A new `allOf` array, so no reader keeps the old one.
 */
function addOtherCondition(pair: FormPair, trigger: string, otherId: string, definition: JsonObject, ui: JsonObject): void {
  const { schema } = pair
  const options = objectAt(ui['ui:options'])
  uiAtPath(pair, [])[otherId] = { ...ui, 'ui:options': { ...options, [OTHER_OF]: trigger } }
  objectAt(schema.properties)[otherId] = true
  schema.allOf = [
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
    {
      if: { properties: { [trigger]: { const: OTHER_OPTION.const } }, required: [trigger] },
      then: { properties: { [otherId]: definition } },
      else: { properties: { [otherId]: false } },
    },
  ]
}

function placeKey(pair: FormPair, section: SectionRef, key: string, at: number): void {
  const ui = uiAtPath(pair, section.container)
  // `at` counts the questions the marketer sees; a choice's hidden "Outro" text must stay right after it, so the key
  // goes before the question now at `at`, or after the last key of the section's last question.
  const same = (s: Section) => s.container.join('.') === section.container.join('.')
  const sectionShown = sectionsOfForm(pair).find((s) => same(s) && s.index === section.index) ?? sectionsOfForm(pair).find(same)
  const questions = (sectionShown?.questions ?? []).filter((q) => q.id !== key)
  const before = questions[Math.max(0, at)]?.id
  const after = questions.length
    ? keysOfQuestion(questions[questions.length - 1])
        .filter((k) => k !== key)
        .at(-1)
    : undefined
  const indexIn = (keys: string[], fallback: number) =>
    before !== undefined && keys.includes(before)
      ? keys.indexOf(before)
      : after !== undefined && keys.includes(after)
        ? keys.indexOf(after) + 1
        : fallback
  const sections = sectionsIn(ui)
  if (sections && section.index >= 0) {
    const fields = fieldsOf(sections[section.index]).filter((k) => k !== key)
    fields.splice(indexIn(fields, fields.length), 0, key)
    sections[section.index].fields = fields
    return syncOrder(pair, section.container)
  }
  const order = displayedKeys(parentSchema(pair, section.container), ui).filter((k) => k !== key)
  order.splice(indexIn(order, order.length), 0, key)
  syncOrder(pair, section.container, order)
}

/** A question's keys: itself and its "Outro" text, which always travels with it. */
function keysOfQuestion(q: Question): string[] {
  return [q.id, ...(q.other ? [q.other.id] : [])]
}

/** A schema and ui entry for a new question of a kind (limits as docs/forms.md's conventions say). */
function shapeFor(kind: QuestionKind, options: unknown[]): { field: JsonObject; ui: JsonObject } {
  const choice = options.length
    ? options
    : [
        { const: 'opcao-1', title: 'Opção 1' },
        { const: 'opcao-2', title: 'Opção 2' },
      ]
  switch (kind) {
    case 'long':
      return { field: { type: 'string', maxLength: 5000 }, ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } }
    case 'email':
      // An e-mail or a phone asked of a visitor is theirs (LGPD): tagged from the start, the marketer can say otherwise.
      return { field: { type: 'string', format: 'email', maxLength: 200, 'x-personal': 'email' }, ui: {} }
    case 'phone':
      // 10 to 15 digits when filled, the rule check:schemas asks of every phone (decision 170).
      return {
        field: { type: 'string', maxLength: 200, pattern: PHONE_PATTERN, 'x-personal': 'phone' },
        ui: { 'ui:options': { inputType: 'tel' } },
      }
    case 'url':
      return { field: { type: 'string', format: 'uri', maxLength: 500 }, ui: {} }
    case 'number':
      return { field: { type: 'integer' }, ui: {} }
    case 'date':
      return { field: { type: 'string', format: 'date' }, ui: {} }
    case 'time':
      return { field: { type: 'string', format: 'time' }, ui: {} }
    case 'yesno':
      return { field: { type: 'boolean' }, ui: { 'ui:widget': 'yes-no' } }
    case 'choice':
      return { field: { type: 'string', oneOf: choice }, ui: { 'ui:widget': 'radio' } }
    case 'choice-other': {
      const rest = choice.filter((o) => objectAt(o).const !== OTHER_OPTION.const)
      return { field: { type: 'string', oneOf: [...rest, { ...OTHER_OPTION }] }, ui: { 'ui:widget': 'radio' } }
    }
    case 'multi':
    case 'other':
      return { field: { type: 'array', uniqueItems: true, items: { type: 'string', oneOf: choice } }, ui: { 'ui:widget': 'checkboxes' } }
    default:
      return { field: { type: 'string', maxLength: 200 }, ui: {} }
  }
}

const RULE_KEYS = ['type', 'format', 'oneOf', 'items', 'uniqueItems', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern']

function questionAt(pair: FormPair, path: readonly string[]): Question | undefined {
  return sectionsOfForm(pair)
    .flatMap((s) => s.questions)
    .find((q) => q.path.join('.') === path.join('.'))
}

function setKind(pair: FormPair, question: Question, kind: QuestionKind): void {
  const container = question.path.slice(0, -1)
  const field = definitionIn(parentSchema(pair, container), question.id)
  const ui = uiAtPath(pair, question.path)
  // "Outro" is the kind's own option: it goes when the kind does.
  const kept = question.kind === 'choice-other' ? question.options.filter((o) => o.const !== OTHER_OPTION.const) : question.options
  const { field: shape, ui: uiShape } = shapeFor(kind, kept)
  for (const key of RULE_KEYS) delete field[key]
  // A kind's personal tag only where the question had none: a marketer's choice is kept.
  const { 'x-personal': tag, ...rules } = shape
  Object.assign(field, rules)
  if (tag !== undefined && field['x-personal'] === undefined) field['x-personal'] = tag
  delete ui['ui:widget']
  const options = objectAt(ui['ui:options'])
  delete options.inputType
  delete options.rows
  Object.assign(options, objectAt(uiShape['ui:options']))
  if (Object.keys(options).length) ui['ui:options'] = options
  else delete ui['ui:options']
  if (uiShape['ui:widget']) ui['ui:widget'] = uiShape['ui:widget']
  if (question.other) removeKey(pair, container, question.other.id)
  if (kind === 'choice-other' && container.length === 0) {
    const otherId = uniqueName(`${question.id}Outro`, keysIn(pair, container))
    addOtherCondition(
      pair,
      question.id,
      otherId,
      { type: 'string', title: 'Qual?', maxLength: 200 },
      { 'ui:placeholder': 'Conte em poucas palavras' },
    )
    const section = sectionOf(pair, question.path)
    const position = sectionsOfForm(pair)[section.position].questions.findIndex((q) => q.id === question.id)
    placeKey(pair, section.ref, otherId, position + 1)
  }
  if (kind === 'other') {
    const otherId = uniqueName(`${question.id}Outro`, keysIn(pair, container))
    objectAt(parentSchema(pair, container).properties)[otherId] = { type: 'string', title: 'Outro', maxLength: 200 }
    uiAtPath(pair, container)[otherId] = { 'ui:widget': 'other-text', 'ui:options': { checkboxLabel: 'Outro' }, 'ui:placeholder': 'Qual?' }
    const section = sectionOf(pair, question.path)
    const position = sectionsOfForm(pair)[section.position].questions.findIndex((q) => q.id === question.id)
    placeKey(pair, section.ref, otherId, position + 1)
  }
}

/** The section a question is in, as a reference and as its place in sectionsOfForm. */
function sectionOf(pair: FormPair, path: readonly string[]): { ref: SectionRef; position: number } {
  const sections = sectionsOfForm(pair)
  const position = sections.findIndex((s) => s.questions.some((q) => q.path.join('.') === path.join('.')))
  const section = sections[position]
  return { ref: { container: section.container, index: section.index }, position }
}

/** Rules the editor sets and removes: a message of its own for one the question no longer has would never show. */
const MESSAGE_RULES = ['minLength', 'maxLength', 'minimum', 'maximum', 'format']

function dropUnusedMessages(ui: JsonObject, field: JsonObject, required: boolean): void {
  const options = objectAt(ui['ui:options'])
  if (!isObject(options.messages)) return
  const messages = options.messages
  for (const rule of Object.keys(messages))
    if ((rule === 'required' && !required) || (MESSAGE_RULES.includes(rule) && field[rule] === undefined)) delete messages[rule]
  if (Object.keys(messages).length === 0) delete options.messages
  if (Object.keys(options).length === 0) delete ui['ui:options']
}

export function updateQuestion(before: FormPair, path: string[], patch: QuestionPatch): FormPair {
  const pair = copy(before)
  const question = questionAt(pair, path)
  if (!question) return before
  const container = path.slice(0, -1)
  const parent = parentSchema(pair, container)
  const field = definitionIn(parent, question.id)
  if (patch.kind && patch.kind !== question.kind) {
    setKind(pair, question, patch.kind)
    if (!container.length) reshapeConditionsOn(parent, question.id)
  }
  if (patch.title !== undefined) field.title = patch.title
  if (patch.help !== undefined) setIf(field, 'description', patch.help)
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) if (key in patch) setIf(field, key, patch[key])
  if ('personal' in patch) setIf(field, 'x-personal', patch.personal)
  if (patch.placeholder !== undefined) setIf(uiAtPath(pair, path), 'ui:placeholder', patch.placeholder)
  // A conditional question's `required` is its condition's `then`'s (decision 180).
  const holder = requiredHolder(parent, question.id)
  if (patch.required !== undefined) {
    const required = Array.isArray(holder.required) ? holder.required.filter((k) => k !== question.id) : []
    if (patch.required) required.push(question.id)
    holder.required = Object.keys(objectAt(holder.properties)).filter((k) => required.includes(k))
    if (holder !== parent && required.length === 0) delete holder.required
    if (patch.required && field.type === 'string' && field.minLength === undefined) field.minLength = 1
  }
  dropUnusedMessages(uiAtPath(pair, path), field, Array.isArray(holder.required) && holder.required.includes(question.id))
  if (patch.note !== undefined) setIf(uiAtPath(pair, path), 'ui:help', patch.note)
  if (patch.message) {
    const ui = uiAtPath(pair, path)
    const options = objectAt(ui['ui:options'])
    const messages = objectAt(options.messages)
    setIf(messages, patch.message.rule, patch.message.text)
    if (Object.keys(messages).length) options.messages = messages
    else delete options.messages
    if (Object.keys(options).length) ui['ui:options'] = options
    else delete ui['ui:options']
  }
  if (patch.otherPlaceholder !== undefined && question.other)
    setIf(uiAtPath(pair, [...container, question.other.id]), 'ui:placeholder', patch.otherPlaceholder)
  if (patch.otherLabel !== undefined && question.other && question.kind === 'choice-other') {
    const definition = conditionalDefinitions(pair.schema).get(question.other.id)
    if (definition) definition.title = patch.otherLabel
  } else if (patch.otherLabel !== undefined && question.other) {
    const otherUi = uiAtPath(pair, [...container, question.other.id])
    otherUi['ui:options'] = { ...objectAt(otherUi['ui:options']), checkboxLabel: patch.otherLabel }
  }
  return pair
}

const renameIn = (list: unknown, from: string, to: string) => (Array.isArray(list) ? list.map((k) => (k === from ? to : k)) : list)

/** `properties` with one key renamed in place (the order of the file is kept). */
const renameProperty = (properties: JsonObject, from: string, to: string): JsonObject =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [k === from ? to : k, v]))

/**
 * A question's id (its JSON key) changed everywhere the files name it: the schema's properties and `required`, its
 * ui entry, `ui:order` and its section's fields, and a table target's column mapping. Stored answers still use
 * the old key: the compatibility check asks for a declared rename (problem-fixes.ts).
 */
/** A condition with a question's key renamed where it names it: its trigger in `if`, its questions in `then`/`else`. */
function renameInCondition(item: unknown, from: string, to: string): unknown {
  if (!isObject(item)) return item
  const renamed = (node: unknown) => {
    if (!isObject(node)) return node
    const next: JsonObject = { ...node }
    if (isObject(node.properties)) next.properties = renameProperty(node.properties, from, to)
    if (Array.isArray(node.required)) next.required = renameIn(node.required, from, to)
    return next
  }
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, ['if', 'then', 'else'].includes(k) ? renamed(v) : v]))
}

export function renameQuestion(before: FormPair, path: string[], to: string): FormPair {
  const from = path.at(-1) ?? ''
  const container = path.slice(0, -1)
  if (!to || to === from || Object.hasOwn(objectAt(parentSchema(before, container).properties), to)) return before
  const pair = copy(before)
  const parent = parentSchema(pair, container)
  parent.properties = renameProperty(objectAt(parent.properties), from, to)
  parent.required = renameIn(parent.required, from, to)
  if (!Array.isArray(parent.required)) delete parent.required
  renameInConditions(parent, from, to)
  const ui = uiAtPath(pair, container)
  const entries = Object.entries(ui).map(([k, v]) => [k === from ? to : k, v] as const)
  for (const key of Object.keys(ui)) delete ui[key]
  for (const [k, v] of entries) ui[k] = k === 'ui:order' ? renameIn(v, from, to) : v
  for (const section of sectionsIn(ui) ?? []) section.fields = renameIn(section.fields, from, to)
  // A choice's "Outro" text names it by key (decision 198): the mark follows the rename.
  for (const entry of Object.values(ui)) if (otherOf(entry) === from) objectAt(objectAt(entry)['ui:options'])[OTHER_OF] = to
  if (container.length === 0 && Array.isArray(parent.allOf)) parent.allOf = parent.allOf.map((item) => renameInCondition(item, from, to))
  const submit = objectAt(objectAt(pair.schema['x-form']).submit)
  const dotted = [...container, from].join('.')
  for (const column of Object.values(objectAt(submit.columns))) {
    if (isObject(column) && column.field === dotted) column.field = [...container, to].join('.')
  }
  return pair
}

export {
  addOtherCondition,
  copy,
  keysOfQuestion,
  parentSchema,
  placeKey,
  questionAt,
  removeKey,
  sectionOf,
  sectionsIn,
  fieldsOf,
  shapeFor,
  syncOrder,
  uiAtPath,
}

/**
 * A value of the page's metadata (`x-form`) set at a path, objects created on the way; `undefined` removes the key.
 * The editor's "Página" panel writes every field through this; `schema.title` is the schema's own title.
 */
export function updateMeta(before: FormPair, path: string[], value: unknown): FormPair {
  const pair = copy(before)
  if (path.join('.') === 'schema.title') {
    pair.schema.title = value
    return pair
  }
  // The schema's own title (the agency's e-mail) goes along with the page's while they are the same text.
  if (path.join('.') === 'title' && pair.schema.title === objectAt(pair.schema['x-form']).title && typeof value === 'string')
    pair.schema.title = value
  let node = pair.schema
  for (const key of ['x-form', ...path.slice(0, -1)]) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as JsonObject
  }
  const last = path.at(-1) ?? ''
  if (value === undefined) delete node[last]
  else node[last] = value
  return pair
}
