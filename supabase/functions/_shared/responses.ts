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
  | 'internal_error'

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const all = new Headers(headers)
  all.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers: all })
}

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
}

/** `total` appears only when `details` was cut: the first problems are listed, all are counted. */
export const errorBody = (e: HttpError) => ({
  error: { code: e.code, message: e.message, details: e.details, ...(e.total > e.details.length ? { total: e.total } : {}) },
})

/** supabase-js's headers make every call preflighted, so the preflight must list them. */
export function corsHeaders(allowOrigin: string, methods: string): Record<string, string> {
  return {
    'access-control-allow-origin': allowOrigin,
    'access-control-allow-methods': methods,
    'access-control-allow-headers':
      'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version, x-form-revision',
    'access-control-max-age': '86400',
    vary: 'origin',
  }
}
