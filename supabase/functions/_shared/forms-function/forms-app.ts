import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import type { Background } from '../platform/background.ts'
import { deliverNotifications } from './deliver-notifications.ts'
import { flushOutbox } from './flush-route.ts'
import type { FunnelCounter } from './funnel-counter.ts'
import { FUNNEL_BODY_LIMIT, funnelRoute } from './funnel-route.ts'
import {
  formMetaOf,
  FUNNEL_SEGMENT,
  isFormId,
  OUTBOX_SEGMENT,
  REVISION_HEADER,
  submitTargetOf,
  takeHoneypot,
  type SubmitTarget,
} from '../form-core/index.ts'
import { visitorAddress } from './notification-email.ts'
import { referenceOf } from './receipt-email.ts'
import type { ReceiptGate } from './receipt-limit.ts'
import { leadRow } from './lead-store.ts'
import type { Outbox } from './outbox.ts'
import { parsePayload } from './parse-payload.ts'
import { enforceRateLimit, REFUSED_SCOPE, type RateLimiter } from './rate-limit.ts'
import { BODY_LIMIT_BYTES, limitBody, readBody } from '../platform/read-body.ts'
import { errorAnswer } from '../platform/functions-app.ts'
import { HttpError, type FieldProblem } from '../platform/responses.ts'
import { cachedRevisions, chooseRevision } from './revisions.ts'
import { safeLogger } from '../platform/safe-logger.ts'
import type { FormRevision, JsonObject, Logger, RevisionSource } from '../platform/server-types.ts'
import type { LeadStore, Notifier, Submission } from './lead-types.ts'
import { createValidator, type PayloadValidator } from './validator.ts'

export interface FormsDeps {
  revisions: RevisionSource
  store: LeadStore
  /** Per client and form (hit_rate_limit); null only in unit tests of other concerns. */
  limiter: RateLimiter | null
  rateLimitSalt: string
  /** The funnel's counts and their own limit per client (`POST /_funil`, decision 221); null: no such route. */
  funnel?: FunnelCounter | null
  /** Whether a send may mail its receipt (a few a day per address and per client); null: no receipt is ever sent. */
  receipts?: ReceiptGate | null
  /** What is still owed the agency (notification_outbox); with a notifier, each lead is e-mailed from it. */
  outbox: Outbox | null
  notifier?: Notifier | null
  background: Background
  /** The service-role key: the only credential the flush route (`/forms/_outbox`) accepts. */
  flushSecret: string
  logger?: Logger
  /** The site's origin in production (CORS_ALLOW_ORIGIN); `*` elsewhere. */
  allowOrigin: string
  bodyLimit?: number
  /** A provider that does not answer within this is recorded as failed and retried from the outbox. */
  notifyTimeoutMs?: number
  revisionsTtlMs?: number
}

type ServerTarget = Exclude<SubmitTarget, { local: true }>

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max))

/** supabase-js's headers make every call preflighted, so the preflight must list them. */
const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  REVISION_HEADER,
]

/** The problems a 422 lists (the rest are counted): a body of 60 KiB of unknown fields once answered 303 KB. */
const MAX_PROBLEMS = 20

/** A problem as it is listed: a field name or message quoting a huge key is cut, so no answer outgrows its request. */
const bounded = ({ field, message }: FieldProblem): FieldProblem => ({ field: clip(field, 200) ?? '', message: clip(message, 500) ?? '' })

function validated(validate: PayloadValidator, payload: JsonObject): JsonObject {
  const result = validate(payload)
  if (result.valid) return result.data
  const details = result.problems.slice(0, MAX_PROBLEMS).map(bounded)
  const summary =
    details
      .slice(0, 3)
      .map((d) => d.message)
      .join(' ') + (result.problems.length > 3 ? ` (e mais ${result.problems.length - 3})` : '')
  throw new HttpError(422, 'validation_failed', `Algumas respostas precisam de correção: ${summary}`, details, {}, result.problems.length)
}

