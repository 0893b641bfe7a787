import { isObject, isTeamRole, TEAM_ROLES } from '#form-core'
import { HttpError, jsonResponse, type ErrorCode } from '#functions/platform/responses.ts'
import { sameSecret } from '#functions/forms-function/flush-route.ts'
import { formTableMap, type FormFiles } from '../forms/load-forms.ts'
import { runPrivacyAction, type PrivacyRequest } from '../privacy/privacy-actions.ts'
import type { Database } from './database.ts'
import { ADMIN_SECRET_HEADER } from './lock-file.ts'
import { readSubmissions } from './read-submissions.ts'
import { memberEmail, runMemberAction, type MemberRequest } from '../members/member-actions.ts'

/** Guarded by the lock file's secret (readable only by the developer); no CORS headers, so no web page can call them. */
const refuse = (status: number, code: ErrorCode, message: string) => new HttpError(status, code, message).response()

export interface AdminContext {
  db: Database
  secret: string
  forms: () => FormFiles[]
}

/** Compared as hashes: a header of any length or alphabet is a 403, never a comparison that throws (a 500). */
async function refusal(req: Request, secret: string, method: string): Promise<Response | undefined> {
  if (!(await sameSecret(req.headers.get(ADMIN_SECRET_HEADER) ?? '', secret)))
    return refuse(403, 'forbidden', 'segredo do backend local ausente ou errado')
  if (req.method !== method) return refuse(405, 'method_not_allowed', `use ${method}`)
}

export async function adminSubmissions(req: Request, ctx: AdminContext): Promise<Response> {
  const refused = await refusal(req, ctx.secret, 'GET')
  if (refused) return refused
  const params = new URL(req.url).searchParams
  const forms = ctx.forms()
  const form = params.get('form') ?? undefined
  // Only a form that exists: a name such as `__proto__` must never be looked up in a plain object.
  if (form !== undefined && !forms.some((f) => f.id === form)) {
    return refuse(400, 'bad_request', `formulário "${form.slice(0, 80)}" não existe. Formulários: ${forms.map((f) => f.id).join(', ')}.`)
  }
  const limit = Math.min(Math.max(Number(params.get('limit') ?? 50) || 50, 1), 10_000)
  return jsonResponse(200, await readSubmissions(ctx.db, { tableForms: formTableMap(forms), form, limit }))
}

function privacyRequestOf(body: unknown): PrivacyRequest | string {
  if (!isObject(body)) return 'mande um objeto JSON'
  if (body.action === 'purge') return { action: 'purge', dryRun: body.dryRun !== false }
  if ((body.action === 'export' || body.action === 'erase') && typeof body.email === 'string' && body.email.includes('@'))
    return { action: body.action, email: body.email, requestedBy: typeof body.requestedBy === 'string' ? body.requestedBy : undefined }
  return 'use { "action": "export" | "erase", "email": "…" } ou { "action": "purge", "dryRun": true | false }'
}

export async function adminPrivacy(req: Request, ctx: AdminContext): Promise<Response> {
  const refused = await refusal(req, ctx.secret, 'POST')
  if (refused) return refused
  const request = privacyRequestOf(await req.json().catch(() => undefined))
  if (typeof request === 'string') return refuse(400, 'bad_request', request)
  return jsonResponse(200, await runPrivacyAction(ctx.db, ctx.forms(), request))
}

function memberRequestOf(body: unknown): MemberRequest | string {
  if (!isObject(body)) return 'mande um objeto JSON'
  if (body.action === 'list') return { action: 'list' }
  if (body.action !== 'add' && body.action !== 'remove') return 'use { "action": "add" | "remove" | "list", "email": "…" }'
  const email = memberEmail(typeof body.email === 'string' ? body.email : undefined)
  if (typeof email !== 'string') return email.error
  const by = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 254) : '')
  if (body.action === 'remove') {
    const heir = body.handTo === undefined ? undefined : memberEmail(typeof body.handTo === 'string' ? body.handTo : undefined)
    if (typeof heir === 'object') return `handTo: ${heir.error}`
    return { action: 'remove', email, removedBy: by(body.removedBy) || undefined, handTo: heir, ownerless: body.ownerless === true }
  }
  if (body.role !== undefined && !isTeamRole(body.role)) return `role: use ${TEAM_ROLES.map((r) => `"${r.value}"`).join(' ou ')}`
  const addedBy = by(body.addedBy)
  return addedBy ? { action: 'add', email, addedBy, role: isTeamRole(body.role) ? body.role : undefined } : 'falta addedBy: quem adiciona'
}

/** `npm run members` on the running backend's data (it owns the folder). */
export async function adminMembers(req: Request, ctx: AdminContext): Promise<Response> {
  const refused = await refusal(req, ctx.secret, 'POST')
  if (refused) return refused
  const request = memberRequestOf(await req.json().catch(() => undefined))
  if (typeof request === 'string') return refuse(400, 'bad_request', request)
  try {
    return jsonResponse(200, await runMemberAction(ctx.db, request))
  } catch (error) {
    // The database's refusal in words (22023: a heir outside the team), as the CLI on the folder says it.
    const { code, message } = error as { code?: string; message?: string }
    if (code === '22023' && message) return refuse(400, 'bad_request', message)
    throw error
  }
}
