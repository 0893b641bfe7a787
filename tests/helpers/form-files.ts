import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import type { FormMeta } from '#form-core'

export interface TestForm {
  id: string
  schema: RJSFSchema
  uiSchema: UiSchema
  meta: FormMeta
}

/** The forms as the tests see them: read from schemas/ and ui-schemas/, never listed by hand. */
export const testForms: TestForm[] = loadForms().map((f) => ({
  id: f.id,
  schema: f.schema as RJSFSchema,
  uiSchema: f.uiSchema as UiSchema,
  meta: f.schema['x-form'] as FormMeta,
}))

export const testForm = (id: string): TestForm => {
  const form = testForms.find((f) => f.id === id)
  if (!form) throw new Error(`no form ${id}`)
  return form
}
