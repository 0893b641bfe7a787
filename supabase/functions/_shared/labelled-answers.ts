import { optionLabel, propertiesOf } from './schema-fields.ts'
import type { JsonObject } from './types.ts'

export interface LabelledAnswer {
  /** Titles of the enclosing groups, outermost first (the event briefing's sections). */
  groups: string[]
  label: string
  value: string
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

function display(field: JsonObject, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => display(field, item)).join(', ')
  const label = optionLabel(field, value)
  if (label !== undefined) return label
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * The answers as people read them: in the schema's order, under the schema's Portuguese titles,
 * choice values shown by their labels; unanswered fields left out. Used by the agency's e-mail and
 * by `npm run submissions`.
 */
export function labelledAnswers(schema: JsonObject, data: JsonObject, groups: string[] = []): LabelledAnswer[] {
  return propertiesOf(schema).flatMap(([key, field]) => {
    const value = data[key]
    const label = typeof field.title === 'string' ? field.title : key
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return []
    if (field.type === 'object' && isObject(value)) return labelledAnswers(field, value, [...groups, label])
    return [{ groups, label, value: display(field, value) }]
  })
}
