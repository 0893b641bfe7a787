import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { schemaHash } from '../../supabase/functions/_shared/schema-hash.ts'
import type { FormDefinition, JsonObject } from '../../supabase/functions/_shared/types.ts'

export const projectRoot = resolve(import.meta.dirname, '../..')
export const defaultSchemasDir = join(projectRoot, 'schemas')

export interface SchemaFile {
  formId: string
  schema: JsonObject
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Every schemas/*.json, parsed, sorted by id. A file that does not parse is named in the error, or,
 * with `onBroken`, reported and skipped (the local backend keeps serving the other forms).
 */
export function readSchemaFiles(dir = defaultSchemasDir, onBroken?: (message: string) => void): SchemaFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const path = join(dir, file)
      try {
        const schema: unknown = JSON.parse(readFileSync(path, 'utf8'))
        if (!isObject(schema)) throw new Error('não é um objeto JSON')
        return [{ formId: basename(file, '.json'), schema }]
      } catch (error) {
        const message = `${path}: ${(error as Error).message}`
        if (!onBroken) throw new Error(message)
        onBroken(message)
        return []
      }
    })
}

/** The form's `x-form.submit`, or an empty object. */
export const submitTarget = (schema: JsonObject): JsonObject => {
  const meta = schema['x-form']
  return isObject(meta) && isObject(meta.submit) ? meta.submit : {}
}

/** Edge Function name → the form it serves, from each schema's `x-form.submit.function`. */
export async function readFunctionForms(dir = defaultSchemasDir, onBroken?: (message: string) => void): Promise<Record<string, FormDefinition>> {
  const entries = await Promise.all(
    readSchemaFiles(dir, onBroken)
      .filter(({ schema }) => typeof submitTarget(schema).function === 'string')
      .map(async ({ formId, schema }) => [String(submitTarget(schema).function), { formId, schema, schemaHash: await schemaHash(schema) }] as const),
  )
  return Object.fromEntries(entries)
}

/** Form id → the table it inserts into directly (`x-form.submit.table`), e.g. meeting → "Agendar Reunião". */
export const formTableMap = (files: SchemaFile[]): Record<string, string> =>
  Object.fromEntries(files.flatMap(({ formId, schema }) => (typeof submitTarget(schema).table === 'string' ? [[formId, String(submitTarget(schema).table)]] : [])))
