import type { RJSFValidationError } from '@rjsf/utils'

type Params = Record<string, unknown>

const formatMessages: Record<string, string> = {
  email: 'Informe um e-mail válido, por exemplo nome@empresa.com.br.',
  uri: 'Informe um endereço completo, começando com https://.',
  date: 'Informe uma data válida.',
}

/**
 * Friendly pt-BR messages for the keywords our schemas use. Anything else keeps ajv-i18n's pt-BR text.
 * `title` is the field's Portuguese title: a visitor never sees a property key.
 */
export function defaultMessage(error: RJSFValidationError, title: string): string | undefined {
  const params = (error.params ?? {}) as Params
  switch (error.name) {
    case 'required':
      return `Preencha o campo "${title}".`
    case 'minLength':
      return Number(params.limit) <= 1
        ? `Preencha o campo "${title}".`
        : `"${title}" deve ter pelo menos ${String(params.limit)} caracteres.`
    case 'maxLength':
      return `"${title}" deve ter no máximo ${String(params.limit)} caracteres.`
    case 'format':
      return formatMessages[String(params.format)]
    case 'minimum':
      return `"${title}" deve ser no mínimo ${String(params.limit)}.`
    case 'maximum':
      return `"${title}" deve ser no máximo ${String(params.limit)}.`
    case 'type':
      if (params.type === 'integer') return `"${title}" deve ser um número inteiro.`
      return params.type === 'number' ? `"${title}" deve ser um número.` : undefined
    case 'oneOf':
    case 'enum':
    case 'const':
      return `Escolha uma das opções de "${title}".`
    default:
      return undefined
  }
}
