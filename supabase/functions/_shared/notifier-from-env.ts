import type { EnvName } from './environment.ts'
import { createResendNotifier } from './resend-notifier.ts'
import type { Logger, Notifier } from './types.ts'

/** The variables that turn e-mail on; all three or none (docs/backend.md). */
export const NOTIFY_ENV = ['RESEND_API_KEY', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM'] as const satisfies readonly EnvName[]

/**
 * A Resend notifier when the environment configures one, else null (submissions are still stored).
 * A half-done configuration is reported once, by name, instead of failing silently at every submission.
 */
export function notifierFromEnv(env: (name: string) => string | undefined, logger: Logger): Notifier | null {
  const [apiKey, to, from] = NOTIFY_ENV.map((name) => env(name)?.trim() || undefined)
  if (apiKey && to && from) return createResendNotifier({ apiKey, to, from })
  const missing = NOTIFY_ENV.filter((name) => !env(name)?.trim())
  if (missing.length < NOTIFY_ENV.length) logger.error(`e-mail desligado: falta ${missing.join(', ')}`)
  return null
}
