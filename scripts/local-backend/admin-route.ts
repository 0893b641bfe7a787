import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import { sameSecret } from '../../supabase/functions/_shared/same-secret.ts'
import type { Database } from './database.ts'
import { readSubmissions } from './read-submissions.ts'

export const ADMIN_SECRET_HEADER = 'x-local-backend-secret'

/**
 * The 403 for a request without the lock file's secret, else undefined: every admin endpoint asks first. Compared as
 * hashes: a header of any length or alphabet is a 403, never a comparison that throws (a 500).
 */
export async function adminRefusal(req: Request, secret: string): Promise<Response | undefined> {
  if (await sameSecret(req.headers.get(ADMIN_SECRET_HEADER) ?? '', secret)) return undefined
  return jsonResponse(403, { error: { code: 'forbidden', message: 'segredo do backend local ausente ou errado', details: [] } })
}

/**
 * `GET /admin/v1/submissions[?form=<id>&limit=<n>]`: lets `npm run submissions` read through the running server instead of
 * opening PGlite's folder a second time. Guarded by the secret in the lock file (readable only by the
 * developer who started the server); no CORS headers, so no web page can call it.
 */
export async function adminRoute(req: Request, db: Database, secret: string, tableForms: Record<string, string>): Promise<Response> {
  const refused = await adminRefusal(req, secret)
  if (refused) return refused
  if (req.method !== 'GET') return jsonResponse(405, { error: { code: 'method_not_allowed', message: 'use GET', details: [] } })
  const params = new URL(req.url).searchParams
  const limit = Math.min(Math.max(Number(params.get('limit') ?? 50) || 50, 1), 10_000)
  return jsonResponse(200, await readSubmissions(db, { tableForms, form: params.get('form') ?? undefined, limit }))
}
