import { conditionalDefinitions, conditionsOf, hiddenKeys } from './conditions.ts'
import { isObject, objectAt, type JsonObject } from './json.ts'

/** The one walker: validation order, progress, e-mail, listing and checks all see the same fields in the same order. */

/** The questions of one object, a conditional one (`true` here, decision 180) with its definition from `then`. */
export function propertiesOf(schema: JsonObject): [string, JsonObject][] {
  const conditional = conditionalDefinitions(schema)
  return Object.entries(objectAt(schema.properties)).flatMap(([key, value]): [string, JsonObject][] => {
    const field = isObject(value) ? value : conditional.get(key)
    return field ? [[key, field]] : []
  })
}

/** One question of an object, conditional ones included. */
export function propertyAt(schema: JsonObject, key: string): JsonObject | undefined {
  const value = objectAt(schema.properties)[key]
  return isObject(value) ? value : conditionalDefinitions(schema).get(key)
}

export function schemaAt(schema: JsonObject, path: readonly string[]): JsonObject | undefined {
  let node: JsonObject | undefined = schema
  for (const key of path) node = node ? propertyAt(node, key) : undefined
  return node
}

export function uiAt(uiSchema: JsonObject, path: readonly string[]): JsonObject {
  return path.reduce<JsonObject>((node, key) => objectAt(node[key]), uiSchema)
}

/** The Portuguese title that names a field to people; the key only when a schema forgot its title. */
export function titleAt(schema: JsonObject, path: readonly string[]): string {
  const title = schemaAt(schema, path)?.title
  if (typeof title === 'string') return title
  return path.at(-1) ?? (typeof schema.title === 'string' ? schema.title : 'formulário')
}

export interface ChoiceOption {
  const: unknown
  title: string
}

/** A choice's options (`oneOf: [{ const, title }]`, on the field or, for ticks, on its `items`). */
export function optionsOf(field: JsonObject): ChoiceOption[] {
  const source = isObject(field.items) ? field.items : field
  const options = Array.isArray(source.oneOf) ? source.oneOf : []
  return options
    .filter(isObject)
    .filter((o) => 'const' in o)
    .map((o) => ({ const: o.const, title: typeof o.title === 'string' ? o.title : String(o.const) }))
}

export const optionLabel = (field: JsonObject, value: unknown): string | undefined => optionsOf(field).find((o) => o.const === value)?.title

export interface Leaf {
  path: string[]
  schema: JsonObject
  ui: JsonObject
  required: boolean
}

/** Keys of one object in the order the page shows them: its sections, else `ui:order`, else the schema's. */
export function displayedKeys(schema: JsonObject, uiSchema: JsonObject = {}): string[] {
  const keys = propertiesOf(schema).map(([key]) => key)
  const options = objectAt(uiSchema['ui:options'])
  const sections = Array.isArray(options.sections) ? options.sections.filter(isObject) : undefined
  const declared: unknown[] = sections
    ? sections.flatMap((s) => (Array.isArray(s.fields) ? s.fields : []))
    : Array.isArray(uiSchema['ui:order'])
      ? uiSchema['ui:order']
      : []
  const listed = declared.filter((key): key is string => typeof key === 'string' && keys.includes(key))
  return [...new Set(listed), ...keys.filter((key) => !listed.includes(key))]
}

export function leaves(schema: JsonObject, uiSchema: JsonObject = {}, at: string[] = []): Leaf[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : [])
  for (const condition of conditionsOf(schema)) condition.required.forEach((key) => required.add(key))
  return displayedKeys(schema, uiSchema).flatMap((key) => {
    const child = objectAt(propertyAt(schema, key))
    const ui = objectAt(uiSchema[key])
    if (child.type === 'object' && isObject(child.properties)) return leaves(child, ui, [...at, key])
    return [{ path: [...at, key], schema: child, ui, required: required.has(key) }]
  })
}

/** The questions a page shows for these answers (none yet: the questions a visitor first sees); decision 180. */
export function shownLeaves(schema: JsonObject, uiSchema: JsonObject = {}, data: JsonObject = {}): Leaf[] {
  const hidden = hiddenKeys(schema, data)
  return leaves(schema, uiSchema).filter((leaf) => !hidden.has(leaf.path[0] ?? ''))
}

/** Every field path (`a.b`, groups included before their fields) in page order: the order errors are listed in. */
export function fieldOrder(schema: JsonObject, uiSchema: JsonObject = {}, at: string[] = []): string[] {
  return displayedKeys(schema, uiSchema).flatMap((key) => {
    const child = objectAt(propertyAt(schema, key))
    const path = [...at, key]
    const nested = child.type === 'object' ? fieldOrder(child, objectAt(uiSchema[key]), path) : []
    return [path.join('.'), ...nested]
  })
}
