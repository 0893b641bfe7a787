import type { CallDatabase } from '../platform/call-database.ts'
import { HttpError } from '../platform/responses.ts'
import type { Logger } from '../platform/server-types.ts'

export interface RateLimits {
  perForm: number
  perClient: number
  windowSeconds: number
}

/** Where requests for no form (404) or an unknown revision (409) are counted: a form id never starts with `_`. */
export const REFUSED_SCOPE = '_refused'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one submission of `formId` by `clientKey` (a salted hash of its network) and says whether it may go on. */
  hit(clientKey: string, formId: string): Promise<RateDecision>
}

/** The limiter in Postgres (`hit_rate_limit`, supabase/schema.sql): shared by every isolate, survives restarts. */
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

/** A limiter that cannot answer lets the submission through, logged: a lead is worth more than the limit. */
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

/**
 * A salted hash, so no IP is stored (LGPD) nor recoverable by trying every IPv4. The LAST `x-forwarded-for` entry is the
 * platform proxy's; every other header may be the client's (decision 101). IPv6 counts by /64, which one subscriber holds.
 */
export function clientAddress(req: Request): string {
  const last = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? ''
  return networkOf(last) ?? 'desconhecido'
}

/** The URL parser normalises both families; this strips what proxies add (port, brackets, quotes, zone) and cuts IPv6 to /64. */
export function networkOf(entry: string): string | undefined {
  const bare = entry
    .replace(/^"|"$/g, '')
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^([^:]+):\d+$/, '$1')
    .replace(/%.*$/, '')
  let host: string
  try {
    host = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname
  } catch {
    return undefined
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host
  if (!host.startsWith('[')) return undefined // a name, not an address
  const [head, tail] = host.slice(1, -1).split('::')
  const [left, right] = [head ? head.split(':') : [], tail ? tail.split(':') : []]
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  // An IPv4 client seen through an IPv6 socket (`::ffff:203.0.113.7`) is that IPv4 client.
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff')
    return groups
      .slice(6)
      .flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255])
      .join('.')
  return `${groups.slice(0, 4).join(':')}::/64`
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

export async function clientKey(salt: string, address: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`)))
}
