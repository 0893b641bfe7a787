import { isObject, objectAt, type JsonObject } from './json.ts'
import { present } from './migrations.ts'
import { displayedKeys, optionLabel } from './schema-walk.ts'
import { YES_NO } from './widgets.ts'

export interface LabelledAnswer {
  /** Titles of the enclosing groups, outermost first (the event briefing's sections). */
  groups: string[]
  label: string
  value: string
}

function display(field: JsonObject, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => display(field, item)).join(', ')
  const label = optionLabel(field, value)
  if (label !== undefined) return label
  if (typeof value === 'boolean') return YES_NO[value ? 0 : 1].label
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** In page order, under the Portuguese titles, choices by their labels; for the agency's e-mail and `npm run submissions`. */
export function labelledAnswers(schema: JsonObject, data: JsonObject, uiSchema: JsonObject = {}, groups: string[] = []): LabelledAnswer[] {
  const properties = objectAt(schema.properties)
  return displayedKeys(schema, uiSchema).flatMap((key) => {
    const field = objectAt(properties[key])
    const value = data[key]
    const label = typeof field.title === 'string' ? field.title : key
    if (!present(value)) return []
    if (field.type === 'object' && isObject(value)) return labelledAnswers(field, value, objectAt(uiSchema[key]), [...groups, label])
    return [{ groups, label, value: display(field, value) }]
  })
}
