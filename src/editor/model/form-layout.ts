import { conditionalDefinitions, isObject, objectAt, type JsonObject } from '#form-core'
import {
  addOtherCondition,
  copy,
  fieldsOf,
  keysIn,
  keysOfQuestion,
  parentSchema,
  placeKey,
  questionAt,
  removeKey,
  sectionOf,
  sectionsIn,
  shapeFor,
  syncOrder,
  uiAtPath,
  updateQuestion,
  type SectionRef,
} from './form-edits.ts'
import { sectionsOfForm, type FormPair, type QuestionKind, type Section } from './form-model.ts'
import { questionKey, uniqueName } from './data-names.ts'
import { copyCondition } from './condition-edits.ts'
import { definitionIn } from './condition-shape.ts'

/** The structure edits: questions and sections added, removed, duplicated and moved. */

const keysOf = keysOfQuestion

export const NEW_QUESTION_TITLE = 'Nova pergunta'

/** A new question of `kind` at `at` in a section; its key follows the title the marketer gives it (names.ts). */
export function addQuestion(before: FormPair, section: SectionRef, kind: QuestionKind, at?: number): { pair: FormPair; path: string[] } {
  const pair = copy(before)
  const id = uniqueName(questionKey(NEW_QUESTION_TITLE), keysIn(pair, section.container))
  // The kinds with a companion "Outro" text start as their plain choice, and the kind change adds the companion.
  const companion = kind === 'other' || kind === 'choice-other'
  const { field, ui } = shapeFor(kind === 'other' ? 'multi' : kind === 'choice-other' ? 'choice' : kind, [])
  const parent = parentSchema(pair, section.container)
  if (!isObject(parent.properties)) parent.properties = {}
  ;(parent.properties as JsonObject)[id] = { ...field, title: NEW_QUESTION_TITLE }
  if (Object.keys(ui).length) uiAtPath(pair, section.container)[id] = ui
  const count =
    sectionsOfForm(pair).find((s) => s.container.join('.') === section.container.join('.') && s.index === section.index)?.questions
      .length ?? 0
  placeKey(pair, section, id, at ?? count)
  const path = [...section.container, id]
  return { pair: companion ? updateQuestion(pair, path, { kind }) : pair, path }
}

/** The question gone from the files, with its "Outro" text when it has one. */
export function removeQuestion(before: FormPair, path: string[]): FormPair {
  const question = questionAt(before, path)
  if (!question) return before
  const pair = copy(before)
  const container = path.slice(0, -1)
  removeKey(pair, container, question.id)
  if (question.other) removeKey(pair, container, question.other.id)
  return pair
}

/** A copy right after the original (its "Outro" text copied too), "(cópia)" in its title and a key of its own from it. */
export function duplicateQuestion(before: FormPair, path: string[]): { pair: FormPair; path: string[] } {
  const question = questionAt(before, path)
  if (!question) return { pair: before, path }
  const pair = copy(before)
  const container = path.slice(0, -1)
  const parent = parentSchema(pair, container)
  const properties = objectAt(parent.properties)
  const ui = uiAtPath(pair, container)
  const title = `${question.title} (cópia)`
  const id = uniqueName(questionKey(title), keysIn(pair, container))
  const copyKey = (from: string, to: string, patch: JsonObject = {}) => {
    const definition = { ...structuredClone(definitionIn(parent, from)), ...patch }
    if (isObject(ui[from])) ui[to] = structuredClone(ui[from])
    // A copy of a conditional question shows on the same condition.
    if (copyCondition(parent, from, to, definition)) return
    properties[to] = definition
    if (Array.isArray(parent.required) && parent.required.includes(from)) parent.required = [...parent.required, to]
  }
  copyKey(question.id, id, { title })
  const { ref, position } = sectionOf(pair, path)
  const index = sectionsOfForm(pair)[position].questions.findIndex((q) => q.id === question.id)
  placeKey(pair, ref, id, index + 1)
  if (question.other) {
    const otherId = uniqueName(`${id}Outro`, keysIn(pair, container))
    const definition = question.kind === 'choice-other' && conditionalDefinitions(pair.schema).get(question.other.id)
    if (definition) {
      addOtherCondition(pair, id, otherId, structuredClone(definition), structuredClone(objectAt(ui[question.other.id])))
    } else copyKey(question.other.id, otherId)
    placeKey(pair, ref, otherId, index + 2)
  }
  return { pair, path: [...container, id] }
}

/**
 * A question moved to `at` in a section (its own or another of the same container). Moving between groups would
 * change where its answers are stored, so it is refused: remove and add instead.
 */
