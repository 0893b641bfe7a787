import { corsHeaders } from './cors.ts'
import { takeHoneypot } from './form-core/honeypot.ts'
import { formIdFromPath, REVISION_HEADER } from './form-core/form-route.ts'
import { parsePayload } from './parse-payload.ts'
import { BODY_LIMIT_BYTES, readBody } from './read-body.ts'
import { errorBody, HttpError, jsonResponse } from './responses.ts'
import { cachedRevisions, chooseRevision } from './revisions.ts'
import { safeLogger } from './safe-logger.ts'
import type { FormRevision, JsonObject, Logger, Notifier, RevisionSource, Submission, SubmissionStore } from './types.ts'
import { createValidator, type PayloadValidator } from './validator.ts'

export interface FormsHandlerOptions {
  revisions: RevisionSource
  store: SubmissionStore
  notifier?: Notifier | null
  logger?: Logger
  /** `*` by default; the site's origin in production narrows it (CORS_ALLOW_ORIGIN). */
  allowOrigin?: string
  bodyLimit?: number
  /** The e-mail must not hold the visitor's answer for long: past this, it is logged as failed. */
  notifyTimeoutMs?: number
  /** How long a form's live revisions are cached (tests set 0). */
  revisionsTtlMs?: number
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max))

const METHODS = 'POST, OPTIONS'

/** Method and media type, checked before anything is read or looked up. */
function checkRequest(req: Request): void {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', `Método ${req.method} não permitido: envie com POST.`)
  if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'unsupported_media_type', 'Envie as respostas como JSON (Content-Type: application/json).')
  }
}

function validated(validate: PayloadValidator, payload: JsonObject): JsonObject {
  const result = validate(payload)
  if (result.valid) return result.data
  const details = result.problems
  const summary = details.slice(0, 3).map((d) => d.message).join(' ') + (details.length > 3 ? ` (e mais ${details.length - 3})` : '')
  throw new HttpError(422, 'validation_failed', `Algumas respostas precisam de correção: ${summary}`, details)
}

/**
 * The one server entry of every questionnaire: `POST /functions/v1/forms/<form id>`. The form is whatever
 * `form_revisions` holds for that id (published by `npm run deploy`, or by the local backend at start), so a
 * new or edited questionnaire needs no function code, folder or redeploy (docs/decisions/050-*.md).
 * CORS, POST only, bounded body, JSON object, the revision's own JSON Schema, then store first and notify
 * second: a notification failure is logged and the answer is still success, the row being already safe.
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
    let choice = chooseRevision(await revisions.live(formId), rendered)
    // Unknown to this isolate's cache: it may have been published a moment ago.
    if (!('revision' in choice)) choice = chooseRevision(await revisions.live(formId, { refresh: true }), rendered)
    if ('revision' in choice) return choice.revision
    if ('missing' in choice) throw new HttpError(404, 'form_not_found', `O formulário "${formId}" não existe.`)
    throw new HttpError(
      409,
      'revision_unknown',
      'Este formulário foi atualizado desde que a página abriu. Recarregue a página: suas respostas continuam salvas neste navegador.',
    )
  }

  async function accept(req: Request): Promise<{ revision: FormRevision; payload: JsonObject | null }> {
    checkRequest(req)
    const formId = formIdFromPath(new URL(req.url).pathname)
    if (formId === undefined) throw new HttpError(404, 'form_not_found', 'Envie para /functions/v1/forms/<id do formulário>.')
    const revision = await revisionFor(formId, req.headers.get(REVISION_HEADER)).catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      logger.error(`[${formId}] não foi possível ler as revisões publicadas`, error)
      throw new HttpError(503, 'forms_unavailable', 'Não foi possível carregar o formulário agora. Tente novamente em instantes.')
    })
    const { payload, tripped } = takeHoneypot(parsePayload(await readBody(req, bodyLimit)))
    return { revision, payload: tripped ? null : validated(validatorOf(revision), payload) }
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return jsonResponse(200, { ok: true }, cors)
    let accepted: { revision: FormRevision; payload: JsonObject | null }
    try {
      accepted = await accept(req)
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error('[forms] erro inesperado ao ler o envio', error)
      const known = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'Erro inesperado. Tente novamente.')
      const headers: Record<string, string> = known.status === 405 ? { ...cors, allow: METHODS } : cors
      return jsonResponse(known.status, errorBody(known), headers)
    }
    const { revision, payload } = accepted
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
    try {
      await store.insert(submission)
    } catch (error) {
      logger.error(`[${revision.formId}] falha ao gravar o envio`, error)
      const failure = new HttpError(503, 'storage_failed', 'Não foi possível registrar o envio agora. Tente novamente em instantes.')
      return jsonResponse(503, errorBody(failure), cors)
    }
    if (notifier) await notifyQuietly(notifier, revision, submission, logger, options.notifyTimeoutMs ?? 10_000)
    return jsonResponse(200, { ok: true, id: submission.id }, cors)
  }
}

async function notifyQuietly(notifier: Notifier, form: FormRevision, submission: Submission, logger: Logger, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([notifier.notify(form, submission), timeout])
  } catch (error) {
    logger.error(`[${form.formId}] envio ${submission.id} gravado, mas o e-mail falhou`, error)
  } finally {
    clearTimeout(timer)
  }
}
