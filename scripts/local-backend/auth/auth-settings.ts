import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'
import { isObject, PROJECT_PATHS, type JsonObject } from '#form-core'
import { CODES_PER_RECIPIENT_PER_HOUR } from '#functions/workspace-function/send-email-hook.ts'

/**
 * The Auth settings the local emulation applies, read from `supabase/config.toml`: the file that configures the
 * project's Auth in production is the one source of code length, expiry, session lifetime and rate limits.
 */
export interface AuthSettings {
  otpLength: number
  otpExpirySeconds: number
  /** One code per e-mail address per this many seconds (`[auth.email] max_frequency`). */
  emailFrequencySeconds: number
  jwtExpirySeconds: number
  refreshTokenReuseSeconds: number
  /** E-mails per hour for the whole project (`email_sent`); the others count per address per 5 minutes. */
  emailsPerHour: number
  codeRequestsPer5Min: number
  verificationsPer5Min: number
  refreshesPer5Min: number
  /** Wrong codes a code survives; the next wrong one ends it (GoTrue bounds guesses per address only, see docs). */
  maxWrongAttempts: number
  /** `[auth] enable_signup` and `[auth.email] enable_signup`: off, only existing Auth users get a code (GoTrue's DisableSignup). */
  signupsEnabled: boolean
  /** `[auth.hook.send_email] enabled`: every code e-mail goes to the workspace function's hook, which decides (decision 200). */
  sendEmailHook: boolean
  /** The hook's cap: not a config.toml setting (it is our function's); tests that sign in often raise it. */
  codesPerRecipientPerHour: number
}

/** Not a config.toml setting: GoTrue has none. Five guesses out of a million per code, then a new code is needed. */
export const MAX_WRONG_ATTEMPTS = 5

const table = (value: unknown, name: string): JsonObject => {
  if (!isObject(value)) throw new Error(`supabase/config.toml: falta a seção [${name}]`)
  return value
}

function positive(section: JsonObject, key: string, name: string): number {
  const value = section[key]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new Error(`supabase/config.toml: [${name}] ${key} deve ser um inteiro positivo`)
  return value
}

/** A Go duration as config.toml writes it ("60s", "1m", "1m30s") in seconds. */
export function durationSeconds(text: unknown, name: string): number {
  const match = typeof text === 'string' ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text) : null
  if (!match || text === '') throw new Error(`supabase/config.toml: ${name} deve ser uma duração como "60s"`)
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)
}

export function readAuthSettings(root: string): AuthSettings {
  const config = parse(readFileSync(join(root, PROJECT_PATHS.supabaseConfig), 'utf8')) as JsonObject
  const auth = table(config.auth, 'auth')
  const email = table(auth.email, 'auth.email')
  const limits = table(auth.rate_limit, 'auth.rate_limit')
  if (auth.enabled !== true) throw new Error('supabase/config.toml: [auth] enabled = false, mas o painel entra pelo Auth')
  const hook = isObject(auth.hook) && isObject(auth.hook.send_email) ? auth.hook.send_email : {}
  return {
    otpLength: positive(email, 'otp_length', 'auth.email'),
    otpExpirySeconds: positive(email, 'otp_expiry', 'auth.email'),
    emailFrequencySeconds: durationSeconds(email.max_frequency, '[auth.email] max_frequency'),
    jwtExpirySeconds: positive(auth, 'jwt_expiry', 'auth'),
    refreshTokenReuseSeconds: Number(auth.refresh_token_reuse_interval ?? 10),
    emailsPerHour: positive(limits, 'email_sent', 'auth.rate_limit'),
    codeRequestsPer5Min: positive(limits, 'sign_in_sign_ups', 'auth.rate_limit'),
    verificationsPer5Min: positive(limits, 'token_verifications', 'auth.rate_limit'),
    refreshesPer5Min: positive(limits, 'token_refresh', 'auth.rate_limit'),
    maxWrongAttempts: MAX_WRONG_ATTEMPTS,
    signupsEnabled: auth.enable_signup !== false && email.enable_signup !== false,
    sendEmailHook: hook.enabled === true,
    codesPerRecipientPerHour: CODES_PER_RECIPIENT_PER_HOUR,
  }
}
