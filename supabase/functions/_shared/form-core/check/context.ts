import { isObject, type JsonObject } from '../json.ts'
import type { PublishedLock } from '../field-contract.ts'

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
  /** The site's own pages, routed before the forms: a form there would never show. */
  sitePages: ReadonlySet<string>
}

export const propertiesOf = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {})

export const xForm = (schema: Json): Json => (isObject(schema['x-form']) ? schema['x-form'] : {})
