import { Ajv, type ErrorObject } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import localizeModule from 'ajv-i18n/localize/pt-BR/index.js'
import { FORMAT_OVERRIDES } from './form-core/formats.ts'
import { EXTENSION_KEYWORDS } from './form-core/keywords.ts'
import { customMessage, fieldMessage, isChoiceNoise, paramsOf } from './form-core/messages.ts'
import { fieldOrder, titleAt, uiAt } from './form-core/schema-walk.ts'
import type { FieldProblem } from './responses.ts'
import type { FormRevision, JsonObject } from './types.ts'

/**
 * ajv-i18n is CommonJS (`module.exports = function`). Node and Deno both hand that function to a default
 * import at run time, but Deno types the import as the module namespace: state the real shape once here.
 */
const localizePtBR = localizeModule as unknown as (errors: ErrorObject[]) => void

/** Valid: the payload. Invalid: what to correct, in the page's order. */
export type Validation = { valid: true; data: JsonObject } | { valid: false; problems: FieldProblem[] }

export type PayloadValidator = (payload: JsonObject) => Validation

/** `/a/0/b` → `['a', 'b']`: items of a list are named by the list's field. */
const pathOf = (pointer: string): string[] =>
  pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).filter((s) => !/^\d+$/.test(s))

/** The field an error is about: `required` and `additionalProperties` name a child of the instance. */
function fieldPath(error: ErrorObject): string[] {
  const p = paramsOf(error.params)
  const at = pathOf(error.instancePath)
  if (error.keyword === 'required') return [...at, String(p.missingProperty)]
  if (error.keyword === 'additionalProperties') return [...at, String(p.additionalProperty)]
  return at
}

/**
 * Compiles one revision's schema with the options the browser's precompiled validators and check:schemas use
 * (all errors, ajv-formats with form-core's overrides, our `x-` keywords as annotations). Messages are the page's: the
 * form's own sentence from its ui-schema when it has one, else the shared pt-BR sentence naming the field by its title.
 */
export function createValidator({ schema, uiSchema }: FormRevision): PayloadValidator {
  const ajv = new Ajv({ allErrors: true, strict: true })
  // What ajv-formats' plugin does in "full" mode, through a named import that Node and Deno type alike.
  for (const [name, format] of Object.entries({ ...fullFormats, ...FORMAT_OVERRIDES })) ajv.addFormat(name, format)
  for (const keyword of EXTENSION_KEYWORDS) ajv.addKeyword(keyword)
  const validate = ajv.compile(schema)
  const order = new Map(fieldOrder(schema, uiSchema).map((path, i) => [path, i]))
  const rank = (field: string) => order.get(field) ?? order.get(field.split('.')[0]) ?? order.size
  return (payload) => {
    if (validate(payload)) return { valid: true, data: payload }
    const errors = (validate.errors ?? []).filter((e) => !isChoiceNoise(e.keyword, e.schemaPath))
    localizePtBR(errors)
    const seen = new Set<string>()
    const problems = errors.flatMap((error) => {
      const path = fieldPath(error)
      const title = titleAt(schema, path)
      const message =
        customMessage(uiAt(uiSchema, path), error.keyword) ?? fieldMessage(error.keyword, paramsOf(error.params), title) ?? `"${title}": ${error.message ?? 'valor inválido'}.`
      const field = path.join('.')
      const key = `${field}\u0000${message}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ field, message }]
    })
    return { valid: false, problems: problems.sort((a, b) => rank(a.field) - rank(b.field)) }
  }
}
