import { isEmail } from '#form-core'
import { randomInt, randomUUID } from 'node:crypto'
import { createTokenVerifier, type AccessClaims, type TokenCheck } from '#functions/platform/auth-token.ts'
import type { AuthSettings } from './auth-settings.ts'
import { requireCaptcha, type CaptchaVerifier } from './captcha.ts'
import { codeHash, newRefreshToken, type AuthStore, type UserRow } from './auth-store.ts'
import { AuthError, userJson, type Session } from './gotrue-shapes.ts'
import type { SigningKey } from './signing-key.ts'
import type { Mailer } from '../mailbox.ts'
import { codeEmail, type HookPayload } from '#functions/workspace-function/send-email-hook.ts'

/**
 * The part of GoTrue (Supabase Auth) the agency's sign-in uses: an e-mail code, sessions, refresh with rotation and
 * sign-out, with GoTrue's error codes and messages (supabase/auth internal/api: otp.go, verify.go, tokens/service.go,
 * logout.go), so supabase-js reacts to each one as it does in production.
 */
export interface GoTrueOptions {
  store: AuthStore
  key: SigningKey
  settings: AuthSettings
  mailer: Mailer
  /** `<url>/auth/v1`, known once the server listens. */
  issuer: () => string
  /** Milliseconds; tests move it. */
  now?: () => number
  /** With `[auth.hook.send_email]` on: hands the code to the hook, as GoTrue posts it (start-backend signs and sends it). */
  sendEmailHook?: (payload: HookPayload) => Promise<void>
  /** Bot protection on (AUTH_CAPTCHA_SECRET): every code request needs a token this accepts (decision 220). */
  captcha?: CaptchaVerifier
}

