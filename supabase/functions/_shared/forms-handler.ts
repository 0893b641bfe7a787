import type { Background } from './background.ts'
import { corsHeaders, errorBody, HttpError, jsonResponse, type FieldProblem } from './responses.ts'
import { deliverNotifications } from './deliver-notifications.ts'
import { flushRoute, isOutboxPath } from './flush-route.ts'
import { submitTargetOf, type SubmitTarget, takeHoneypot, formIdFromPath, REVISION_HEADER } from './form-core/index.ts'
import { leadRow } from './lead-store.ts'
import type { Outbox } from './outbox.ts'
import { parsePayload } from './parse-payload.ts'
import { enforceRateLimit, REFUSED_SCOPE, type RateLimiter } from './rate-limit.ts'
import { BODY_LIMIT_BYTES, readBody, refuseDeclaredOversize } from './read-body.ts'
import { cachedRevisions, chooseRevision } from './revisions.ts'
import { safeLogger } from './safe-logger.ts'
import type { FormRevision, JsonObject, LeadStore, Logger, Notifier, RevisionSource, Submission } from './types.ts'
import { createValidator, type PayloadValidator } from './validator.ts'

export interface FormsHandlerOptions {
  revisions: RevisionSource
  store: LeadStore
  /** Per client and form (hit_rate_limit); null only in unit tests of other concerns. */
  limiter: RateLimiter | null
  rateLimitSalt: string
  /** What is still owed the agency (notification_outbox); with a notifier, each lead is e-mailed from it. */
  outbox: Outbox | null
  notifier?: Notifier | null
  background: Background
  /** The service-role key: the only credential the flush route (`/forms/_outbox`) accepts. */
  flushSecret: string
  logger?: Logger
  /** `*` by default; the site's origin in production narrows it (CORS_ALLOW_ORIGIN). */
  allowOrigin?: string
  bodyLimit?: number
  /** A provider that does not answer within this is recorded as failed and retried from the outbox. */
  notifyTimeoutMs?: number
  revisionsTtlMs?: number
}

type ServerTarget = Exclude<SubmitTarget, { local: true }>

interface Accepted {
  revision: FormRevision
  target: ServerTarget
  /** Null: the honeypot was filled (answered as stored, nothing kept). */
  payload: JsonObject | null
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max))

const METHODS = 'POST, OPTIONS'

function checkRequest(req: Request, bodyLimit: number): void {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', `Método ${req.method} não permitido: envie com POST.`)
  // `application/json`, with parameters or none; `application/json-patch+json` and the like are other formats.
  if ((req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Envie as respostas como JSON (Content-Type: application/json).')
  }
  refuseDeclaredOversize(req, bodyLimit)
}

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

/**
 * `POST /functions/v1/forms/<form id>`: a new questionnaire needs no function code or redeploy (decision 050). The e-mail
 * goes after the answer, from the outbox, so a slow provider neither holds the visitor nor loses it (decision 060).
 */
export function createFormsHandler(options: FormsHandlerOptions): (req: Request) => Promise<Response> {
  const { store, notifier = null, bodyLimit = BODY_LIMIT_BYTES } = options
  // Whatever goes wrong, a log line never carries an answer (errors from the database can quote the row).
  const logger = safeLogger(options.logger ?? console)
  const cors = corsHeaders(options.allowOrigin ?? '*', METHODS)
  const revisions = cachedRevisions(options.revisions, options.revisionsTtlMs)
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
    if (options.limiter) await enforceRateLimit(options.limiter, options.rateLimitSalt, req, REFUSED_SCOPE, logger)
    throw error
  }

  async function accept(req: Request): Promise<Accepted> {
    checkRequest(req, bodyLimit)
    const formId = formIdFromPath(new URL(req.url).pathname)
    if (formId === undefined) return refuse(req, new HttpError(404, 'form_not_found', 'Envie para /functions/v1/forms/<id do formulário>.'))
    const revision = await revisionFor(formId, req.headers.get(REVISION_HEADER)).catch((error: unknown) => {
      if (error instanceof HttpError) return refuse(req, error)
      logger.error(`[${formId}] não foi possível ler as revisões publicadas`, error)
      throw new HttpError(503, 'forms_unavailable', 'Não foi possível carregar o formulário agora. Tente novamente em instantes.')
    })
    const target = submitTargetOf(revision.schema)
    // The diagnostic (`{ local: true }`) is kept in the browser: the server has nowhere to put it.
    if (!target || 'local' in target)
      return refuse(req, new HttpError(404, 'form_not_found', `O formulário "${formId}" não é enviado ao servidor.`))
    if (options.limiter) await enforceRateLimit(options.limiter, options.rateLimitSalt, req, formId, logger)
    const { payload, tripped } = takeHoneypot(parsePayload(await readBody(req, bodyLimit)))
    return { revision, target, payload: tripped ? null : validated(validatorOf(revision), payload) }
  }

  /** The lead's e-mail, after the answer: from the outbox entry just written, so a failure is retried later. */
  function notifyLater(outboxId: number) {
    const { outbox, notifier } = options
    if (!outbox || !notifier) return
    options.background(
      deliverNotifications(outbox, notifier, logger, { id: outboxId, timeoutMs: options.notifyTimeoutMs }).catch((error: unknown) =>
        logger.error(`[forms] outbox ${outboxId}: não foi possível enviar agora; fica para a próxima tentativa`, error),
      ),
    )
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return jsonResponse(200, { ok: true }, cors)
    if (options.outbox && isOutboxPath(new URL(req.url).pathname)) {
      return flushRoute(req, { outbox: options.outbox, notifier, secret: options.flushSecret, logger, timeoutMs: options.notifyTimeoutMs })
    }
    let accepted: Accepted
    try {
      accepted = await accept(req)
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error('[forms] erro inesperado ao ler o envio', error)
      const known = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'Erro inesperado. Tente novamente.')
      const headers: Record<string, string> = { ...cors, ...known.headers, ...(known.status === 405 ? { allow: METHODS } : {}) }
      return jsonResponse(known.status, errorBody(known), headers)
    }
    const { revision, target, payload } = accepted
    // A bot that filled the trap gets the answer a person would, so it learns nothing; nothing is stored.
    if (payload === null) return jsonResponse(200, { ok: true, id: crypto.randomUUID() }, cors)
    const submission: Submission = {
      id: crypto.randomUUID(),
      formId: revision.formId,
      schemaHash: revision.hash,
      payload,
      userAgent: clip(req.headers.get('user-agent'), 512),
      origin: clip(req.headers.get('origin'), 256),
    }
    let stored
    try {
      stored = await store.store(leadRow(target, submission))
    } catch (error) {
      logger.error(`[${revision.formId}] falha ao gravar o envio`, error)
      const failure = new HttpError(503, 'storage_failed', 'Não foi possível registrar o envio agora. Tente novamente em instantes.')
      return jsonResponse(503, errorBody(failure), cors)
    }
    notifyLater(stored.outboxId)
    // The same shape as the honeypot's: a random receipt, never a table's sequential key (it would count the leads).
    return jsonResponse(200, { ok: true, id: submission.id }, cors)
  }
}
