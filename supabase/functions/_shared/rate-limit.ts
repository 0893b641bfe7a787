import type { CallDatabase } from './call-database.ts'
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
  /** Counts one submission of `formId` by `clientKey` (a salted hash of its network, `clientKey`) and says whether it may go on. */
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

/**
 * Who is sending, for the rate limit: a salted SHA-256 of the client's network, so no IP address is ever stored
 * (LGPD: not needed) and the hashes cannot be reversed by trying every IPv4 address without the salt.
 *
 * Which address (docs/backend.md, "Rate limit"; docs/decisions/101-rate-limit-key-from-the-proxy.md): the LAST
 * `x-forwarded-for` entry, the one the platform's own proxy appended for the connection it received. Every entry
 * before it, `cf-connecting-ip`, `x-real-ip` and `forwarded` may have been written by the client and are ignored.
 * The local backend sets `x-forwarded-for` to the socket's address alone. An IPv6 client is its /64 (one subscriber
 * holds a whole /64 and can switch addresses inside it at will); an IPv4 client its address. Nothing usable is one
 * shared bucket, `desconhecido`.
 */
export function clientAddress(req: Request): string {
  const last = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? ''
  return networkOf(last) ?? 'desconhecido'
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function ipv4(text: string): string | undefined {
  const m = IPV4.exec(text)
  return m && m.slice(1).every((part) => Number(part) <= 255) ? m.slice(1).map(Number).join('.') : undefined
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let address = text.replace(/%.*$/, '') // a zone id (`fe80::1%eth0`) names an interface, not a host
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (tail) {
    const v4 = ipv4(tail[1])
    if (!v4) return undefined
    const [a, b, c, d] = v4.split('.').map(Number)
    address = `${address.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const [head, rest] = [parse(halves[0]), halves.length === 2 ? parse(halves[1]) : []]
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => parseInt(g, 16)) : undefined
}

/** The network an address stands for, canonical: `a.b.c.d`, or the /64 as `xxxx:xxxx:xxxx:xxxx::/64`. */
export function networkOf(entry: string): string | undefined {
  // `1.2.3.4:5678` and `[2001:db8::1]:443` carry a port some proxies add; `"…"` is how RFC 7239 quotes IPv6.
  const bare = entry.replace(/^"|"$/g, '').replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
  const v4 = ipv4(bare)
  if (v4) return v4
  const groups = bare.includes(':') ? ipv6Groups(bare) : undefined
  if (!groups) return undefined
  // An IPv4 client seen through an IPv6 socket (`::ffff:203.0.113.7`) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** SHA-256 hex of salt and network: the key `rate_limit_hits` counts by. */
export async function clientKey(salt: string, address: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`)))
}
