import type { FunctionSection } from './function-config.ts'

export type Json = Record<string, unknown>

export interface FormFile {
  id: string
  schemaFile: string
  uiFile: string
  schema: Json
  uiSchema: Json
}

export interface CheckContext {
  forms: FormFile[]
  /** Folders in supabase/functions (minus _shared). */
  functions: Set<string>
  /** Table names created in supabase/migrations. */
  tables: Set<string>
  /** supabase/config.toml's function sections; left out, they are not checked. */
  functionConfig?: { file: string; exists: boolean; sections: FunctionSection[] }
}

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export const propertiesOf = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {})

export const xForm = (schema: Json): Json => (isObject(schema['x-form']) ? schema['x-form'] : {})
