import { hiddenKeys } from './conditions.ts'
import { isObject, objectAt, type JsonObject } from './json.ts'
import { present } from './migrations.ts'
import { displayedKeys, optionLabel, propertiesOf, propertyAt } from './schema-walk.ts'
import { YES_NO } from './widgets.ts'

export interface LabelledAnswer {
  /** Titles of the enclosing groups, outermost first (the event briefing's sections). */
  groups: string[]
  label: string
  value: string
}

/** An answer as people read it: a choice by its label, ticks joined, yes/no in Portuguese, text as typed. */
export function answerText(field: JsonObject, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => answerText(field, item)).join(', ')
  const label = optionLabel(field, value)
  if (label !== undefined) return label
  if (typeof value === 'boolean') return YES_NO[value ? 0 : 1].label
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * In page order, under the Portuguese titles, choices by their labels; for the agency's e-mail and `npm run submissions`.
 * A question these answers did not show (decision 180) is absent, like one left blank.
 */
export function labelledAnswers(schema: JsonObject, data: JsonObject, uiSchema: JsonObject = {}, groups: string[] = []): LabelledAnswer[] {
  const hidden = hiddenKeys(schema, data)
  return displayedKeys(schema, uiSchema).flatMap((key) => {
    const field = objectAt(propertyAt(schema, key))
    const value = data[key]
    const label = typeof field.title === 'string' ? field.title : key
    if (!present(value) || hidden.has(key)) return []
    if (field.type === 'object' && isObject(value)) return labelledAnswers(field, value, objectAt(uiSchema[key]), [...groups, label])
    return [{ groups, label, value: answerText(field, value) }]
  })
}

export interface AnsweredSection {
  /** The section's title on the form's page (`ui:options.sections`), or null for answers outside any section. */
  title: string | null
  description?: string
  answers: LabelledAnswer[]
}

/**
 * A lead as its revision laid it out: that revision's sections with their titles, each with its answers under
 * that revision's question titles and option labels (the workspace's briefing and its print). Empty sections are left out.
 */
export function answeredSections(schema: JsonObject, data: JsonObject, uiSchema: JsonObject = {}): AnsweredSection[] {
  const options = objectAt(uiSchema['ui:options'])
  const declared = Array.isArray(options.sections) ? options.sections.filter(isObject) : []
  // Shown or not is decided on the whole answers, before a section's questions are taken apart.
  const hidden = hiddenKeys(schema, data)
  const shown = Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key)))
  const only = (keys: string[]): JsonObject => ({
    ...schema,
    allOf: undefined,
    properties: Object.fromEntries(propertiesOf(schema).filter(([key]) => keys.includes(key))),
  })
  const placed = new Set<string>()
  const sections: AnsweredSection[] = declared.map((section) => {
    const keys = (Array.isArray(section.fields) ? section.fields : []).filter((k): k is string => typeof k === 'string')
    keys.forEach((k) => placed.add(k))
    return {
      title: typeof section.title === 'string' ? section.title : null,
      ...(typeof section.description === 'string' ? { description: section.description } : {}),
      answers: labelledAnswers(only(keys), shown, { ...uiSchema, 'ui:options': {}, 'ui:order': keys }),
    }
  })
  const rest = propertiesOf(schema)
    .map(([key]) => key)
    .filter((k) => !placed.has(k))
  sections.push({ title: declared.length > 0 ? 'Outras respostas' : null, answers: labelledAnswers(only(rest), shown, uiSchema) })
  return sections.filter((s) => s.answers.length > 0)
}
