import type { ErrorObject } from 'ajv'
import localizeModule from 'ajv-i18n/localize/pt-BR/index.js'
import { createAjv, errorLister, trimmedAnswers } from '../form-core/index.ts'
import type { FieldProblem } from '../platform/responses.ts'
import type { FormRevision, JsonObject } from '../platform/server-types.ts'

/** ajv-i18n is CommonJS: Deno types its default import as the namespace, so the real shape is stated here. */
const localizePtBR = localizeModule as unknown as (errors: ErrorObject[]) => void

export type Validation = { valid: true; data: JsonObject } | { valid: false; problems: FieldProblem[] }

export type PayloadValidator = (payload: JsonObject) => Validation

export function createValidator({ schema, uiSchema }: FormRevision): PayloadValidator {
  const validate = createAjv().compile(schema)
  const list = errorLister(schema, uiSchema)
  return (sent) => {
    // The page checked the same trimmed answers (form-core's trimmedAnswers); they are what is stored.
    const payload = trimmedAnswers(schema, sent)
    if (validate(payload)) return { valid: true, data: payload }
    const errors = validate.errors ?? []
    localizePtBR(errors)
    return { valid: false, problems: list(errors).map(({ field, message }) => ({ field, message })) }
  }
}
