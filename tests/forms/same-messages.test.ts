import validator from '@rjsf/validator-ajv8'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { createErrorTransformer } from '../../src/forms/validation/transform-errors.ts'
import { createValidator } from '../../supabase/functions/_shared/validator.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { findField, withValue } from '../backend/support/schema-probe.ts'
import { testForms } from '../helpers/form-files.ts'

/** Broken answers for a form: nothing at all, a text too long, an e-mail without @ (what the form has of them). */
function brokenAnswers(schema: RJSFSchema): Record<string, unknown>[] {
  const json = schema as Record<string, unknown>
  const sample = minimalRecord(json)
  const cases: Record<string, unknown>[] = [{}]
  const text = findField(json, (f) => f.type === 'string' && typeof f.maxLength === 'number' && !f.format && !f.oneOf)
  if (text) cases.push(withValue(sample, text.path, 'x'.repeat(Number(text.field.maxLength) + 1)))
  const email = findField(json, (f) => f.format === 'email')
  if (email) cases.push(withValue(sample, email.path, 'ana-sem-arroba'))
  return cases
}

const backendForms = testForms.filter((f) => !('local' in f.meta.submit))

describe('the page and the server say the same sentence for the same mistake (form-core/messages.ts)', () => {
  it.each(backendForms.map((f) => [f.id, f] as const))('%s', (_id, form) => {
    const transform = createErrorTransformer(form.schema, form.uiSchema as UiSchema)
    const server = createValidator({ formId: form.id, hash: 'x', schema: form.schema as Record<string, unknown>, uiSchema: form.uiSchema as Record<string, unknown> })
    for (const answers of brokenAnswers(form.schema)) {
      const page = validator.validateFormData(answers, form.schema, undefined, transform, form.uiSchema as UiSchema).errors.map((e) => e.message)
      const result = server(answers)
      const answered = result.valid ? [] : result.problems.map((p) => p.message)
      expect(answered.length, JSON.stringify(answers)).toBeGreaterThan(0)
      expect([...new Set(page)].sort()).toEqual([...new Set(answered)].sort())
    }
  })
})
