import type { ErrorBody } from '../workspace-contract/workspace-answers.ts'

/** Every answer carries a JSON body: supabase-js turns a 2xx `application/json` answer with no body into an error. */

export interface FieldProblem {
  field: string
  message: string
}

export type ErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'empty_body'
  | 'invalid_utf8'
  | 'invalid_json'
  | 'null_byte'
  | 'lone_surrogate'
  | 'not_an_object'
  | 'validation_failed'
  | 'form_not_found'
  | 'revision_unknown'
  | 'forms_unavailable'
  | 'storage_failed'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'internal_error'
  | 'function_not_found'
  | 'not_found'
  | 'bad_request'
  | 'request_timeout'
  | 'expectation_failed'

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const all = new Headers(headers)
  all.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers: all })
}

/** Every refusal, from any route of any function (and the local backend's own): one error body, one answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
    readonly total = details.length,
  ) {
    super(message)
  }

  /** `total` appears only when `details` was cut: the first problems are listed, all are counted. */
  body(): ErrorBody {
    const { code, message, details, total } = this
    return { error: { code, message, details, ...(total > details.length ? { total } : {}) } }
  }

  response(): Response {
    return jsonResponse(this.status, this.body(), this.headers)
  }
}