const INVALID_CODE = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
export function createGoTrue(options: GoTrueOptions) {
  const { store, key, settings, mailer } = options
  const now = options.now ?? Date.now
  let verify: ((token: string) => Promise<TokenCheck>) | undefined
  const verifier = () => (verify ??= createTokenVerifier({ jwks: key.jwks, issuer: options.issuer(), now: () => Math.floor(now() / 1000) }))

  /** A fixed window per bucket, as GoTrue's limiter counts per address. */
  async function limit(kind: string, who: string, max: number, windowSeconds: number, error: () => AuthError) {
    const at = now()
    const window = Math.floor(at / 1000 / windowSeconds)
    const hits = await store.hit(`${kind}:${who}:${window}`, new Date((window + 1) * windowSeconds * 1000), new Date(at))
    if (hits > max) throw error()
  }
  const overRequests = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

  function validEmail(value: unknown): string {
    if (typeof value !== 'string' || value === '') throw new AuthError(400, 'validation_failed', 'An email address is required')
    if (value.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long')
    if (!isEmail(value)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    return value.toLowerCase()
  }

  async function issue(user: UserRow, sessionId: string, refreshToken: string): Promise<Session> {
    const iat = Math.floor(now() / 1000)
    const exp = iat + settings.jwtExpirySeconds
    const claims: Omit<AccessClaims, 'aud'> & { aud: string } = {
      iss: options.issuer(),
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'otp', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    }
    const access_token = await key.sign(claims)
    return {
      access_token,
      token_type: 'bearer',
      expires_in: settings.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    }
  }

  /** The signed-in user and session of a request's access token, as GoTrue's requireAuthentication finds them. */
  async function authenticated(token: string | undefined): Promise<{ user: UserRow; claims: AccessClaims }> {
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const check: TokenCheck = await verifier()(token)
    if (!check.ok) {
      const reason = check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
    const user = await store.userById(check.claims.sub)
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    if (!(await store.sessionExists(check.claims.session_id)))
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    return { user, claims: check.claims }
  }

  return {
    verifier,
    jwks: key.jwks,

    /** POST /otp: a code to the address (a new user on first use, if sign-ups are on), within the per-address and per-e-mail limits. */
    async requestCode(body: Record<string, unknown>, client: string): Promise<void> {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider')
      const email = validEmail(body.email)
      await limit('otp', client, settings.codeRequestsPer5Min, 300, overRequests)
      // GoTrue checks the token after its limiter and before the handler: a refused request spends no e-mail.
      if (options.captcha) await requireCaptcha(options.captcha, body, client)
      let user = await store.userByEmail(email)
      // Before any e-mail is counted or sent: an address that is not a user spends nothing (otp.go, magic_link.go, signup.go).
      if (!user && body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp')
      if (!user && !settings.signupsEnabled) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
      const previous = await store.code(email)
      const wait = previous && new Date(previous.sent_at).getTime() + settings.emailFrequencySeconds * 1000 - now()
      if (wait && wait > 0)
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
        )
      await limit(
        'email_sent',
        'project',
        settings.emailsPerHour,
        3600,
        () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
      )
      user ??= await store.createUser(randomUUID(), email, new Date(now()))
      const code = String(randomInt(0, 10 ** settings.otpLength)).padStart(settings.otpLength, '0')
      await store.saveCode(email, codeHash(email, code), new Date(now()))
      if (settings.sendEmailHook) {
        if (!options.sendEmailHook) throw new Error('[auth.hook.send_email] ligado, mas o backend local não passou o gancho')
        // As GoTrue: a hook that fails is the request's failure; one that drops the e-mail is not.
        await options.sendEmailHook({ user: { email }, email_data: { token: code, email_action_type: 'magiclink' } }).catch(() => {
          throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email')
        })
        return
      }
      const { to, subject, html, text } = codeEmail(email, code)
      await mailer.send({ to, subject, html, text, kind: 'login', notice: `código ${code}` })
    },

    /** POST /verify: the code, once, before it expires and within its wrong attempts; opens a session. */
    async verifyCode(body: Record<string, unknown>, client: string): Promise<Session> {
      if (typeof body.type !== 'string' || body.type === '')
        throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
      if (!['email', 'magiclink', 'signup'].includes(body.type))
        throw new AuthError(400, 'validation_failed', 'Unsupported verification type')
      if (typeof body.token !== 'string' || body.token === '')
        throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash')
      const email = validEmail(body.email)
      await limit('verify', client, settings.verificationsPer5Min, 300, overRequests)
      const [user, code] = [await store.userByEmail(email), await store.code(email)]
      if (!user || !code) throw INVALID_CODE()
      if (new Date(code.sent_at).getTime() + settings.otpExpirySeconds * 1000 < now()) throw INVALID_CODE()
      if (codeHash(email, body.token.trim()) !== code.code_sha256) {
        await store.wrongCode(email, settings.maxWrongAttempts)
        throw INVALID_CODE()
      }
      const sessionId = randomUUID()
      const refreshToken = newRefreshToken()
      if (!(await store.signIn(email, user.id, sessionId, refreshToken, new Date(now())))) throw INVALID_CODE()
      return issue((await store.userById(user.id))!, sessionId, refreshToken)
    },

    /** POST /token?grant_type=refresh_token: rotation; a replayed token (past the reuse window) ends the session. */
    async refresh(body: Record<string, unknown>, client: string): Promise<Session> {
      await limit('refresh', client, settings.refreshesPer5Min, 300, overRequests)
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
      const row = token ? await store.refreshToken(token) : undefined
      if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const user = (await store.userById(row.user_id))!
      if (row.revoked_at) {
        const withinReuse = new Date(row.revoked_at).getTime() + settings.refreshTokenReuseSeconds * 1000 >= now()
        if (withinReuse && row.active) return issue(user, row.session_id, row.active)
        await store.endSessions(user.id, { only: row.session_id })
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      const next = newRefreshToken()
      await store.rotate(token, next, row.session_id, new Date(now()))
      return issue(user, row.session_id, next)
    },

    /** GET /user. */
    async user(token: string | undefined) {
      return userJson((await authenticated(token)).user)
    },

    /** POST /logout?scope=global|local|others: the sessions end, their refresh tokens with them. */
    async logout(token: string | undefined, scope: string | undefined): Promise<void> {
      if (scope !== undefined && !['global', 'local', 'others'].includes(scope))
        throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
      const { user, claims } = await authenticated(token)
      if (scope === 'local') await store.endSessions(user.id, { only: claims.session_id })
      else if (scope === 'others') await store.endSessions(user.id, { except: claims.session_id })
      else await store.endSessions(user.id, {})
    },
  }
}

export type GoTrue = ReturnType<typeof createGoTrue>
