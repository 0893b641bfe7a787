import { readEnv, runtimeEnv, type EnvSource } from '../platform/environment.ts'
import { renderNotificationEmail, type Email, type NotificationOptions } from './notification-email.ts'
import { renderReceiptEmail } from './receipt-email.ts'
import type { FormRevision, Logger } from '../platform/server-types.ts'
import type { Lead, Notifier } from './lead-types.ts'

export interface ResendConfig {
  apiKey: string
  to: string
  from: string
  timeoutMs?: number
  fetch?: typeof fetch
  /** The site's public address (each e-mail links to its lead in the workspace) and whether it carries the answers. */
  email?: NotificationOptions
}

export function createResendNotifier(config: ResendConfig): Notifier {
  const send = config.fetch ?? fetch
  const agency = config.to
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  async function post(to: string[], email: Email, delivery?: { idempotencyKey: string }) {
    // Resend keeps an Idempotency-Key for 24 hours: a retry of the same outbox entry is not a second e-mail.
    const idempotency: Record<string, string> = delivery ? { 'idempotency-key': delivery.idempotencyKey } : {}
    const response = await send('https://api.resend.com/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', ...idempotency },
      body: JSON.stringify({ from: config.from, to, subject: email.subject, html: email.html, text: email.text, reply_to: email.replyTo }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
    })
    if (!response.ok) throw new Error(`Resend respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
  return {
    notify: (form: FormRevision, lead: Lead, delivery?: { idempotencyKey: string }) =>
      post(agency, renderNotificationEmail(form, lead, config.email), delivery),
    // From the agency's sender to the one address typed in the form; the visitor's reply reaches the agency.
    receipt: (form, lead, receipt, delivery) =>
      post([receipt.to], renderReceiptEmail(form, lead, { ...receipt, replyTo: agency[0] ?? config.from }), delivery),
  }
}

/** A half-done configuration is reported once, by name, instead of failing silently at every submission. */
export function notifierFromEnv(source: EnvSource = runtimeEnv, logger: Logger = console): Notifier | null {
  const values = readEnv(NOTIFY_ENV, source)
  const { RESEND_API_KEY: apiKey, NOTIFY_EMAIL_TO: to, NOTIFY_EMAIL_FROM: from } = values
  if (apiKey && to && from) {
    const { SITE_URL: siteUrl, NOTIFY_EMAIL_ANSWERS: answers } = readEnv(['SITE_URL', 'NOTIFY_EMAIL_ANSWERS'], source)
    return createResendNotifier({ apiKey, to, from, email: { siteUrl, answers } })
  }
  const missing = NOTIFY_ENV.filter((name) => !values[name])
  if (missing.length < NOTIFY_ENV.length) logger.error(`e-mail desligado: falta ${missing.join(', ')}`)
  return null
}

/** The variables that turn e-mail on; all three or none (docs/backend.md). */
const NOTIFY_ENV = ['RESEND_API_KEY', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM'] as const