export function moveQuestion(before: FormPair, path: string[], to: SectionRef, at: number): FormPair {
  const question = questionAt(before, path)
  const container = path.slice(0, -1)
  if (!question || to.container.join('.') !== container.join('.')) return before
  const pair = copy(before)
  const keys = keysOf(question)
  const ui = uiAtPath(pair, container)
  for (const section of sectionsIn(ui) ?? []) section.fields = fieldsOf(section).filter((k) => !keys.includes(k))
  const sections = sectionsIn(ui)
  if (sections && to.index >= 0) {
    fieldsOf(sections[to.index]).splice(at, 0, ...keys)
    syncOrder(pair, container)
    return pair
  }
  const same = (s: Section) => s.container.join('.') === container.join('.')
  const page = sectionsOfForm(before)
    .filter(same)
    .flatMap((s) => s.questions.flatMap(keysOf))
    .filter((k) => !keys.includes(k))
  const target = (sectionsOfForm(before).find((s) => same(s) && s.index === to.index)?.questions ?? [])
    .flatMap(keysOf)
    .filter((k) => !keys.includes(k))
  const insertAt =
    at <= 0 || target.length === 0
      ? target.length
        ? page.indexOf(target[0])
        : page.length
      : page.indexOf(target[Math.min(at, target.length) - 1]) + 1
  page.splice(insertAt, 0, ...keys)
  syncOrder(pair, container, page)
  return pair
}

/** The root's declared sections, created from what the page shows when the form had none. */
function declaredSections(pair: FormPair): JsonObject[] {
  const existing = sectionsIn(pair.uiSchema)
  if (existing) return existing
  const options = objectAt(pair.uiSchema['ui:options'])
  const sections = sectionsOfForm(pair).map((s) => ({ title: s.title || 'Seção', fields: s.questions.flatMap(keysOf) }))
  pair.uiSchema['ui:options'] = { ...options, sections }
  return sections
}

/** A section added at `at` (a flat form gets declared sections: its questions stay in a first one). */
export function addSection(before: FormPair, at: number, title = 'Nova seção'): FormPair {
  if (sectionsOfForm(before).some((s) => s.container.length > 0)) return before // groups: a section is a group of answers
  const pair = copy(before)
  declaredSections(pair).splice(at, 0, { title, fields: [] })
  return pair
}

export function updateSection(before: FormPair, ref: SectionRef, patch: { title?: string; description?: string }): FormPair {
  const pair = copy(before)
  const node =
    ref.index >= 0
      ? sectionsIn(uiAtPath(pair, ref.container))?.[ref.index]
      : ref.container.length
        ? parentSchema(pair, ref.container)
        : undefined
  if (!node) return before
  if (patch.title !== undefined) node.title = patch.title
  if (patch.description !== undefined) {
    if (patch.description) node.description = patch.description
    else delete node.description
  }
  return pair
}

/** A section and its questions gone. */
export function removeSection(before: FormPair, ref: SectionRef): FormPair {
  const section = sectionsOfForm(before).find((s) => s.container.join('.') === ref.container.join('.') && s.index === ref.index)
  if (!section) return before
  let pair = before
  for (const question of section.questions) {
    const next = questionAt(pair, question.path)
    if (next) pair = removeQuestionKeys(pair, question.path)
  }
  pair = copy(pair)
  if (ref.index >= 0) sectionsIn(uiAtPath(pair, ref.container))?.splice(ref.index, 1)
  else if (ref.container.length) removeKey(pair, ref.container.slice(0, -1), ref.container.at(-1) ?? '')
  return pair
}

const removeQuestionKeys = (pair: FormPair, path: string[]) => {
  const next = copy(pair)
  const question = questionAt(next, path)
  if (!question) return pair
  removeKey(next, path.slice(0, -1), question.id)
  if (question.other) removeKey(next, path.slice(0, -1), question.other.id)
  return next
}

/** A declared section, or a group, moved to another place on the page. */
export function moveSection(before: FormPair, from: number, to: number): FormPair {
  const pair = copy(before)
  const sections = sectionsIn(pair.uiSchema)
  if (sections) {
    const [moved] = sections.splice(from, 1)
    if (!moved) return before
    sections.splice(to, 0, moved)
    syncOrder(pair, [])
    return pair
  }
  const blocks = sectionsOfForm(pair).map((s) => (s.container.length ? [s.container[0]] : s.questions.flatMap(keysOf)))
  const [moved] = blocks.splice(from, 1)
  if (!moved) return before
  blocks.splice(to, 0, moved)
  syncOrder(pair, [], blocks.flat())
  return pair
}
