import type { JsonObject } from './types.ts'

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The `properties` of an object schema, in the file's order. */
export const propertiesOf = (schema: JsonObject): [string, JsonObject][] =>
  isObject(schema.properties)
    ? Object.entries(schema.properties).filter((e): e is [string, JsonObject] => isObject(e[1]))
    : []

/** The schema at a dotted path of property names (array indices skipped), or undefined. */
export function schemaAt(schema: JsonObject, path: string[]): JsonObject | undefined {
  let node: JsonObject | undefined = schema
  for (const key of path) {
    const props: unknown = node?.properties
    const child: unknown = isObject(props) ? props[key] : undefined
    node = isObject(child) ? child : undefined
  }
  return node
}

/** The Portuguese title that names a field to people; the key only when a schema forgot its title. */
export const titleAt = (schema: JsonObject, path: string[]): string => {
  const title = schemaAt(schema, path)?.title
  return typeof title === 'string' ? title : (path.at(-1) ?? String(schema.title ?? 'formulário'))
}

/** The label of a choice value (`oneOf: [{ const, title }]`, on the field or on its `items`). */
export function optionLabel(field: JsonObject, value: unknown): string | undefined {
  const source = isObject(field.items) ? field.items : field
  const options = Array.isArray(source.oneOf) ? source.oneOf : []
  for (const option of options) {
    if (isObject(option) && option.const === value && typeof option.title === 'string') return option.title
  }
  return undefined
}
