import { describe, expectTypeOf, it } from 'vitest'
import type { FunctionForms, FunctionName } from '../../supabase/functions/_shared/forms.generated.ts'
import type { Submission } from '../../supabase/functions/_shared/types.ts'
import { createValidator } from '../../supabase/functions/_shared/validator.ts'
import type { FormDataById } from '../../src/forms/generated/index.ts'
import { functionForms } from './support/test-forms.ts'

/** Functions whose payload type is not exactly the site's type for the same form id (checked by tsc). */
type Drifted = {
  [N in FunctionName]: [FunctionForms[N]['payload']] extends [FormDataById[FunctionForms[N]['formId']]]
    ? [FormDataById[FunctionForms[N]['formId']]] extends [FunctionForms[N]['payload']]
      ? never
      : N
    : N
}[FunctionName]

describe('the functions use the data types generated from the schemas', () => {
  it('each function\'s payload type is its form\'s type in src/forms/generated (tsc checks this file)', () => {
    expectTypeOf<Drifted>().toEqualTypeOf<never>()
  })

  it('a valid payload comes out of the validator as the form\'s type', () => {
    const { schema } = functionForms.find((f) => f.functionName === 'send-contact-form') ?? functionForms[0]
    const result = createValidator<FunctionForms['send-contact-form']['payload']>(schema)({ name: 'Ana' })
    if (result.valid) {
      expectTypeOf(result.data.service).toEqualTypeOf<FormDataById['contact']['service']>()
      expectTypeOf<Submission<typeof result.data>['payload']['email']>().toEqualTypeOf<string>()
    } else {
      expectTypeOf(result.problems).toBeArray()
    }
  })
})
