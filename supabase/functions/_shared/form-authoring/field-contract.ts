import { type Condition, conditionsOf, optionsOf, propertiesOf, type JsonObject } from '#form-core'

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
  /** A question on a condition (decision 180): which earlier question's answers show it; absent when always shown. */
  shownWhen?: ShownWhen
}

/** A condition's test in the lock's words: one of `answers` given to `question` (`ticked`: among its ticks). */
export interface ShownWhen {
  question: string
  answers: unknown[]
  ticked?: true
}

const shownWhenOf = ({ trigger, test }: Condition): ShownWhen =>
  'contains' in test
    ? { question: trigger, answers: [test.contains], ticked: true }
    : { question: trigger, answers: 'enum' in test ? test.enum : [test.const] }

const LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const

export function contractOf(schema: JsonObject, at: string[] = []): Record<string, FieldContract> {
  // A question on a condition (decision 180) counts as required when its `then` requires it.
  const conditions = conditionsOf(schema)
  const required = new Set([...(Array.isArray(schema.required) ? schema.required : []), ...conditions.flatMap((c) => c.required)])
  const shown = new Map(conditions.flatMap((c) => c.questions.map(([key]) => [key, shownWhenOf(c)] as const)))
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
    const when = shown.get(key)
    if (when) contract.shownWhen = when
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
