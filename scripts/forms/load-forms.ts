import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { isObject, type JsonObject, submitTargetOf, type FormMeta, leaves, PROJECT_PATHS } from '#form-core'
import { tooDeep } from '#form-authoring'
import type { FormHead } from '../../src/forms/form-entry.ts'
import type { FormId } from '../../src/forms/form-ids.ts'

export const rootDir = resolve(import.meta.dirname, '../..')

export interface FormDirs {
  schemas: string
  uiSchemas: string
}

export const formDirsOf = (root: string): FormDirs => ({
  schemas: join(root, PROJECT_PATHS.schemas),
  uiSchemas: join(root, PROJECT_PATHS.uiSchemas),
})
export const { schemas: schemasDir, uiSchemas: uiSchemasDir } = formDirsOf(rootDir)

export interface FileText {
  path: string
  text: string
}

/** A questionnaire's two files as found; either may be missing (check:schemas and the editor say so, the rest skip it). */
export interface FormFileTexts {
  id: string
  schema?: FileText
  uiSchema?: FileText
}

const idsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []).map((f) => basename(f, '.json'))

const textAt = (path: string): FileText | undefined => (existsSync(path) ? { path, text: readFileSync(path, 'utf8') } : undefined)

/** The one scan of a project's questionnaires: every `<id>.json` of either folder, sorted by id, with both texts. */
export function scanForms(dirs: FormDirs): FormFileTexts[] {
  const ids = [...new Set([...idsIn(dirs.schemas), ...idsIn(dirs.uiSchemas)])].sort()
  return ids.map((id) => ({
    id,
    schema: textAt(join(dirs.schemas, `${id}.json`)),
    uiSchema: textAt(join(dirs.uiSchemas, `${id}.json`)),
  }))
}

export interface FormFiles {
  id: string
  schemaPath: string
  uiSchemaPath: string
  schema: JsonObject
  uiSchema: JsonObject
}

/** A form file's text as an object; the depth is counted on the text first, as the walks over a schema recurse (decision 124). */
export const parseObject = (text: string): JsonObject => {
  const deep = tooDeep(text)
  if (deep) throw new Error(deep)
  const value: unknown = JSON.parse(text)
  if (!isObject(value)) throw new Error('não é um objeto JSON')
  return value
}

/** Every form with a schema; with `onBroken`, a pair that does not parse is reported and skipped (the local backend keeps serving the others). */
export function loadForms(dirs: FormDirs = formDirsOf(rootDir), onBroken?: (message: string) => void): FormFiles[] {
  return scanForms(dirs).flatMap(({ id, schema, uiSchema }) => {
    if (!schema) return []
    const uiSchemaPath = join(dirs.uiSchemas, `${id}.json`)
    let current = schema.path
    try {
      const parsed = parseObject(schema.text)
      current = uiSchemaPath
      if (!uiSchema) throw new Error('arquivo não encontrado')
      return [{ id, schemaPath: schema.path, uiSchemaPath, schema: parsed, uiSchema: parseObject(uiSchema.text) }]
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
  const { kind, route, title, intro, services } = meta
  // FormId is written from these same files (form-ids.ts), so an id read here is one of its members.
  return { id: id as FormId, kind, route, title, ...(intro ? { intro } : {}), ...(services ? { services } : {}) }
}
