import { namesRequiredBy, type EnvName } from './environment.ts'
import { rateLimitsFromEnv, type RateLimits } from './rate-limit.ts'
import { DEFAULT_ACCEPTED_REVISIONS } from './supabase-revisions.ts'

export interface FormsEnv {
  supabaseUrl: string
  serviceRoleKey: string
  rateLimitSalt: string
  rateLimits: RateLimits
  acceptedRevisions: number
  allowOrigin: string
}

/** A missing or bad setting stops the function by name, rather than serving without a rate limit or with a guessable salt. */
export function formsEnv(env: (name: string) => string | undefined): FormsEnv {
  const value = (name: EnvName) => env(name)?.trim() || undefined
  const missing = namesRequiredBy('function').filter((name) => !value(name))
  if (missing.length > 0)
    throw new Error(
      `forms: faltam as variáveis ${missing.join(', ')} (RATE_LIMIT_SALT: um texto aleatório e secreto, ex.: openssl rand -hex 32)`,
    )
  const accepted = Number(value('FORM_REVISIONS_ACCEPTED') ?? DEFAULT_ACCEPTED_REVISIONS)
  if (!Number.isInteger(accepted) || accepted < 1) throw new Error('forms: FORM_REVISIONS_ACCEPTED deve ser um inteiro ≥ 1')
  return {
    supabaseUrl: value('SUPABASE_URL') ?? '',
    serviceRoleKey: value('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    rateLimitSalt: value('RATE_LIMIT_SALT') ?? '',
    rateLimits: rateLimitsFromEnv((name) => env(name)?.trim() || undefined),
    acceptedRevisions: accepted,
    allowOrigin: value('CORS_ALLOW_ORIGIN') ?? '*',
  }
}
