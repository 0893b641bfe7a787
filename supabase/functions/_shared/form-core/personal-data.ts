import { isObject, objectAt, type JsonObject } from './json.ts'

/** LGPD kind of a question, declared on it; `false` means "not a person's data" (docs/decisions/080-personal-data-declared-in-the-form.md). */
export const PERSONAL_KINDS = ['name', 'email', 'phone', 'free-text'] as const
export type PersonalKind = (typeof PERSONAL_KINDS)[number]

export const PERSONAL_KEYWORD = 'x-personal'

export const personalKindLabels: Record<PersonalKind, string> = {
  name: 'nome',
  email: 'e-mail',
  phone: 'telefone',
  'free-text': 'mensagens escritas por você',
}

export const DEFAULT_RETENTION_DAYS = 730
export const DEFAULT_PURPOSE = 'Usamos estes dados só para responder ao seu pedido e preparar a nossa proposta.'

export const isPersonalKind = (value: unknown): value is PersonalKind =>
  typeof value === 'string' && (PERSONAL_KINDS as readonly string[]).includes(value)

export interface PersonalDataEntry {
  id: string
  title: string
  route: string | null
  kinds: PersonalKind[]
  purpose: string
  retentionDays: number
}

export const retentionDaysOf = (schema: JsonObject): number => {
  const days = objectAt(schema['x-form']).retentionDays
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS
}

export const purposeOf = (schema: JsonObject): string => {
  const purpose = objectAt(schema['x-form']).purpose
  return typeof purpose === 'string' && purpose.trim() ? purpose : DEFAULT_PURPOSE
}

/** camelCase, kebab-case and snake_case words of a key, lower-cased: `contactEmail` → contact, email. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-zà-ú0-9]+/)
    .filter(Boolean)

const hints: [PersonalKind, RegExp][] = [
  ['email', /^(e?mail|email)$/],
  ['phone', /^(phone|telefone|fone|celular|whatsapp|tel|numero)$/],
  ['name', /^(nome|name)$/],
]

/** The kind a question obviously holds, by its format or a word of its key; undefined when nothing suggests one. */
export function suggestedKind(key: string, field: JsonObject): PersonalKind | undefined {
  if (field.format === 'email') return 'email'
  const keyWords = words(key)
  return hints.find(([, pattern]) => keyWords.some((w) => pattern.test(w)))?.[0]
}

export const personalTagOf = (field: JsonObject): unknown => (isObject(field) ? field[PERSONAL_KEYWORD] : undefined)
