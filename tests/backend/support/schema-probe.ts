import { isObject, type JsonObject, fieldOrder, schemaAt } from '#form-core'

/** Every field of a schema with its path (groups and their fields), to find one of a kind to break. */
export const fieldsOf = (schema: JsonObject): { path: string[]; field: JsonObject }[] =>
  fieldOrder(schema).map((dotted) => {
    const path = dotted.split('.')
    return { path, field: schemaAt(schema, path) ?? {} }
  })

export const findField = (schema: JsonObject, test: (field: JsonObject) => boolean) => fieldsOf(schema).find(({ field }) => test(field))

/** A deep copy of `record` with `value` at `path` (creating the groups on the way). */
export function withValue(record: JsonObject, path: string[], value: unknown): JsonObject {
  const copy = structuredClone(record)
  let node = copy
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as JsonObject
  }
  node[path[path.length - 1]] = value
  return copy
}

/** A deep copy of `record` without the value at `path`. */
export function without(record: JsonObject, path: string[]): JsonObject {
  const copy = structuredClone(record)
  let node: unknown = copy
  for (const key of path.slice(0, -1)) node = isObject(node) ? node[key] : undefined
  if (isObject(node)) delete node[path[path.length - 1]]
  return copy
}
