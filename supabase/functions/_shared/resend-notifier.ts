import type { EnvName } from './environment.ts'
import { renderNotificationEmail } from './notification-email.ts'
import { schemaAt } from './form-core/index.ts'
import type { FormRevision, JsonObject, Lead, Logger, Notifier } from './types.ts'

export interface ResendConfig {
  apiKey: string
  to: string
  from: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/** The first top-level answer whose field has `format: email`: replying to the e-mail reaches the visitor. */
function replyTo(schema: JsonObject, payload: JsonObject): string | undefined {
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string' && schemaAt(schema, [key])?.format === 'email') return value
  }
  return undefined
}

export function createResendNotifier(config: ResendConfig): Notifier {
  const send = config.fetch ?? fetch
  return {
    async notify(form: FormRevision, lead: Lead, delivery?: { idempotencyKey: string }) {
      const email = renderNotificationEmail(form, lead)
      // Resend keeps an Idempotency-Key for 24 hours: a retry of the same outbox entry is not a second e-mail.
      const idempotency: Record<string, string> = delivery ? { 'idempotency-key': delivery.idempotencyKey } : {}
      const response = await send('https://api.resend.com/emails', {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', ...idempotency },
        body: JSON.stringify({
          from: config.from,
          to: config.to
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          subject: email.subject,
          html: email.html,
          text: email.text,
          reply_to: replyTo(form.schema, lead.payload),
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
      })
      if (!response.ok) throw new Error(`Resend respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`)
    },
  }
}

/** The variables that turn e-mail on; all three or none (docs/backend.md). */
export const NOTIFY_ENV = ['RESEND_API_KEY', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM'] as const satisfies readonly EnvName[]

/** A half-done configuration is reported once, by name, instead of failing silently at every submission. */
export function notifierFromEnv(env: (name: string) => string | undefined, logger: Logger): Notifier | null {
  const [apiKey, to, from] = NOTIFY_ENV.map((name) => env(name)?.trim() || undefined)
  if (apiKey && to && from) return createResendNotifier({ apiKey, to, from })
  const missing = NOTIFY_ENV.filter((name) => !env(name)?.trim())
  if (missing.length < NOTIFY_ENV.length) logger.error(`e-mail desligado: falta ${missing.join(', ')}`)
  return null
}
