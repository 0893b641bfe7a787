import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { isObject, type JsonObject, submitTargetOf, type FormMeta, leaves } from '#form-core'
import { tooDeep } from '#form-authoring'
import type { FormHead } from '../../src/forms/form-meta.ts'

export const rootDir = resolve(import.meta.dirname, '../..')
export const schemasDir = join(rootDir, 'schemas')
export const uiSchemasDir = join(rootDir, 'ui-schemas')

export interface FormFiles {
  id: string
  schemaPath: string
  uiSchemaPath: string
  schema: JsonObject
  uiSchema: JsonObject
}

export interface FormDirs {
  schemas: string
  uiSchemas: string
}

export const formDirsOf = (root: string): FormDirs => ({ schemas: join(root, 'schemas'), uiSchemas: join(root, 'ui-schemas') })

const readObject = (path: string): JsonObject => {
  const text = readFileSync(path, 'utf8')
  const deep = tooDeep(text)
  if (deep) throw new Error(deep)
  const value: unknown = JSON.parse(text)
  if (!isObject(value)) throw new Error('não é um objeto JSON')
  return value
}

/** With `onBroken`, a pair that does not parse is reported and skipped: the local backend keeps serving the others. */
export function loadForms(
  dirs: FormDirs = { schemas: schemasDir, uiSchemas: uiSchemasDir },
  onBroken?: (message: string) => void,
): FormFiles[] {
  const ids = readdirSync(dirs.schemas)
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort()
  return ids.flatMap((id) => {
    const schemaPath = join(dirs.schemas, `${id}.json`)
    const uiSchemaPath = join(dirs.uiSchemas, `${id}.json`)
    let current = schemaPath
    try {
      const schema = readObject(schemaPath)
      current = uiSchemaPath
      const uiSchema = readObject(uiSchemaPath)
      return [{ id, schemaPath, uiSchemaPath, schema, uiSchema }]
    } catch (error) {
      const message = `${current}: ${(error as Error).message}`
      if (!onBroken) throw new Error(message)
      onBroken(message)
      return []
    }
  })
}

export const countLeafFields = (schema: JsonObject): number => leaves(schema).length

/** Form id → the table it inserts into directly (`x-form.submit.table`), e.g. meeting → "Agendar Reunião". */
export const formTableMap = (forms: readonly Pick<FormFiles, 'id' | 'schema'>[]): Record<string, string> =>
  Object.fromEntries(
    forms.flatMap(({ id, schema }) => {
      const target = submitTargetOf(schema)
      return target && 'table' in target ? [[id, target.table]] : []
    }),
  )

/** What the first bundle knows of a form (virtual:form-index), also written into its page's static shell. */
export function formHeadOf(id: string, meta: FormMeta): FormHead {
  const { kind, route, title, intro } = meta
  return { id, kind, route, title, ...(intro ? { intro } : {}) }
}
