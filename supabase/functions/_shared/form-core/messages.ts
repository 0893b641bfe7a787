import { listErrors, paramsOf, typeNames, type ValidationError } from './error-list.ts'
import { objectAt, type JsonObject } from './json.ts'
import { fieldOrder, titleAt, uiAt } from './schema-walk.ts'

/** The same in the page and in the server's 422: both name the field by its title, so the sentence stands alone. */

const formats: Record<string, string> = {
  email: 'informe um e-mail válido, por exemplo nome@empresa.com.br',
  uri: 'informe um endereço completo, começando com https://',
  date: 'informe uma data válida (AAAA-MM-DD)',
  time: 'informe um horário válido (HH:MM)',
}

/**
 * A phone or WhatsApp answer, when given, holds 10 to 15 digits (a landline with its area code to E.164's limit),
 * with any spaces, brackets, dashes or `+` around them. The schemas carry it as their `pattern` (decision 170).
 */
export const PHONE_PATTERN = '^([^0-9]*([0-9][^0-9]*){10,15})?$'
/** One sentence for it on every form: the meeting's own (decision 111), which the spec's minimum already words so. */
export const PHONE_MESSAGE = 'Telefone deve ter de 10 a 15 dígitos'

/** ajv's keyword for an answer to a question its condition does not show (its `else` is `false`, decision 180). */
export const HIDDEN_ANSWER_KEYWORD = 'false schema'

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
      return `"${title}" deve ser ${typeNames(params.type)}.`
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
    case HIDDEN_ANSWER_KEYWORD:
      return `"${title}" não se aplica às respostas dadas.`
    case 'pattern':
      return params.pattern === PHONE_PATTERN ? PHONE_MESSAGE : `"${title}" está em um formato inválido.`
    default:
      return undefined
  }
}

/** A form's own sentence for a keyword, from the field's ui-schema (`ui:options.messages`; docs/forms.md). */
function customMessage(fieldUi: JsonObject, keyword: string): string | undefined {
  const text = objectAt(objectAt(fieldUi['ui:options']).messages)[keyword]
  return typeof text === 'string' ? text : undefined
}

export interface ListedAnswerError {
  /** The error's position in the list given (the page keeps RJSF's error object at that index). */
  index: number
  /** The field's property names joined by ".", list indexes dropped (an item is named by its list). */
  field: string
  message: string
}

/** In page order (ajv lists every `required` first), so the page's focus goes to the first field flagged. */
export function errorLister(schema: JsonObject, uiSchema: JsonObject): (errors: readonly ValidationError[]) => ListedAnswerError[] {
  const order = new Map(fieldOrder(schema, uiSchema).map((path, i) => [path, i]))
  const rank = (field: string) => order.get(field) ?? order.get(field.split('.')[0]) ?? order.size
  const fieldOf = (subject: string[]) => subject.filter((s) => !/^\d+$/.test(s))
  const sentence = (error: ValidationError, subject: string[]) => {
    const path = fieldOf(subject)
    const title = titleAt(schema, path)
    return (
      customMessage(uiAt(uiSchema, path), error.keyword) ??
      fieldMessage(error.keyword, paramsOf(error), title) ??
      `"${title}": ${error.message ?? 'valor inválido'}.`
    )
  }
  return (errors) =>
    listErrors(errors, sentence, (subject) => fieldOf(subject).join('.'))
      .map(({ index, subject, message }) => ({ index, field: fieldOf(subject).join('.'), message }))
      .sort((a, b) => rank(a.field) - rank(b.field))
}
