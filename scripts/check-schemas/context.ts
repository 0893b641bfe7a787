import { isObject, type JsonObject } from '#form-core/json.ts'

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
}

export const propertiesOf = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {})

export const xForm = (schema: Json): Json => (isObject(schema['x-form']) ? schema['x-form'] : {})
