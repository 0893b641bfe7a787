import { Hono } from 'hono'
import { HttpError } from './responses.ts'
import type { Logger } from './server-types.ts'

/** One error body for every route of every function: `{ error: { code, message, details[, total] } }`. */
export function errorAnswer(error: Error, logger: Logger): Response {
  if (!(error instanceof HttpError)) logger.error('[functions] erro inesperado', error)
  const known = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'Erro inesperado. Tente novamente.')
  return known.response()
}

/**
 * Each function's routes under its name: Supabase hands a deployed function `/<name>/…`, the local backend serves
 * `/functions/v1/<name>/…` (`prefix`). The Deno entry of each function, the local backend and the tests use this.
 */
export function functionsApp(functions: Record<string, Hono>, prefix = ''): Hono {
  const app = new Hono()
  for (const [name, routes] of Object.entries(functions)) app.route(`${prefix}/${name}`, routes)
  return app
}
