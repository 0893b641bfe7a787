import type { Context } from 'hono'
import * as z from 'zod/mini'
import { FUNNEL_KINDS, FUNNEL_MAX_SECONDS, funnelQuestions, isFormId, submitTargetOf, type FunnelEvent } from '../form-core/index.ts'
import { readBody } from '../platform/read-body.ts'
import { HttpError } from '../platform/responses.ts'
import type { FormRevision, Logger } from '../platform/server-types.ts'
import type { FunnelCounter } from './funnel-counter.ts'
import { clientAddress, clientKey, type RateDecision } from './rate-limit.ts'

/**
 * `POST /forms/_funil` (issue 46, decision 221): one step of a visit, counted in its form's funnel. The page sends it
 * with `sendBeacon` (text/plain, no preflight) and never reads the answer; a malformed event is a 4xx and counts
 * nothing. Its own limit per client (`_events`), apart from the submissions': a flood of events spends no send.
 */

/** Revisions remembered as accepted: far more than the site's forms times their live revisions. */
const MAX_KNOWN = 500

/** An event is a few dozen bytes: a kilobyte is already not one. */
export const FUNNEL_BODY_LIMIT = 1024

const index = z.int().check(z.minimum(0), z.maximum(999))

/** The event as the page sends it; anything else (another field, a fraction, a negative index) is refused whole. */
const funnelEvent = z.strictObject({
  form: z.string().check(z.maxLength(64)),
  revision: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  kind: z.enum(FUNNEL_KINDS),
  question: z.optional(index),
  seconds: z.optional(z.int().check(z.minimum(0), z.maximum(FUNNEL_MAX_SECONDS))),
  withdraw: z.optional(index),
})

const bad = (message: string) => new HttpError(400, 'bad_request', message)

function parseEvent(bytes: Uint8Array): FunnelEvent {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpError(400, 'invalid_json', 'O evento não é um JSON válido.')
  }
  const parsed = funnelEvent.safeParse(json)
  if (!parsed.success) throw bad('Evento do funil inválido.')
  const event = parsed.data
  // A stop names its question; a send may carry its time; only they withdraw a stop; nothing else carries a number.
  if ((event.kind === 'stop') !== (event.question !== undefined)) throw bad('Só uma saída diz em que pergunta parou.')
  if (event.seconds !== undefined && event.kind !== 'submit') throw bad('Só um envio tem duração.')
  if (event.withdraw !== undefined && event.kind !== 'stop' && event.kind !== 'submit')
    throw bad('Só uma saída ou um envio substitui uma saída.')
  return event
}

export interface FunnelRouteDeps {
  counter: FunnelCounter
  salt: string
  logger: Logger
  /** The revision the event names, among those still accepted; a 404 or 409 HttpError when none. */
  revisionOf(formId: string, hash: string): Promise<FormRevision>
}

const tooMany = (d: Extract<RateDecision, { allowed: false }>) =>
  new HttpError(429, 'rate_limited', 'Eventos demais deste endereço.', [], { 'retry-after': String(d.retryAfterSeconds) })

/** The route's handler: checks the event against the revision it names, then counts it under the client's limit. */
export function funnelRoute({ counter, salt, logger, revisionOf }: FunnelRouteDeps) {
  async function refuse(req: Request, error: HttpError): Promise<never> {
    const d = await counter.refused(await clientKey(salt, clientAddress(req))).catch((e: unknown) => {
      logger.error('[funil] limite de eventos indisponível', e)
      return { allowed: true } as const
    })
    throw d.allowed ? error : tooMany(d)
  }

  // A revision never changes (its hash is its content): once accepted, its question count is kept for the isolate's
  // life, so a page still open on it is counted after a newer one is published, and an event costs one database call.
  const known = new Map<string, number>()
  async function questionsOf(formId: string, hash: string): Promise<number> {
    const key = `${formId}/${hash}`
    const cached = known.get(key)
    if (cached !== undefined) return cached
    const revision = await revisionOf(formId, hash)
    const target = submitTargetOf(revision.schema)
    if (!target || 'local' in target) throw new HttpError(404, 'form_not_found', 'Este formulário não é enviado ao servidor.')
    const count = funnelQuestions(revision.schema, revision.uiSchema).length
    if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string)
    known.set(key, count)
    return count
  }

  async function checked(event: FunnelEvent): Promise<void> {
    if (!isFormId(event.form)) throw new HttpError(404, 'form_not_found', 'Formulário desconhecido.')
    const questions = await questionsOf(event.form, event.revision)
    if ((event.question ?? 0) >= questions || (event.withdraw ?? 0) >= questions)
      throw bad(`A revisão tem ${questions} perguntas; o evento fala de outra.`)
  }

  return async (c: Context) => {
    const req = c.req.raw
    let event: FunnelEvent
    try {
      event = parseEvent(await readBody(req, FUNNEL_BODY_LIMIT))
      await checked(event)
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) return refuse(req, error)
      throw error
    }
    const d = await counter.count(await clientKey(salt, clientAddress(req)), event).catch((error: unknown) => {
      logger.error(`[${event.form}] não foi possível contar um evento do funil`, error)
      throw new HttpError(503, 'storage_failed', 'Não foi possível contar agora.')
    })
    if (!d.allowed) throw tooMany(d)
    return c.json({ ok: true }, 202)
  }
}
