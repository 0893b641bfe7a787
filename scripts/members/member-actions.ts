import { isEmail, MEMBER_ROLE, type TeamRole } from '#form-core'
import type { BackendConfig } from '../local-backend/config.ts'
import type { Queryable } from '../local-backend/database.ts'
import { throughOwner } from '../local-backend/lock-file.ts'
import { addAuthUser } from '../local-backend/auth/auth-store.ts'
import { adminApiAuthUsers, type AuthUsers } from '#functions/platform/auth-admin.ts'

/**
 * `npm run members`: who is the agency (public.agency_members). A member signed in with an e-mail code reads the
 * leads under RLS; removing one takes effect on their next request, whatever session they hold. Sign-ups are off
 * (decision 171), so adding a member also makes them an Auth user: only users are sent a code.
 */
export type MemberRequest =
  | { action: 'list' }
  /** Without a role, a new member is `equipe` and an existing one keeps theirs; with one, it is set (recovery). */
  | { action: 'add'; email: string; addedBy: string; role?: TeamRole }
  /**
   * The member's leads go to `handTo` (a member), or to nobody with `ownerless`; a member who owns leads is not
   * removed without one of the two, so nobody's leads are dropped by surprise (decision 215, the screen's rule).
   */
  | { action: 'remove'; email: string; removedBy?: string; handTo?: string; ownerless?: boolean }

export interface Member {
  email: string
  role: TeamRole
  added_by: string
  added_at: string
}

export type MemberResult =
  | { action: 'list'; members: Member[] }
  | { action: 'add'; member: Member; created: boolean; roleFrom?: TeamRole }
  /** `owned`: the leads they answered for, handed to `handTo` or left with nobody; `unanswered`: not removed, say to whom. */
  | { action: 'remove'; email: string; removed: boolean; owned: number; handTo?: string; unanswered?: boolean }

/** The e-mail as stored (trimmed, lower-cased), or the reason it cannot be one. */
export function memberEmail(text: string | undefined): string | { error: string } {
  const email = (text ?? '').trim().toLowerCase()
  if (email === '') return { error: 'falta o e-mail' }
  // The database's own rule (public.is_email), checked first to answer in Portuguese.
  if (!isEmail(email)) return { error: `"${email.slice(0, 80)}" não é um e-mail` }
  return email
}

/** The local backend's Auth (local_auth, in the same database). */
export const localAuthUsers =
  (db: Queryable): AuthUsers =>
  (email) =>
    addAuthUser(db, email)

const asMember = (row: { email: string; role: TeamRole; added_by: string; added_at: unknown }): Member => ({
  email: row.email,
  role: row.role,
  added_by: row.added_by,
  added_at: row.added_at instanceof Date ? row.added_at.toISOString() : String(row.added_at),
})

const COLUMNS = 'email, role, added_by, added_at'

/** A line of the team's audit list (agency_member_changes), as the "Equipe" screen's own changes leave one. */
const logChange = (db: Queryable, actor: string, action: 'add' | 'role' | 'remove', member: string, role?: string, fromRole?: string) =>
  db.query('insert into public.agency_member_changes (actor, action, member, role, from_role) values ($1, $2, $3, $4, $5)', [
    actor,
    action,
    member,
    role ?? null,
    fromRole ?? null,
  ])

/** The operator's changes skip the screen's rules (the last administrator) on purpose: this is set-up and recovery. */
export async function runMemberAction(db: Queryable, request: MemberRequest, authUsers = localAuthUsers(db)): Promise<MemberResult> {
  if (request.action === 'list') {
    const { rows } = await db.query<Member>(`select ${COLUMNS} from public.agency_members order by email`)
    return { action: 'list', members: rows.map(asMember) }
  }
  if (request.action === 'add') {
    // The Auth user first: a member who could not be sent a code would be locked out. Also repairs older members.
    await authUsers(request.email)
    const role = request.role ?? MEMBER_ROLE
    const inserted = await db.query<Member>(
      `insert into public.agency_members (email, added_by, role) values ($1, $2, $3) on conflict (email) do nothing returning ${COLUMNS}`,
      [request.email, request.addedBy, role],
    )
    if (inserted.rows[0]) {
      await logChange(db, request.addedBy, 'add', request.email, role)
      return { action: 'add', member: asMember(inserted.rows[0]), created: true }
    }
    const [current] = (await db.query<Member>(`select ${COLUMNS} from public.agency_members where email = $1`, [request.email])).rows
    if (!request.role || request.role === current.role) return { action: 'add', member: asMember(current), created: false }
    await db.query('update public.agency_members set role = $2 where email = $1', [request.email, request.role])
    await logChange(db, request.addedBy, 'role', request.email, request.role, current.role)
    return { action: 'add', member: { ...asMember(current), role: request.role }, created: false, roleFrom: current.role }
  }
  const { email, handTo } = request
  const actor = request.removedBy ?? 'npm run members'
  const [member] = (await db.query<{ role: string }>('select role from public.agency_members where email = $1', [email])).rows
  if (!member) return { action: 'remove', email, removed: false, owned: 0 }
  const [{ owned }] = (await db.query<{ owned: number }>('select count(*)::int as owned from public.lead_owner where owner = $1', [email]))
    .rows
  if (owned > 0 && !handTo && !request.ownerless) return { action: 'remove', email, removed: false, owned, unanswered: true }
  // The screen's own hand-over (workspace_remove_member calls it): the same refusals, an activity line on each lead.
  await db.query('select public.workspace_hand_over_leads($1, $2, $3)', [email, handTo ?? null, actor])
  await db.query('delete from public.agency_members where email = $1', [email])
  await logChange(db, actor, 'remove', email, undefined, member.role)
  return { action: 'remove', email, removed: true, owned, handTo }
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
