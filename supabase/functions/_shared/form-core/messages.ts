import { isObject, objectAt, type JsonObject } from './json.ts'

/**
 * One Portuguese sentence per failed rule, the same in the page (under the field) and in the server's 422
 * (a list): both name the field by its schema title, so the sentence stands alone in either place.
 */

const formats: Record<string, string> = {
  email: 'informe um e-mail válido, por exemplo nome@empresa.com.br',
  uri: 'informe um endereço completo, começando com https://',
  date: 'informe uma data válida (AAAA-MM-DD)',
}

const typeNames: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'sim ou não',
  array: 'uma lista',
  object: 'um grupo de respostas',
}

/**
 * The sentence for one ajv keyword (`required`, `maxLength`…) with its params on the field titled `title`.
 * Undefined for a keyword our forms do not use: callers fall back to ajv-i18n's pt-BR text.
 */
export function fieldMessage(keyword: string, params: JsonObject, title: string): string | undefined {
  const limit = String(params.limit ?? '')
  switch (keyword) {
    case 'required':
      return `Preencha o campo "${title}".`
    case 'minLength':
      return Number(params.limit) <= 1 ? `Preencha o campo "${title}".` : `"${title}" deve ter pelo menos ${limit} caracteres.`
    case 'maxLength':
      return `"${title}" deve ter no máximo ${limit} caracteres.`
    case 'format':
      return `"${title}": ${formats[String(params.format)] ?? 'formato inválido'}.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `"${title}" deve ser no mínimo ${limit}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `"${title}" deve ser no máximo ${limit}.`
    case 'type':
      return `"${title}" deve ser ${typeNames[String(params.type)] ?? String(params.type)}.`
    case 'oneOf':
    case 'anyOf':
    case 'enum':
    case 'const':
      return `Escolha uma das opções de "${title}".`
    case 'uniqueItems':
      return `"${title}" não pode repetir opções.`
    case 'minItems':
      return `"${title}" deve ter pelo menos ${limit} ${Number(params.limit) === 1 ? 'item' : 'itens'}.`
    case 'maxItems':
      return `"${title}" deve ter no máximo ${limit} itens.`
    case 'additionalProperties':
      return `Campo desconhecido: "${String(params.additionalProperty)}".`
    case 'pattern':
      return `"${title}" está em um formato inválido.`
    default:
      return undefined
  }
}

/** A form's own sentence for a keyword, from the field's ui-schema (`ui:options.messages`; docs/forms.md). */
export function customMessage(fieldUi: JsonObject, keyword: string): string | undefined {
  const messages = objectAt(objectAt(fieldUi['ui:options']).messages)
  const text = messages[keyword]
  return typeof text === 'string' ? text : undefined
}

/** A `const` failing inside a choice's `oneOf` repeats the `oneOf` error: one sentence per field is enough. */
export const isChoiceNoise = (keyword: string, schemaPath: string | undefined): boolean =>
  keyword === 'const' && /oneOf\/\d+\/const$/.test(schemaPath ?? '')

/** `params` of an error as an object, whatever the validator typed it as. */
export const paramsOf = (params: unknown): JsonObject => (isObject(params) ? params : {})
