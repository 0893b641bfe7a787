import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'

/** One form's lazily loaded chunk: the schema, its presentation and its precompiled validator. */
export interface FormModule {
  schema: RJSFSchema
  uiSchema: UiSchema
  validateFns: ValidatorFunctions
}
