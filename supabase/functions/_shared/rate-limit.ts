import type { CallDatabase } from './call-database.ts'
import { clientAddress, clientKey } from './client-key.ts'
import { HttpError } from './responses.ts'
import type { Logger } from './types.ts'

/** How many submissions one client may send per window: of one form, and of all forms together. */
export interface RateLimits {
  perForm: number
  perClient: number
  windowSeconds: number
}

/**
 * Defaults (docs/backend.md): a person sends a questionnaire once, maybe again after a correction; a company filling
 * several briefings from one office sends a handful. 5 of one form and 20 in all per 10 minutes leaves room for that
 * and stops a script long before it empties the e-mail quota.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { perForm: 5, perClient: 20, windowSeconds: 600 }

/** Where requests for no form (404) or an unknown revision (409) are counted: a form id never starts with `_`. */
export const REFUSED_SCOPE = '_refused'

const NAMES = { perForm: 'RATE_LIMIT_PER_FORM', perClient: 'RATE_LIMIT_PER_CLIENT', windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS' } as const

/** The limits from RATE_LIMIT_PER_FORM, RATE_LIMIT_PER_CLIENT and RATE_LIMIT_WINDOW_SECONDS; a bad value is an error at start. */
export function rateLimitsFromEnv(env: (name: string) => string | undefined): RateLimits {
  const read = (key: keyof RateLimits) => {
    const raw = env(NAMES[key])?.trim()
    if (!raw) return DEFAULT_RATE_LIMITS[key]
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${NAMES[key]} deve ser um inteiro ≥ 1 (recebido "${raw}")`)
    return value
  }
  return { perForm: read('perForm'), perClient: read('perClient'), windowSeconds: read('windowSeconds') }
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one submission of `formId` by `clientKey` (a salted hash, client-key.ts) and says whether it may go on. */
  hit(clientKey: string, formId: string): Promise<RateDecision>
}

/** The limiter in Postgres (`hit_rate_limit`, migration 20261125090200): shared by every isolate, survives restarts. */
export function createRateLimiter(call: CallDatabase, limits: RateLimits): RateLimiter {
  return {
    async hit(clientKey, formId) {
      const [row] = await call<{ allowed: boolean; retry_after: number }>('hit_rate_limit', {
        p_client: clientKey,
        p_form_id: formId,
        p_limit: limits.perForm,
        p_window_seconds: limits.windowSeconds,
        p_global_limit: limits.perClient,
      })
      if (!row) throw new Error('hit_rate_limit não respondeu')
      return row.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
    },
  }
}

/**
 * Counts one submission of `formId` by the request's client and throws the Portuguese 429 (with Retry-After) when it
 * is over a limit. A limiter that cannot answer lets the submission through, logged: a lead is worth more than the
 * limit, and the database refusing the limiter would refuse the row too.
 */
export async function enforceRateLimit(limiter: RateLimiter, salt: string, req: Request, formId: string, logger: Logger): Promise<void> {
  let decision: RateDecision
  try {
    decision = await limiter.hit(await clientKey(salt, clientAddress(req)), formId)
  } catch (error) {
    logger.error(`[${formId}] limite de envios indisponível; envio aceito sem contar`, error)
    return
  }
  if (decision.allowed) return
  const minutes = Math.ceil(decision.retryAfterSeconds / 60)
  throw new HttpError(
    429,
    'rate_limited',
    `Recebemos muitos envios seguidos deste endereço. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}: suas respostas continuam salvas neste navegador.`,
    [],
    { 'retry-after': String(decision.retryAfterSeconds) },
  )
}
