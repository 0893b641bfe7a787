import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { myRole } from '../../src/agency/session.tsx'
import { READS } from '../../src/workspace/reads.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { NoWebSocket, startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'

/**
 * What the SQL answers through rpc is what the page reads (decision 197): every read of src/workspace/reads.ts, and
 * the session's role, called as the page calls them (supabase-js, a member's token, the HTTP rpc path) and parsed
 * with the page's own schemas. A column renamed or a type changed in a migration fails here, not on a member's screen.
 */
const ADMIN = 'ana@agencia.test'
const COLLEAGUE = 'bia@agencia.test'

let backend: TestBackend
let member: SupabaseClient

beforeAll(async () => {
  backend = await startTestBackend()
  await sendLead(backend.url, serverForms[0])
  await sendLead(backend.url, tableForms[0])
  await addMembers(backend, [ADMIN], 'administracao')
  await addMembers(backend, [COLLEAGUE])
  const token = await accessTokenFor(backend, ADMIN)
  member = createClient(backend.url, LOCAL_BACKEND.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: NoWebSocket },
  })
}, 120_000)
afterAll(() => backend?.stop())

/** One rpc as the member: its data, or the test fails with PostgREST's error. */
async function rpc(fn: string, args: Record<string, unknown> = {}): Promise<unknown> {
  const { data, error } = await member.rpc(fn, args)
  expect(error, `${fn}: ${error?.message}`).toBeNull()
  return data
}

describe('the workspace’s reads, parsed by the page’s schemas against the real SQL', () => {
  it('reads the inbox, a lead with notes and activity, the person’s other leads, the team and the member’s role', async () => {
    const inbox = READS.workspace_inbox.parse(await rpc('workspace_inbox', { p_with_forms: true }))
    expect(inbox.rows.length).toBeGreaterThanOrEqual(2)
    expect(inbox.forms?.length).toBeGreaterThan(0)
    expect(typeof inbox.total).toBe('number')

    const [lead] = inbox.rows
    const at = { p_source_table: lead.source_table, p_source_id: lead.source_id }
    // Every kind of line the activity and the notes hold, so each is read.
    await rpc('workspace_add_note', { ...at, p_body: 'Ligar na segunda.' })
    await rpc('workspace_set_statuses', { p_leads: [lead], p_status: 'em_andamento' })
    await rpc('workspace_set_owner', { ...at, p_owner: COLLEAGUE })
    await rpc('workspace_record_answer', { ...at, p_channel: 'whatsapp' })
    const record = READS.workspace_lead.parse(await rpc('workspace_lead', at))
    expect(record.notes.map((n) => n.body)).toEqual(['Ligar na segunda.'])
    expect(record.activity.map((a) => a.action).sort()).toEqual(['answer', 'note', 'owner', 'status'])
    expect(record.revision?.hash).toBe(lead.schema_hash)

    const others = READS.workspace_other_leads.parse(await rpc('workspace_other_leads', { ...at, p_email: 'ninguem@exemplo.test' }))
    expect(others).toEqual([])

    await rpc('workspace_set_member_role', { p_email: COLLEAGUE, p_role: 'administracao' })
    const team = READS.workspace_team.parse(await rpc('workspace_team'))
    expect(team.members.map((m) => m.email).sort()).toEqual([ADMIN, COLLEAGUE])
    expect(team.changes[0]).toMatchObject({ action: 'role', member: COLLEAGUE, role: 'administracao', from_role: 'equipe' })

    expect(myRole.parse(await rpc('workspace_my_role'))).toBe('administracao')
    expect(READS.workspace_new_count.parse(await rpc('workspace_new_count'))).toBeGreaterThanOrEqual(0)

    // The funnel (decision 221): a day's counts of a published revision, read back with the revision's schema.
    await backend.db.query(
      `insert into public.form_funnel_counts (form_id, schema_hash, day, kind, bucket, visits)
       select r.form_id, r.hash, public.funnel_today(), k.kind, k.bucket, k.visits
         from (select form_id, hash from public.form_revisions where form_id = 'contact' order by first_published_at desc limit 1) r,
              (values ('view', 0, 3), ('start', 0, 2), ('submit', 0, 1), ('stop', 2, 1), ('duration', 6, 1)) k (kind, bucket, visits)`,
    )
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
    const funnel = READS.workspace_funnel.parse(await rpc('workspace_funnel', { p_form_id: 'contact', p_from: today, p_to: today }))
    expect(JSON.stringify(funnel)).toContain('"views":3')

    // The LGPD log, the administration's: a request answered is a line with who, when and how many rows.
    await backend.db.query(
      `insert into public.privacy_requests (action, email_sha256, requested_by, rows_affected) values ('erase', repeat('a', 64), $1, 3)`,
      [`painel (${ADMIN})`],
    )
    const log = READS.workspace_privacy_log.parse(await rpc('workspace_privacy_log'))
    expect(log[0]).toMatchObject({ action: 'erase', requested_by: `painel (${ADMIN})`, rows_affected: 3 })
  })

  it('the LGPD log is refused to a member outside the administration, in words', async () => {
    const colleague = createClient(backend.url, LOCAL_BACKEND.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${await accessTokenFor(backend, 'caio@agencia.test')}` } },
      realtime: { transport: NoWebSocket },
    })
    const { error } = await colleague.rpc('workspace_privacy_log')
    expect(error?.message).toBe('Só quem é da administração pode fazer isso; caio@agencia.test não é.')
  })

  it('covers every read the page makes', () => {
    expect(Object.keys(READS).sort()).toEqual([
      'workspace_funnel',
      'workspace_inbox',
      'workspace_lead',
      'workspace_new_count',
      'workspace_other_leads',
      'workspace_privacy_log',
      'workspace_team',
    ])
  })
})
