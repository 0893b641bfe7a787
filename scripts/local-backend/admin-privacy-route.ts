import { isObject } from '#form-core/json.ts'
import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { FormFiles } from '../forms/load-forms.ts'
import { runPrivacyAction, type PrivacyRequest } from '../privacy/privacy-actions.ts'
import { adminRefusal } from './admin-route.ts'
import type { Database } from './database.ts'

const bad = (message: string) => jsonResponse(400, { error: { code: 'bad_request', message, details: [] } })

function requestOf(body: unknown): PrivacyRequest | string {
  if (!isObject(body)) return 'mande um objeto JSON'
  if (body.action === 'purge') return { action: 'purge', dryRun: body.dryRun !== false }
  if ((body.action === 'export' || body.action === 'erase') && typeof body.email === 'string' && body.email.includes('@')) return { action: body.action, email: body.email }
  return 'use { "action": "export" | "erase", "email": "…" } ou { "action": "purge", "dryRun": true | false }'
}

/**
 * `POST /admin/v1/privacy`: lets `npm run privacy` act on the running local backend's data (it owns the PGlite
 * folder). Same guard as the other admin endpoint: the lock file's secret, no CORS.
 */
export async function adminPrivacyRoute(req: Request, db: Database, secret: string, forms: FormFiles[]): Promise<Response> {
  const refused = await adminRefusal(req, secret)
  if (refused) return refused
  if (req.method !== 'POST') return jsonResponse(405, { error: { code: 'method_not_allowed', message: 'use POST', details: [] } })
  const request = requestOf(await req.json().catch(() => undefined))
  if (typeof request === 'string') return bad(request)
  return jsonResponse(200, await runPrivacyAction(db, forms, request))
}
