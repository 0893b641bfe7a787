import { isObject, type JsonObject } from './json.ts'
import { propertyAt } from './schema-walk.ts'

/**
 * What the page and the forms function validate (issue 42): a text answer without the spaces around it, and one made
 * only of spaces left out, as an emptied box is, so "   " as a required name is refused with the engine's "Preencha o
 * campo" and is never stored. Only free text: a choice's value, or anything not a string question, stays as sent.
 */
const isText = (field: JsonObject) => field.type === 'string' && !('enum' in field) && !('oneOf' in field) && !('const' in field)

export function trimmedAnswers<T>(schema: JsonObject, data: T): T {
  if (!isObject(data)) return data
  // Object.fromEntries keeps a key such as "__proto__" an own answer, for ajv to refuse as it would have.
  const entries = Object.entries(data).flatMap(([key, value]): [string, unknown][] => {
    const field = propertyAt(schema, key)
    if (!field) return [[key, value]]
    if (typeof value === 'string' && isText(field)) return value.trim() === '' ? [] : [[key, value.trim()]]
    return [[key, isObject(value) ? trimmedAnswers(field, value) : value]]
  })
  return Object.fromEntries(entries) as T
}
