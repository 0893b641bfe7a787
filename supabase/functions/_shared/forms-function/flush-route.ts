import { deliverNotifications } from './deliver-notifications.ts'
import type { Outbox } from './outbox.ts'
import { HttpError, jsonResponse } from '../platform/responses.ts'
import type { Logger } from '../platform/server-types.ts'
import type { Notifier } from './lead-types.ts'

export interface FlushRouteOptions {
  outbox: Outbox
  notifier: Notifier | null
  /** The service-role key: only the scheduler (and an operator) may make the function send e-mails on demand. */
  secret: string
  logger: Logger
  timeoutMs?: number
}

/** `POST /functions/v1/forms/_outbox`, for pg_cron. Without a notifier nothing is claimed: the entries wait for e-mail. */
export async function flushOutbox(req: Request, options: FlushRouteOptions): Promise<Response> {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? ''
  if (!(await sameSecret(bearer, options.secret))) {
    throw new HttpError(401, 'unauthorized', 'Esta rota é do agendador do servidor.')
  }
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST.', [], { allow: 'POST' })
  if (!options.notifier) return jsonResponse(200, { ok: true, sent: 0, failed: 0, email: 'desligado' })
  const report = await deliverNotifications(options.outbox, options.notifier, options.logger, { limit: 50, timeoutMs: options.timeoutMs })
  return jsonResponse(200, { ok: true, ...report })
}

/** Compared in constant time; both hashed first, so no length or encoding can make the comparison throw. */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))
  const [a, b] = await Promise.all([digest(presented), digest(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i]
  return difference === 0 && expected.length > 0
}
