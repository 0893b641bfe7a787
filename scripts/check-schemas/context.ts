import { isObject, type JsonObject } from '#form-core/json.ts'
import type { PublishedLock } from '../forms/published-lock.ts'

export type Json = JsonObject
export { isObject }

export interface FormFile {
  id: string
  schemaFile: string
  uiFile: string
  schema: Json
  uiSchema: Json
}

export interface CheckContext {
  forms: FormFile[]
  /** Table names created in supabase/migrations. */
  tables: Set<string>
  /** What production runs (supabase/published-forms.lock.json); absent, compatibility is not checked. */
  published?: PublishedLock
}

export const propertiesOf = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {})

export const xForm = (schema: Json): Json => (isObject(schema['x-form']) ? schema['x-form'] : {})
