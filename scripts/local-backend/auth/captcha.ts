import { z } from 'zod'
import { AuthError } from './gotrue-shapes.ts'

/**
 * Auth's bot protection on the code request, as GoTrue applies it with `security.captcha` on (internal/api/middleware.go
 * verifyCaptcha, security/captcha.go): the token supabase-js sends as `gotrue_meta_security.captcha_token` is checked
 * with the provider before the request is handled (decision 220).
 */
export interface CaptchaOutcome {
  success: boolean
  /** Turnstile's `error-codes`, as GoTrue quotes them in its refusal. */
  errorCodes: string[]
}

/** The seam: Cloudflare's siteverify, or its documented test answers offline. A throw is a failed check, not a refusal. */
export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<CaptchaOutcome>

/** Cloudflare's server-side validation endpoint (developers.cloudflare.com/turnstile/get-started/server-side-validation). */
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const SiteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).default([]) })

/** Cloudflare's documented test secrets and what siteverify answers for them, whatever the token. */
const TEST_SECRETS: Record<string, CaptchaOutcome> = {
  '1x0000000000000000000000000000000AA': { success: true, errorCodes: [] },
  '2x0000000000000000000000000000000AA': { success: false, errorCodes: ['invalid-input-response'] },
  '3x0000000000000000000000000000000AA': { success: false, errorCodes: ['timeout-or-duplicate'] },
}

/** A Turnstile verifier for `secret`: a test secret answers offline (the machine and CI reach no Cloudflare). */
export function turnstileVerifier(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  const test = TEST_SECRETS[secret.trim()]
  if (test) return () => Promise.resolve(test)
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret: secret.trim(), response: token, remoteip: remoteIp })
    const answer = SiteverifyAnswer.parse(await (await fetchImpl(SITEVERIFY, { method: 'POST', body })).json())
    return { success: answer.success, errorCodes: answer['error-codes'] }
  }
}

/** GoTrue's middleware: no token, a refused token and a verifier that failed, each answered as GoTrue answers it. */
export async function requireCaptcha(verifier: CaptchaVerifier, body: Record<string, unknown>, remoteIp: string): Promise<void> {
  const security = body.gotrue_meta_security
  const raw = security && typeof security === 'object' ? (security as { captcha_token?: unknown }).captcha_token : undefined
  const token = typeof raw === 'string' ? raw.trim() : ''
  if (!token) throw new AuthError(400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)')
  const outcome = await verifier(token, remoteIp).catch(() => {
    throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed')
  })
  if (!outcome.success)
    throw new AuthError(400, 'captcha_failed', `captcha protection: request disallowed (${outcome.errorCodes.join(', ')})`)
}
