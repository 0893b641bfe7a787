import { conditionsOf, optionsOf, propertiesOf, type JsonObject } from '#form-core'

/** What must not change under published answers and drafts undeclared; titles, texts, order and sections are always safe. */
export interface FieldContract {
  type?: string
  required: boolean
  options?: unknown[]
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

const LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const

export function contractOf(schema: JsonObject, at: string[] = []): Record<string, FieldContract> {
  // A question on a condition (decision 180) counts as required when its `then` requires it.
  const required = new Set([...(Array.isArray(schema.required) ? schema.required : []), ...conditionsOf(schema).flatMap((c) => c.required)])
  const out: Record<string, FieldContract> = {}
  for (const [key, value] of propertiesOf(schema)) {
    const path = [...at, key]
    const contract: FieldContract = { required: required.has(key) }
    if (typeof value.type === 'string') contract.type = value.type
    const options = optionsOf(value).map((o) => o.const)
    if (options.length > 0) contract.options = options
    for (const limit of LIMITS) if (typeof value[limit] === 'number') contract[limit] = value[limit] as number
    if (typeof value.pattern === 'string') contract.pattern = value.pattern
    if (typeof value.format === 'string') contract.format = value.format
    out[path.join('.')] = contract
    if (value.type === 'object') Object.assign(out, contractOf(value, path))
  }
  return out
}

/** `supabase/published-forms.lock.json`, written by `npm run deploy`: a breaking edit is caught in the pull request (decision 070). */
export interface PublishedForm {
  hash: string
  publishedAt: string
  fields: Record<string, FieldContract>
}

export interface PublishedLock {
  forms: Record<string, PublishedForm>
}
