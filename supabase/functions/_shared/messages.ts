import type { ErrorObject } from 'ajv'

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
 * Portuguese text for one ajv error on the field titled `title`; the same wording as the page's
 * messages (src/forms/validation/messages.ts), so a visitor reads the same sentence either way.
 * Undefined means "use ajv-i18n's pt-BR text".
 */
export function fieldMessage(error: ErrorObject, title: string): string | undefined {
  const p = error.params as Record<string, unknown>
  const limit = String(p.limit ?? '')
  switch (error.keyword) {
    case 'required':
      return `Preencha o campo "${title}".`
    case 'minLength':
      return Number(p.limit) <= 1 ? `Preencha o campo "${title}".` : `"${title}" deve ter pelo menos ${limit} caracteres.`
    case 'maxLength':
      return `"${title}" deve ter no máximo ${limit} caracteres.`
    case 'format':
      return `"${title}": ${formats[String(p.format)] ?? 'formato inválido'}.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `"${title}" deve ser no mínimo ${limit}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `"${title}" deve ser no máximo ${limit}.`
    case 'type':
      return `"${title}" deve ser ${typeNames[String(p.type)] ?? String(p.type)}.`
    case 'oneOf':
    case 'anyOf':
    case 'enum':
    case 'const':
      return `Escolha uma das opções de "${title}".`
    case 'uniqueItems':
      return `"${title}" não pode repetir opções.`
    case 'minItems':
      return `"${title}" deve ter pelo menos ${limit} ${Number(p.limit) === 1 ? 'item' : 'itens'}.`
    case 'maxItems':
      return `"${title}" deve ter no máximo ${limit} itens.`
    case 'additionalProperties':
      return `Campo desconhecido: "${String(p.additionalProperty)}".`
    case 'pattern':
      return `"${title}" está em um formato inválido.`
    default:
      return undefined
  }
}
