import type { ErrorObject } from 'ajv'
import localizeModule from 'ajv-i18n/localize/pt-BR/index.js'
import { createAjv, errorLister } from './form-core/index.ts'
import type { FieldProblem } from './responses.ts'
import type { FormRevision, JsonObject } from './types.ts'

/** ajv-i18n is CommonJS: Deno types its default import as the namespace, so the real shape is stated here. */
const localizePtBR = localizeModule as unknown as (errors: ErrorObject[]) => void

export type Validation = { valid: true; data: JsonObject } | { valid: false; problems: FieldProblem[] }

export type PayloadValidator = (payload: JsonObject) => Validation

/** The field an error is about, as property names: `required` and `additionalProperties` name a child of the instance. */
function fieldPath({ instancePath, keyword, params }: ErrorObject): string[] {
  const at = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (keyword === 'required') return [...at, String(params.missingProperty)]
  if (keyword === 'additionalProperties') return [...at, String(params.additionalProperty)]
  return at
}

export function createValidator({ schema, uiSchema }: FormRevision): PayloadValidator {
  const validate = createAjv().compile(schema)
  const list = errorLister(schema, uiSchema)
  return (payload) => {
    if (validate(payload)) return { valid: true, data: payload }
    const errors = validate.errors ?? []
    localizePtBR(errors)
    const problems = list(
      errors.map((e) => ({ path: fieldPath(e), keyword: e.keyword, params: e.params, schemaPath: e.schemaPath, message: e.message })),
    )
    return { valid: false, problems: problems.map(({ field, message }) => ({ field, message })) }
  }
}
