import type { ErrorObject } from 'ajv'
import localizeModule from 'ajv-i18n/localize/pt-BR/index.js'
import { listErrors, paramsOf, pointerOf, typeNames, type ValidationError } from '#form-core'

/** ajv-i18n is CommonJS: Deno (the workspace function checks the editor's files) types its default import as the namespace. */
const localizePtBR = localizeModule as unknown as (errors: ErrorObject[]) => void

const quoted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ')

/** ajv-i18n's sentence, with what it leaves out where editors need it; the types in the one list of their names. */
function plainMessage(e: ValidationError): string {
  const params = paramsOf(e)
  if (e.keyword === 'required') return `falta "${String(params.missingProperty)}"`
  if (e.keyword === 'additionalProperties') return `"${String(params.additionalProperty)}" não é uma chave conhecida aqui`
  if (e.keyword === 'type') return `deve ser ${typeNames(params.type)}`
  // The meta-schemas' "some text" rule (minLength 1 plus pattern \S) would read as a regular expression.
  if (e.keyword === 'pattern' && params.pattern === '\\S') return 'não pode ficar em branco'
  if (e.keyword === 'minLength' && params.limit === 1) return 'não pode ficar em branco'
  if (e.keyword === 'enum' && Array.isArray(params.allowedValues))
    return `${e.message ?? 'valor inválido'}: ${quoted(params.allowedValues)}`
  if (Array.isArray(params.allowedValues) && params.allowedValues.length > 0) return `deve ser um destes: ${quoted(params.allowedValues)}`
  return e.message ?? 'inválido'
}

export interface PlainError {
  /** JSON pointer of the offending value (or of the missing or unexpected key), inside the validated document. */
  pointer: string
  /** Where ajv says the error is: the object that lacks or has too much, else the value itself. */
  at: string
  message: string
}

/** In Portuguese (ajv-i18n pt-BR), at the missing or unexpected key itself, with `hints` in place of a bare regex. */
export function errorsInPortuguese(errors: ErrorObject[], hints: Record<string, Record<string, string>> = {}): PlainError[] {
  localizePtBR(errors)
  const sentence = (e: ValidationError) => hints[e.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')]?.[e.keyword] ?? plainMessage(e)
  return listErrors(errors, sentence).map(({ index, subject, message }) => ({
    pointer: pointerOf(...subject),
    at: errors[index].instancePath,
    message,
  }))
}
