import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'

/** One form's lazily loaded chunk: the schema, its presentation, its precompiled validator and its revision. */
export interface FormModule {
  schema: RJSFSchema
  uiSchema: UiSchema
  validateFns: ValidatorFunctions
  /** The schema's hash (form-core/schema-hash.ts): sent with the answers so the server validates with the same schema. */
  revision: string
}
