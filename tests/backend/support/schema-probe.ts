import type { JsonObject } from '../../../supabase/functions/_shared/types.ts'

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every field of a schema with its path (nested objects walked), to find one of a kind to break. */
export function fieldsOf(schema: JsonObject, at: string[] = []): { path: string[]; field: JsonObject }[] {
  const props = isObject(schema.properties) ? schema.properties : {}
  return Object.entries(props).flatMap(([key, field]) => {
    if (!isObject(field)) return []
    const here = { path: [...at, key], field }
    return field.type === 'object' ? [here, ...fieldsOf(field, here.path)] : [here]
  })
}

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
