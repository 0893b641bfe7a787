import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

export const rootDir = resolve(import.meta.dirname, '../..')
export const schemasDir = join(rootDir, 'schemas')
export const uiSchemasDir = join(rootDir, 'ui-schemas')

export interface FormFiles {
  id: string
  schemaPath: string
  uiSchemaPath: string
  schema: Record<string, unknown>
  uiSchema: Record<string, unknown>
}

const jsonIds = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort()

/** Reads every schema/ui-schema pair. Throws on unparsable JSON; `check-schemas` reports details. */
export function loadForms(): FormFiles[] {
  return jsonIds(schemasDir).map((id) => {
    const schemaPath = join(schemasDir, `${id}.json`)
    const uiSchemaPath = join(uiSchemasDir, `${id}.json`)
    return {
      id,
      schemaPath,
      uiSchemaPath,
      schema: JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>,
      uiSchema: JSON.parse(readFileSync(uiSchemaPath, 'utf8')) as Record<string, unknown>,
    }
  })
}

/** Leaf fields of a schema (nested objects flattened), used for progress and field counts. */
export function countLeafFields(schema: Record<string, unknown>): number {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  return Object.values(props).reduce(
    (n, p) => n + (p.type === 'object' && p.properties ? countLeafFields(p) : 1),
    0,
  )
}
