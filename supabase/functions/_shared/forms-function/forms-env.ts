import { missingEnv, readEnv, runtimeEnv, type EnvSource } from '../platform/environment.ts'
import type { FunnelLimits } from './funnel-counter.ts'
import type { RateLimits } from './rate-limit.ts'
import type { ReceiptLimits } from './receipt-limit.ts'

export interface FormsEnv {
  supabaseUrl: string
  serviceRoleKey: string
  rateLimitSalt: string
  rateLimits: RateLimits
  funnelLimits: FunnelLimits
  receiptLimits: ReceiptLimits
  acceptedRevisions: number
  allowOrigin: string
}

/** The limits as the function and the local backend read them (defaults in environment.ts). */
export function rateLimitsOf(source: EnvSource = runtimeEnv): RateLimits {
  const env = readEnv(['RATE_LIMIT_PER_FORM', 'RATE_LIMIT_PER_CLIENT', 'RATE_LIMIT_WINDOW_SECONDS'], source)
  return { perForm: env.RATE_LIMIT_PER_FORM, perClient: env.RATE_LIMIT_PER_CLIENT, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS }
}

/** The funnel's events per client, in the submissions' window (defaults in environment.ts). */
export function funnelLimitsOf(source: EnvSource = runtimeEnv): FunnelLimits {
  const env = readEnv(['FUNNEL_EVENTS_PER_CLIENT', 'RATE_LIMIT_WINDOW_SECONDS'], source)
  return { perClient: env.FUNNEL_EVENTS_PER_CLIENT, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS }
}

/** How many receipts a day per address typed and per client (defaults in environment.ts). */
export function receiptLimitsOf(source: EnvSource = runtimeEnv): ReceiptLimits {
  const env = readEnv(['RECEIPTS_PER_ADDRESS', 'RECEIPTS_PER_CLIENT'], source)
  return { perAddress: env.RECEIPTS_PER_ADDRESS, perClient: env.RECEIPTS_PER_CLIENT }
}

/** A missing or bad setting stops the function by name, rather than serving without a rate limit or with a guessable salt. */
export function formsEnv(source: EnvSource = runtimeEnv): FormsEnv {
  const missing = missingEnv('function', source)
  if (missing.length > 0)
    throw new Error(
      `forms: faltam as variáveis ${missing.join(', ')} (RATE_LIMIT_SALT: um texto aleatório e secreto, ex.: openssl rand -hex 32)`,
    )
  const env = readEnv(
    ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'RATE_LIMIT_SALT', 'FORM_REVISIONS_ACCEPTED', 'CORS_ALLOW_ORIGIN'],
    source,
  )
  return {
    supabaseUrl: env.SUPABASE_URL ?? '',
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? '',
    rateLimitSalt: env.RATE_LIMIT_SALT ?? '',
    rateLimits: rateLimitsOf(source),
    funnelLimits: funnelLimitsOf(source),
    receiptLimits: receiptLimitsOf(source),
    acceptedRevisions: env.FORM_REVISIONS_ACCEPTED,
    allowOrigin: env.CORS_ALLOW_ORIGIN,
  }
}