/** `application/json`, with parameters or none; `application/json-patch+json` and the like are other formats. */
function requireJson(c: Context): void {
  if ((c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Envie as respostas como JSON (Content-Type: application/json).')
  }
}

/**
 * The `forms` function's routes, relative to the function (mounted by `functionsApp`): `POST /<form id>` for every
 * questionnaire (decision 050) and `POST /_outbox` for the scheduler. The e-mail goes after the answer, from the outbox,
 * so a slow provider neither holds the visitor nor loses it (decision 060).
 */
export function createFormsApp(deps: FormsDeps): Hono {
  const { store, notifier = null } = deps
  // Whatever goes wrong, a log line never carries an answer (errors from the database can quote the row).
  const logger = safeLogger(deps.logger ?? console)
  const revisions = cachedRevisions(deps.revisions, deps.revisionsTtlMs)
  // A revision never changes (its hash is its content), so its compiled validator is kept for the isolate's life.
  const validators = new Map<string, PayloadValidator>()
  const validatorOf = (revision: FormRevision) => {
    let validate = validators.get(revision.hash)
    if (validate) return validate
    try {
      validate = createValidator(revision)
    } catch (error) {
      // check:schemas keeps this from being deployed; should it happen, the reason goes to the log, not the visitor.
      logger.error(`[${revision.formId}] o schema publicado (${revision.hash.slice(0, 12)}) não compila`, error)
      throw new HttpError(500, 'internal_error', 'Este formulário está com um problema no servidor. Tente novamente mais tarde.')
    }
    validators.set(revision.hash, validate)
    return validate
  }

  async function revisionFor(formId: string, rendered: string | null): Promise<FormRevision> {
    const cached = revisions.cached(formId)
    let choice = chooseRevision(await revisions.live(formId), rendered)
    // Unknown to this isolate's cache: it may have been published a moment ago (a fresh read needs no second one).
    if (!('revision' in choice) && cached) choice = chooseRevision(await revisions.live(formId, { refresh: true }), rendered)
    if ('revision' in choice) return choice.revision
    if ('missing' in choice) throw new HttpError(404, 'form_not_found', `O formulário "${formId}" não existe.`)
    throw new HttpError(
      409,
      'revision_unknown',
      'Este formulário foi atualizado desde que a página abriu. Recarregue a página: suas respostas continuam salvas neste navegador.',
    )
  }

  /** Counts in the limiter under the client's `_refused` scope (nothing per unknown id), then refuses: a 429 once over. */
  async function refuse(req: Request, error: HttpError): Promise<never> {
    if (deps.limiter) await enforceRateLimit(deps.limiter, deps.rateLimitSalt, req, REFUSED_SCOPE, logger)
    throw error
  }

  async function acceptedRevision(req: Request, formId: string): Promise<{ revision: FormRevision; target: ServerTarget }> {
    const revision = await revisionFor(formId, req.headers.get(REVISION_HEADER)).catch((error: unknown) => {
      if (error instanceof HttpError) return refuse(req, error)
      logger.error(`[${formId}] não foi possível ler as revisões publicadas`, error)
      throw new HttpError(503, 'forms_unavailable', 'Não foi possível carregar o formulário agora. Tente novamente em instantes.')
    })
    const target = submitTargetOf(revision.schema)
    // The diagnostic (`{ local: true }`) is kept in the browser: the server has nowhere to put it.
    if (!target || 'local' in target)
      return refuse(req, new HttpError(404, 'form_not_found', `O formulário "${formId}" não é enviado ao servidor.`))
    return { revision, target }
  }

  /** The lead's e-mail, after the answer: from the outbox entry just written, so a failure is retried later. */
  function notifyLater(outboxId: number) {
    const { outbox } = deps
    if (!outbox || !notifier) return
    deps.background(
      deliverNotifications(outbox, notifier, logger, { id: outboxId, timeoutMs: deps.notifyTimeoutMs }).catch((error: unknown) =>
        logger.error(`[forms] outbox ${outboxId}: não foi possível enviar agora; fica para a próxima tentativa`, error),
      ),
    )
  }

  /** The address typed in the form, when the revision declares a receipt and the address is under its daily limit. */
  async function receiptTo(req: Request, revision: FormRevision, payload: JsonObject): Promise<string | undefined> {
    if (!deps.receipts || formMetaOf(revision.schema).receipt !== true) return undefined
    const address = visitorAddress(revision, payload)
    return address && (await deps.receipts.allows(address, req)) ? address : undefined
  }

  const limit = deps.bodyLimit ?? BODY_LIMIT_BYTES
  const app = new Hono()
  app.use(cors({ origin: deps.allowOrigin, allowMethods: ['POST', 'OPTIONS'], allowHeaders: ALLOWED_HEADERS, maxAge: 86400 }))
  app.onError((error) => errorAnswer(error, logger))
  const noSuchForm = (req: Request) =>
    refuse(req, new HttpError(404, 'form_not_found', 'Envie para /functions/v1/forms/<id do formulário>.'))

  if (deps.outbox) {
    const outbox = deps.outbox
    app.all(`/${OUTBOX_SEGMENT}`, (c) =>
      flushOutbox(c.req.raw, { outbox, notifier, secret: deps.flushSecret, logger, timeoutMs: deps.notifyTimeoutMs }),
    )
  }
  if (deps.funnel) {
    const route = funnelRoute({ counter: deps.funnel, salt: deps.rateLimitSalt, logger, revisionOf: revisionFor })
    app.post(`/${FUNNEL_SEGMENT}`, limitBody(FUNNEL_BODY_LIMIT), route)
  }
  app.post(
    '/:formId',
    (c, next) => (requireJson(c), next()),
    limitBody(limit),
    async (c) => {
      const { formId } = c.req.param()
      if (!isFormId(formId)) return noSuchForm(c.req.raw)
      const { revision, target } = await acceptedRevision(c.req.raw, formId)
      if (deps.limiter) await enforceRateLimit(deps.limiter, deps.rateLimitSalt, c.req.raw, formId, logger)
      const { payload, tripped } = takeHoneypot(parsePayload(await readBody(c.req.raw, limit)))
      // A bot that filled the trap gets the answer a person would, so it learns nothing; nothing is stored.
      if (tripped) {
        const id = crypto.randomUUID()
        return c.json({ ok: true, id, reference: referenceOf(id) })
      }
      const submission: Submission = {
        id: crypto.randomUUID(),
        formId: revision.formId,
        schemaHash: revision.hash,
        payload: validated(validatorOf(revision), payload),
        userAgent: clip(c.req.header('user-agent') ?? null, 512),
        origin: clip(c.req.header('origin') ?? null, 256),
      }
      const reference = referenceOf(submission.id)
      const to = await receiptTo(c.req.raw, revision, submission.payload)
      let stored
      try {
        stored = await store.store({ ...leadRow(target, submission), reference, ...(to ? { receiptTo: to } : {}) })
      } catch (error) {
        logger.error(`[${revision.formId}] falha ao gravar o envio`, error)
        throw new HttpError(503, 'storage_failed', 'Não foi possível registrar o envio agora. Tente novamente em instantes.')
      }
      notifyLater(stored.outboxId)
      // The same shape as the honeypot's: a random receipt, never a table's sequential key (it would count the leads).
      return c.json({ ok: true, id: submission.id, reference })
    },
  )
  app.all('/:formId', (c) => {
    throw new HttpError(405, 'method_not_allowed', `Método ${c.req.method} não permitido: envie com POST.`, [], { allow: 'POST, OPTIONS' })
  })
  app.all('*', (c) => noSuchForm(c.req.raw))
  return app
}
