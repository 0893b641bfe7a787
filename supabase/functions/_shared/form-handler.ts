import { corsHeaders } from './cors.ts'
import { takeHoneypot } from './honeypot.ts'
import { parsePayload } from './parse-payload.ts'
import { BODY_LIMIT_BYTES, readBody } from './read-body.ts'
import { errorBody, HttpError, jsonResponse } from './responses.ts'
import type { FormDefinition, JsonObject, Logger, Notifier, Submission, SubmissionStore } from './types.ts'
import { createValidator, type PayloadValidator } from './validator.ts'

export interface FormHandlerOptions {
  form: FormDefinition
  store: SubmissionStore
  notifier?: Notifier | null
  logger?: Logger
  /** `*` by default; the site's origin in production narrows it (CORS_ALLOW_ORIGIN). */
  allowOrigin?: string
  bodyLimit?: number
  /** The e-mail must not hold the visitor's answer for long: past this, it is logged as failed. */
  notifyTimeoutMs?: number
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max))

/** Reads, checks and validates the request; any problem is an HttpError with a Portuguese message. */
async function acceptedPayload<T extends object>(req: Request, validate: PayloadValidator<T>, limit: number): Promise<(JsonObject & T) | null> {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', `Método ${req.method} não permitido: envie com POST.`)
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Envie as respostas como JSON (Content-Type: application/json).')
  }
  const { payload, tripped } = takeHoneypot(parsePayload(await readBody(req, limit)))
  if (tripped) return null
  const result = validate(payload)
  if (result.valid) return result.data
  const details = result.problems
  const summary = details.slice(0, 3).map((d) => d.message).join(' ') + (details.length > 3 ? ` (e mais ${details.length - 3})` : '')
  throw new HttpError(422, 'validation_failed', `Algumas respostas precisam de correção: ${summary}`, details)
}

/**
 * One handler for every form function: CORS, POST only, bounded body, JSON object, the form's own
 * JSON Schema, then store first and notify second. A notification failure is logged and the
 * answer is still success: the submission is already safe in the table.
 * `T` is the form's generated data type (serve-form.ts picks it by function name): a payload that passed
 * validation has that type; storage and e-mail are generic and need no more than `JsonObject`.
 */
export function createFormHandler<T extends object = JsonObject>(options: FormHandlerOptions): (req: Request) => Promise<Response> {
  const { form, store, notifier = null, logger = console, bodyLimit = BODY_LIMIT_BYTES } = options
  const cors = corsHeaders(options.allowOrigin ?? '*', 'POST, OPTIONS')
  const validate = createValidator<T>(form.schema)
  return async (req) => {
    if (req.method === 'OPTIONS') return jsonResponse(200, { ok: true }, cors)
    let payload: (JsonObject & T) | null
    try {
      payload = await acceptedPayload(req, validate, bodyLimit)
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error(`[${form.formId}] erro inesperado ao ler o envio`, error)
      const known = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'Erro inesperado. Tente novamente.')
      const headers: Record<string, string> = known.status === 405 ? { ...cors, allow: 'POST, OPTIONS' } : cors
      return jsonResponse(known.status, errorBody(known), headers)
    }
    // A bot that filled the trap gets the answer a person would, so it learns nothing; nothing is stored.
    if (payload === null) return jsonResponse(200, { ok: true, id: crypto.randomUUID() }, cors)
    const submission: Submission<JsonObject & T> = {
      id: crypto.randomUUID(),
      formId: form.formId,
      schemaHash: form.schemaHash,
      payload,
      userAgent: clip(req.headers.get('user-agent'), 512),
      origin: clip(req.headers.get('origin'), 256),
    }
    try {
      await store.insert(submission)
    } catch (error) {
      logger.error(`[${form.formId}] falha ao gravar o envio`, error)
      const failure = new HttpError(503, 'storage_failed', 'Não foi possível registrar o envio agora. Tente novamente em instantes.')
      return jsonResponse(503, errorBody(failure), cors)
    }
    if (notifier) await notifyQuietly(notifier, form, submission, logger, options.notifyTimeoutMs ?? 10_000)
    return jsonResponse(200, { ok: true, id: submission.id }, cors)
  }
}

async function notifyQuietly(notifier: Notifier, form: FormDefinition, submission: Submission, logger: Logger, timeoutMs: number) {
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
