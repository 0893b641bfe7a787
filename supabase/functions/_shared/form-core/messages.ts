import { isObject, objectAt, type JsonObject } from './json.ts'
import { fieldOrder, titleAt, uiAt } from './schema-walk.ts'

/** The same in the page and in the server's 422: both name the field by its title, so the sentence stands alone. */

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

/** Undefined for a keyword no question may carry (check:schemas' file schema): callers fall back to the validator's text. */
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
const isChoiceNoise = (keyword: string, schemaPath: string | undefined): boolean =>
  keyword === 'const' && /oneOf\/\d+\/const$/.test(schemaPath ?? '')

export interface FieldError {
  /** Property names from the root to the field; list indexes are dropped (an item is named by its list). */
  path: readonly string[]
  keyword: string
  params: unknown
  schemaPath?: string
  message?: string
}

export interface ListedError {
  index: number
  field: string
  message: string
}

/** In page order (ajv lists every `required` first), so the page's focus goes to the first field flagged. */
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
          customMessage(uiAt(uiSchema, path), keyword) ??
          fieldMessage(keyword, isObject(params) ? params : {}, title) ??
          `"${title}": ${own ?? 'valor inválido'}.`
        const key = `${field}\u0000${message}`
        if (seen.has(key)) return []
        seen.add(key)
        return [{ index, field, message }]
      })
      .sort((a, b) => rank(a.field) - rank(b.field))
  }
}
