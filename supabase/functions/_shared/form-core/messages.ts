import { isObject, objectAt, type JsonObject } from './json.ts'
import { fieldOrder, titleAt, uiAt } from './schema-walk.ts'

/**
 * One Portuguese sentence per failed rule, the same in the page (under the field) and in the server's 422
 * (a list): both name the field by its schema title, so the sentence stands alone in either place.
 */

const formats: Record<string, string> = {
  email: 'informe um e-mail válido, por exemplo nome@empresa.com.br',
  uri: 'informe um endereço completo, começando com https://',
  date: 'informe uma data válida (AAAA-MM-DD)',
  time: 'informe um horário válido (HH:MM)',
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
function customMessage(fieldUi: JsonObject, keyword: string): string | undefined {
  const text = objectAt(objectAt(fieldUi['ui:options']).messages)[keyword]
  return typeof text === 'string' ? text : undefined
}

/** A `const` failing inside a choice's `oneOf` repeats the `oneOf` error: one sentence per field is enough. */
const isChoiceNoise = (keyword: string, schemaPath: string | undefined): boolean => keyword === 'const' && /oneOf\/\d+\/const$/.test(schemaPath ?? '')

/** One failed rule as a validator reports it (ajv on the server, RJSF in the page). */
export interface FieldError {
  /** Property names from the root to the field; list indexes are dropped (an item is named by its list). */
  path: readonly string[]
  keyword: string
  params: unknown
  schemaPath?: string
  /** The validator's own pt-BR sentence, for a keyword the shared sentences do not cover. */
  message?: string
}

export interface ListedError {
  /** Position of the error in the validator's list. */
  index: number
  /** Dotted path of the field: `eventInfo.eventName`. */
  field: string
  message: string
}

/**
 * What to correct, the same in the page (under each field) and in the server's 422: the form's own sentence from
 * its ui-schema, else the shared one naming the field by its title, else the validator's; one per field and
 * sentence; in page order (ajv lists every `required` first), so the page's focus goes to the first field flagged.
 */
export function errorLister(schema: JsonObject, uiSchema: JsonObject): (errors: readonly FieldError[]) => ListedError[] {
  const order = new Map(fieldOrder(schema, uiSchema).map((path, i) => [path, i]))
  const rank = (field: string) => order.get(field) ?? order.get(field.split('.')[0]) ?? order.size
  return (errors) => {
    const seen = new Set<string>()
    return errors
      .flatMap(({ path: at, keyword, params, schemaPath, message: own }, index) => {
        if (isChoiceNoise(keyword, schemaPath)) return []
        const path = at.filter((s) => !/^\d+$/.test(s))
        const title = titleAt(schema, path)
        const field = path.join('.')
        const message =
          customMessage(uiAt(uiSchema, path), keyword) ?? fieldMessage(keyword, isObject(params) ? params : {}, title) ?? `"${title}": ${own ?? 'valor inválido'}.`
        const key = `${field}\u0000${message}`
        if (seen.has(key)) return []
        seen.add(key)
        return [{ index, field, message }]
      })
      .sort((a, b) => rank(a.field) - rank(b.field))
  }
}
