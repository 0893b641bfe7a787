import { Ajv, type ErrorObject } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import localizeModule from 'ajv-i18n/localize/pt-BR/index.js'
import { fieldMessage } from './messages.ts'
import type { FieldProblem } from './responses.ts'
import { titleAt } from './schema-fields.ts'
import type { JsonObject } from './types.ts'

/**
 * ajv-i18n is CommonJS (`module.exports = function`). Node and Deno both hand that function to a default
 * import at run time, but Deno types the import as the module namespace: state the real shape once here.
 */
const localizePtBR = localizeModule as unknown as (errors: ErrorObject[]) => void

/** Valid: the payload as the form's data type `T`. Invalid: what to correct, in the form's order. */
export type Validation<T extends object> = { valid: true; data: JsonObject & T } | { valid: false; problems: FieldProblem[] }

export type PayloadValidator<T extends object = JsonObject> = (payload: JsonObject) => Validation<T>

/** `/a/0/b` → `['a', 'b']`: items of a list are named by the list's field. */
const pathOf = (pointer: string): string[] =>
  pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).filter((s) => !/^\d+$/.test(s))

/** The field an error is about: `required` and `additionalProperties` name a child of the instance. */
function fieldPath(error: ErrorObject): string[] {
  const p = error.params as Record<string, unknown>
  const at = pathOf(error.instancePath)
  if (error.keyword === 'required') return [...at, String(p.missingProperty)]
  if (error.keyword === 'additionalProperties') return [...at, String(p.additionalProperty)]
  return at
}

/** A `const` failing inside a choice's `oneOf` repeats the `oneOf` error: one message per field is enough. */
const isChoiceNoise = (e: ErrorObject) => e.keyword === 'const' && /\/oneOf\/\d+\/const$/.test(e.schemaPath)

/**
 * Compiles the form's schema once (per cold start) with the options the browser's precompiled
 * validators and `check:schemas` use: all errors, ajv-formats, `x-form` accepted as metadata.
 * `T` is the data type generated from this same schema (forms.generated.ts); ajv's type guard narrows
 * a valid payload to it.
 */
export function createValidator<T extends object = JsonObject>(schema: JsonObject): PayloadValidator<T> {
  const ajv = new Ajv({ allErrors: true, strict: true })
  // What ajv-formats' plugin does in "full" mode, through a named import that Node and Deno type alike.
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format)
  ajv.addKeyword('x-form')
  const validate = ajv.compile<T>(schema)
  // Messages in the form's order (ajv reports `required` before the rest), as a person reads the page.
  const order = new Map(Object.keys((schema.properties ?? {}) as JsonObject).map((key, i) => [key, i]))
  const rank = (field: string) => order.get(field.split('.')[0]) ?? order.size
  return (payload) => {
    if (validate(payload)) return { valid: true, data: payload }
    const errors = (validate.errors ?? []).filter((e) => !isChoiceNoise(e))
    localizePtBR(errors)
    const seen = new Set<string>()
    const problems = errors.flatMap((error) => {
      const path = fieldPath(error)
      const message = fieldMessage(error, titleAt(schema, path)) ?? `"${titleAt(schema, path)}": ${error.message ?? 'valor inválido'}.`
      const field = path.join('.')
      const key = `${field}\u0000${message}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ field, message }]
    }).sort((a, b) => rank(a.field) - rank(b.field))
    return { valid: false, problems }
  }
}
