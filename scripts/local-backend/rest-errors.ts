import { corsHeaders } from '../../supabase/functions/_shared/cors.ts'
import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { isPgError } from './database.ts'

/** PostgREST's error body (https://docs.postgrest.org/en/stable/references/errors.html): supabase-js reads these four. */
export interface RestError {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export const restCors = corsHeaders('*', 'GET, POST, OPTIONS')

export const restError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  jsonResponse(status, { code, details, hint, message } satisfies RestError, restCors)

/**
 * PostgREST's status for a Postgres error code (https://docs.postgrest.org/en/stable/references/errors.html),
 * where anything not listed is the client's fault: 400. Requests run as `anon`, so a permission
 * error is 401 (PostgREST answers 403 only to an authenticated role).
 */
function statusFor(code: string): number {
  if (code === '42501') return 401
  if (code === '23505' || code === '23503') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (/^(08|53)/.test(code)) return 503
  if (/^(28|0L|0P)/.test(code)) return 403
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) && code !== 'P0001') return 500
  return 400
}

/**
 * A database error as PostgREST would answer it; anything that is not one is a 500 with a JSON body.
 * Every 5xx is logged: it is the backend's fault, and the visitor's message says nothing useful.
 */
export function pgErrorResponse(error: unknown, logger: Logger): Response {
  const status = isPgError(error) ? statusFor(error.code ?? '') : 500
  if (status >= 500) logger.error('[local-backend] erro inesperado na API REST', error)
  if (!isPgError(error)) return restError(500, 'PGRST000', 'erro interno do backend local')
  return restError(status, error.code ?? 'XX000', error.message, error.detail ?? null, error.hint ?? null)
}
