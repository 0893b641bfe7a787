import { expect } from 'vitest'
import { schemaHash, submitTargetOf, type ColumnMapping, type JsonObject } from '#form-core'
import { loadForms } from '../../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../../scripts/forms/sample-record.ts'

export interface ServerForm {
  formId: string
  schema: JsonObject
  uiSchema: JsonObject
}

export interface TableForm extends ServerForm {
  table: string
  columns: Record<string, ColumnMapping>
}

/** The forms as the backend tests see them: read from schemas/ and ui-schemas/, never listed by hand. */
const files = loadForms()

/** Forms sent to the server (`x-form.submit.server`): `POST /functions/v1/forms/<id>`. */
export const serverForms: ServerForm[] = files.flatMap(({ id, schema, uiSchema }) => {
  const target = submitTargetOf(schema)
  return target && 'server' in target ? [{ formId: id, schema, uiSchema }] : []
})

export const tableForms: TableForm[] = files.flatMap(({ id, schema, uiSchema }) => {
  const target = submitTargetOf(schema)
  return target && 'table' in target ? [{ formId: id, schema, uiSchema, table: target.table, columns: target.columns }] : []
})

/** Where a form is sent on a backend. */
export const formUrl = (base: string, formId: string) => `${base}/functions/v1/forms/${formId}`

/** A visitor sends `form` to the backend at `base`, as the page does (its revision, its minimal answers with `answers` over them): one lead. */
export async function sendLead(base: string, form: { formId: string; schema: JsonObject }, answers: JsonObject = {}) {
  const response = await fetch(formUrl(base, form.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify({ ...minimalRecord(form.schema), ...answers }),
  })
  expect(response.status).toBe(200)
}
