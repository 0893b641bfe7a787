import type { BackendConfig } from '../local-backend/config.ts'
import type { Queryable } from '../local-backend/database.ts'
import { throughOwner } from '../local-backend/lock-file.ts'
import { addAuthUser } from '../local-backend/auth/auth-store.ts'

/**
 * `npm run members`: who is the agency (public.agency_members). A member signed in with an e-mail code reads the
 * leads under RLS; removing one takes effect on their next request, whatever session they hold. Sign-ups are off
 * (decision 171), so adding a member also makes them an Auth user: only users are sent a code.
 */
export type MemberRequest = { action: 'list' } | { action: 'add'; email: string; addedBy: string } | { action: 'remove'; email: string }

export interface Member {
  email: string
  added_by: string
  added_at: string
}

export type MemberResult =
  | { action: 'list'; members: Member[] }
  | { action: 'add'; member: Member; created: boolean }
  | { action: 'remove'; email: string; removed: boolean }

/** The database's own rule (agency_members_email_format), checked first to answer in Portuguese. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The e-mail as stored (trimmed, lower-cased), or the reason it cannot be one. */
export function memberEmail(text: string | undefined): string | { error: string } {
  const email = (text ?? '').trim().toLowerCase()
  if (email === '') return { error: 'falta o e-mail' }
  if (email.length > 254 || !EMAIL.test(email)) return { error: `"${email.slice(0, 80)}" não é um e-mail` }
  return email
}

/** Makes an address a confirmed Auth user, once (a second call changes nothing). */
export type AuthUsers = (email: string) => Promise<void>

/** The local backend's Auth (local_auth, in the same database). */
export const localAuthUsers =
  (db: Queryable): AuthUsers =>
  (email) =>
    addAuthUser(db, email)

/** Production's Auth: GoTrue's admin API with the service-role key; an address already a user is fine. */
export function adminApiAuthUsers(project: { supabaseUrl: string; serviceRoleKey: string }): AuthUsers {
  return async (email) => {
    const response = await fetch(`${project.supabaseUrl.replace(/\/$/, '')}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: project.serviceRoleKey, authorization: `Bearer ${project.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, email_confirm: true }),
    })
    if (response.ok) return
    const body = (await response.json().catch(() => ({}))) as { error_code?: string; code?: string; msg?: string }
    if (response.status === 422 && (body.error_code ?? body.code) === 'email_exists') return
    throw new Error(`o Auth do projeto recusou criar o usuário de ${email} (${response.status} ${body.error_code ?? ''} ${body.msg ?? ''})`)
  }
}

const asMember = (row: { email: string; added_by: string; added_at: unknown }): Member => ({
  email: row.email,
  added_by: row.added_by,
  added_at: row.added_at instanceof Date ? row.added_at.toISOString() : String(row.added_at),
})

export async function runMemberAction(db: Queryable, request: MemberRequest, authUsers = localAuthUsers(db)): Promise<MemberResult> {
  if (request.action === 'list') {
    const { rows } = await db.query<Member>('select email, added_by, added_at from public.agency_members order by email')
    return { action: 'list', members: rows.map(asMember) }
  }
  if (request.action === 'add') {
    // The Auth user first: a member who could not be sent a code would be locked out. Also repairs older members.
    await authUsers(request.email)
    const inserted = await db.query<Member>(
      `insert into public.agency_members (email, added_by) values ($1, $2) on conflict (email) do nothing returning email, added_by, added_at`,
      [request.email, request.addedBy],
    )
    if (inserted.rows[0]) return { action: 'add', member: asMember(inserted.rows[0]), created: true }
    const { rows } = await db.query<Member>('select email, added_by, added_at from public.agency_members where email = $1', [request.email])
    return { action: 'add', member: asMember(rows[0]), created: false }
  }
  const { rows } = await db.query('delete from public.agency_members where email = $1 returning email', [request.email])
  return { action: 'remove', email: request.email, removed: rows.length > 0 }
}

/**
 * Where the data is, as `npm run privacy` chooses: DATABASE_URL (with `project`, production's Auth), else the running
 * local backend, else its folder.
 */
export function runMembers(
  config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>,
  request: MemberRequest,
  project?: { supabaseUrl: string; serviceRoleKey: string },
): Promise<MemberResult> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) }
  if (config.databaseUrl && request.action === 'add' && !project)
    throw new Error('com DATABASE_URL, adicionar precisa de SUPABASE_URL e SUPABASE_SERVICE_ROLE_KEY (o membro vira usuário do Auth)')
  return throughOwner(config, '/admin/v1/members', init, (db) =>
    runMemberAction(db, request, project ? adminApiAuthUsers(project) : localAuthUsers(db)),
  )
}
