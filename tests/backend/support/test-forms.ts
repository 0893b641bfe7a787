import { readSchemaFiles, submitTarget } from '../../../scripts/functions/read-function-forms.ts'
import type { JsonObject } from '../../../supabase/functions/_shared/types.ts'

export interface FunctionForm {
  formId: string
  functionName: string
  schema: JsonObject
}

export interface TableForm {
  formId: string
  table: string
  columns: Record<string, { field: string; as?: 'integer' | 'nullIfEmpty' }>
  schema: JsonObject
}

/** The forms as the backend tests see them: read from schemas/*.json, never listed by hand. */
const files = readSchemaFiles()

export const functionForms: FunctionForm[] = files.flatMap(({ formId, schema }) => {
  const name = submitTarget(schema).function
  return typeof name === 'string' ? [{ formId, functionName: name, schema }] : []
})

export const tableForms: TableForm[] = files.flatMap(({ formId, schema }) => {
  const { table, columns } = submitTarget(schema)
  return typeof table === 'string' ? [{ formId, table, columns: columns as TableForm['columns'], schema }] : []
})
