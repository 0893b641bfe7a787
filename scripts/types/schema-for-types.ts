type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A choice written as `oneOf` of `{ const, title }`: the generator should see its values, not named types. */
const choiceValues = (node: Json): unknown[] | undefined =>
  Array.isArray(node.oneOf) && node.oneOf.length > 0 && node.oneOf.every((o) => isObject(o) && 'const' in o)
    ? node.oneOf.map((o) => (o as Json).const)
    : undefined

/**
 * Rewrites a form schema into what json-schema-to-typescript turns into one readable type:
 * - a `title` would become a named alias per field (`export type NomeDaEmpresa = string`), so it moves into
 *   the JSDoc (`description`) instead;
 * - `oneOf` of consts becomes `enum`, i.e. a plain union of literals;
 * - `x-form` (metadata, not data), `$id` and `$schema` are dropped.
 */
export function schemaForTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(schemaForTypes)
  if (!isObject(node)) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-form' || key === '$id' || key === '$schema' || key === 'title') continue
    out[key] = key === 'properties' && isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaForTypes(v)]))
      : schemaForTypes(value)
  }
  if (typeof node.title === 'string') {
    out.description = typeof node.description === 'string' ? `${node.title}: ${node.description}` : node.title
  }
  const values = choiceValues(node)
  if (values) {
    delete out.oneOf
    out.enum = values
  }
  return out
}
