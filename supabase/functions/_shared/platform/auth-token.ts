import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose'
import { isObject } from '../form-core/index.ts'

/**
 * The one check of a Supabase Auth access token, as PostgREST makes it: signature against the project's JWKS
 * (asymmetric keys only), issuer, audience and expiry. The local backend's rpc path uses it now, the workspace function
 * later; both verify exactly as production does (docs/decisions/142-one-token-check-against-the-jwks.md).
 */

/** The claims GoTrue puts in a user's access token that our policies and code read. */
export interface AccessClaims extends JWTPayload {
  sub: string
  email: string
  role: string
  aud: string | string[]
  exp: number
  session_id: string
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string }

export interface VerifierOptions {
  /** The project's JWKS: its URL in production (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`), the key set itself locally. */
  jwks: URL | JSONWebKeySet
  /** `<SUPABASE_URL>/auth/v1`, as GoTrue writes `iss`. */
  issuer: string
  /** The clock, in seconds: tests move it instead of waiting. */
  now?: () => number
}

/** Only asymmetric algorithms: a legacy HS256 secret signs nothing this project trusts as a user's token. */
export const TOKEN_ALGORITHMS = ['ES256', 'RS256', 'EdDSA']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function claimsOf(payload: JWTPayload): AccessClaims | string {
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return 'sub is not a user id'
  if (typeof payload.session_id !== 'string' || !UUID.test(payload.session_id)) return 'session_id is not a session id'
  if (typeof payload.role !== 'string' || payload.role === '') return 'role is missing'
  if (typeof payload.email !== 'string') return 'email is missing'
  if (typeof payload.exp !== 'number') return 'exp is missing'
  return payload as AccessClaims
}

export function createTokenVerifier(options: VerifierOptions): (token: string) => Promise<TokenCheck> {
  const keys = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks)
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: 'authenticated',
        algorithms: TOKEN_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        currentDate: options.now ? new Date(options.now() * 1000) : undefined,
      })
      const claims = isObject(payload) ? claimsOf(payload) : 'the payload is not an object'
      return typeof claims === 'string' ? { ok: false, reason: 'invalid', message: claims } : { ok: true, claims }
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' }
      return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : 'invalid JWT' }
    }
  }
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export const bearerOf = (req: Request): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1]

/**
 * A verified token whose session is still open. A signature outlives sign-out until `exp`, so the workspace also asks
 * Auth, which answers 4xx for a token whose session ended (decision 171): `alive` is false then, and throws when Auth
 * cannot answer (a 503, not a refusal).
 */
export function withLiveSession(
  verify: (token: string) => Promise<TokenCheck>,
  alive: (token: string) => Promise<boolean>,
): (token: string) => Promise<TokenCheck> {
  return async (token) => {
    const check = await verify(token)
    if (!check.ok || (await alive(token))) return check
    return { ok: false, reason: 'invalid', message: 'the session ended' }
  }
}

/** Production's `alive`: GoTrue's `GET /auth/v1/user` with the token, which looks its session up. */
export const authUserAlive =
  (authUrl: string, apikey: string) =>
  async (token: string): Promise<boolean> => {
    const response = await fetch(`${authUrl}/user`, { headers: { apikey, authorization: `Bearer ${token}` } })
    await response.body?.cancel()
    if (response.ok) return true
    if (response.status === 401 || response.status === 403) return false
    throw new Error(`Auth respondeu ${response.status} ao conferir a sessão`)
  }
