import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core'
import { ident } from '../../scripts/local-backend/database.ts'
import { asCaller, outcomeAs, PERMISSION_DENIED, rowsAs, type Caller } from './support/as-caller.ts'
import { addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'

/**
 * The workspace's rights, proved in SQL for the three callers PostgREST can make: the anon key, a signed-in user who
 * is not a member, and a member (supabase/schema.sql).
 */
const member: Caller = { email: 'equipe@agencia.test' }
const outsider: Caller = { email: 'curioso@exemplo.test', sub: '00000000-0000-4000-8000-000000000002' }
const WORKSPACE = ['workspace_leads', 'lead_status', 'lead_notes', 'lead_owner', 'lead_activity', 'privacy_requests', 'agency_members']
const LEADS = ['form_submissions', 'Agendar Reunião', 'form_revisions', 'workspace_leads']

let backend: TestBackend
const [form] = serverForms
const [meeting] = tableForms
let submissionId = ''
let meetingId = ''

beforeAll(async () => {
  backend = await startTestBackend()
  await sendLead(backend.url, form)
  await sendLead(backend.url, meeting)
  submissionId = (await backend.db.query<{ id: string }>('select id::text from public.form_submissions limit 1')).rows[0].id
  meetingId = (await backend.db.query<{ id: string }>(`select id::text from public."Agendar Reunião" limit 1`)).rows[0].id
  await addMembers(backend, [(member as { email: string }).email])
})
afterAll(() => backend?.stop())

const setStatus = (status: string, id = submissionId, table = 'form_submissions') =>
  `insert into public.lead_status (source_table, source_id, status) values ('${table}', '${id}', '${status}')
   on conflict (source_table, source_id) do update set status = excluded.status`

describe('anon (the public key) has no right at all on the workspace', () => {
  it.each([...WORKSPACE, ...LEADS, 'notification_outbox'])('anon may not read %s', async (table) => {
    expect(await rowsAs(backend.db, 'anon', `select * from public.${ident(table)}`), `anon must not read ${table}`).toEqual({
      error: PERMISSION_DENIED,
    })
  })

  it('anon may not set a status, add a note, or ask whether it is a member', async () => {
    expect(await outcomeAs(backend.db, 'anon', setStatus('concluido')), 'anon must not set a status').toBe(PERMISSION_DENIED)
    expect(
      await outcomeAs(
        backend.db,
        'anon',
        `insert into public.lead_notes (source_table, source_id, body) values ('form_submissions', $1, 'x')`,
        [submissionId],
      ),
      'anon must not add a note',
    ).toBe(PERMISSION_DENIED)
    expect(await outcomeAs(backend.db, 'anon', 'select public.is_agency_member()'), 'anon must not execute is_agency_member').toBe(
      PERMISSION_DENIED,
    )
  })
})

describe('a signed-in user who is not a member gets nothing', () => {
  it.each([...WORKSPACE, ...LEADS])('a non-member reads no row of %s', async (table) => {
    expect(await rowsAs(backend.db, outsider, `select * from public.${ident(table)}`), `a non-member must see no ${table} row`).toEqual([])
  })

  it('reads no link between a lead and its revision, and nobody reads the e-mail errors', async () => {
    const link = 'select form_id, schema_hash, source_table, source_id, sent_at from public.notification_outbox'
    expect(await rowsAs(backend.db, outsider, link), 'a non-member sees no outbox entry').toEqual([])
    expect((await rowsAs(backend.db, member, link)) as unknown[], 'a member sees one per lead').toHaveLength(2)
    expect(await rowsAs(backend.db, member, 'select last_error from public.notification_outbox'), "send errors are the server's").toEqual({
      error: PERMISSION_DENIED,
    })
  })

  it('is told it is not a member', async () => {
    expect(await rowsAs(backend.db, outsider, 'select public.is_agency_member() as yes')).toEqual([{ yes: false }])
  })

  it('may not set a status or add a note (row-level security refuses the row)', async () => {
    expect(await outcomeAs(backend.db, outsider, setStatus('concluido')), 'a non-member must not set a status').toBe(PERMISSION_DENIED)
    expect(
      await outcomeAs(
        backend.db,
        outsider,
        `insert into public.lead_notes (source_table, source_id, body) values ('form_submissions', $1, 'oi')`,
        [submissionId],
      ),
      'a non-member must not add a note',
    ).toBe(PERMISSION_DENIED)
    expect(await backend.count('lead_status'), 'nothing was stored').toBe(0)
  })

  it('cannot tell whether a lead exists: a missing and an existing id get the same refusal (the trigger oracle, issue 34)', async () => {
    const missingSubmission = '00000000-0000-4000-8000-00000000dead'
    const missingMeeting = String(Number(meetingId) + 1000)
    const writes = (id: string, table: string) => [
      setStatus('concluido', id, table),
      `insert into public.lead_notes (source_table, source_id, body) values ('${table}', '${id}', 'oi')`,
    ]
    for (const [existing, missing, table] of [
      [submissionId, missingSubmission, 'form_submissions'],
      [meetingId, missingMeeting, 'Agendar Reunião'],
    ])
      for (const [i, sql] of writes(existing, table).entries()) {
        const onExisting = await outcomeAs(backend.db, outsider, sql)
        const onMissing = await outcomeAs(backend.db, outsider, writes(missing, table)[i])
        expect(onExisting, `${table}: an existing lead`).toBe(PERMISSION_DENIED)
        expect(onMissing, `${table}: a missing lead, the same answer`).toBe(PERMISSION_DENIED)
      }
    expect(await backend.count('lead_status'), 'nothing was stored').toBe(0)
  })

  it('changes nothing by updating a status it cannot see', async () => {
    await backend.db.query(
      `insert into public.lead_status (source_table, source_id, status, updated_by) values ('form_submissions', $1, 'em_andamento', 'servidor')`,
      [submissionId],
    )
    const updated = await rowsAs(backend.db, outsider, `update public.lead_status set status = 'descartado' returning *`)
    expect(updated, 'a non-member updates no row').toEqual([])
    await backend.db.query('delete from public.lead_status')
    await backend.db.query('delete from public.lead_activity')
  })

  it('may not add itself to the members', async () => {
    expect(
      await outcomeAs(backend.db, outsider, `insert into public.agency_members (email, added_by) values ('curioso@exemplo.test', 'eu')`),
      'only the server adds members',
    ).toBe(PERMISSION_DENIED)
  })
})

describe('a member reads every lead and writes only status and notes', () => {
  it('reads every lead of both tables, newest first, with its form, revision and answers by field', async () => {
    const rows = await rowsAs(
      backend.db,
      member,
      'select source_table, source_id, form_id, schema_hash, form_title, status, answers from public.workspace_leads order by created_at desc',
    )
    expect(rows).toHaveLength((await backend.count('form_submissions')) + (await backend.count(meeting.table)))
    const meetingRow = (rows as Record<string, unknown>[]).find((r) => r.source_table === meeting.table)
    expect(meetingRow, 'the meeting request is a lead like any other').toMatchObject({
      source_id: meetingId,
      form_id: meeting.formId,
      schema_hash: await schemaHash(meeting.schema),
      form_title: meeting.schema.title,
      status: 'novo',
    })
    expect(
      Object.keys(meetingRow!.answers as object).sort(),
      "a meeting's answers are named by its form's fields, not the table's columns",
    ).toEqual(
      Object.values(meeting.columns)
        .map((c) => c.field)
        .sort(),
    )
  })

  it('reads the revision a lead answered', async () => {
    const rows = await rowsAs(backend.db, member, 'select hash from public.form_revisions where form_id = $1', [form.formId])
    expect(rows).toEqual(expect.arrayContaining([{ hash: await schemaHash(form.schema) }]))
  })

  it('sets and changes a status; each change is an activity line with who, from and to', async () => {
    const lines = await asCaller(
      backend.db,
      member,
      async (tx) => {
        await tx.query(setStatus('em_andamento'))
        await tx.query(setStatus('concluido'))
        await tx.query(setStatus('concluido'))
        await tx.query(setStatus('descartado', meetingId, meeting.table))
        await tx.query('reset role')
        return (
          await tx.query<Record<string, string>>(
            'select source_table, actor, action, from_status, to_status from public.lead_activity order by id',
          )
        ).rows
      },
      { commit: true },
    )
    expect(lines, 'the same status twice is one line; a meeting request has a status too').toEqual([
      { source_table: 'form_submissions', actor: 'equipe@agencia.test', action: 'status', from_status: 'novo', to_status: 'em_andamento' },
      {
        source_table: 'form_submissions',
        actor: 'equipe@agencia.test',
        action: 'status',
        from_status: 'em_andamento',
        to_status: 'concluido',
      },
      { source_table: meeting.table, actor: 'equipe@agencia.test', action: 'status', from_status: 'novo', to_status: 'descartado' },
    ])
    const status = await backend.db.query('select status, updated_by from public.lead_status where source_id = $1', [submissionId])
    expect(status.rows).toEqual([{ status: 'concluido', updated_by: 'equipe@agencia.test' }])
  })

  it('adds a note, signed with its own e-mail whatever it claims, and logged as activity', async () => {
    const before = await backend.count('lead_activity')
    const rows = await asCaller(
      backend.db,
      { email: 'Equipe@Agencia.test' },
      async (tx) => {
        await tx.query(
          `insert into public.lead_notes (source_table, source_id, body) values ('form_submissions', $1, 'Ligar na segunda.')`,
          [submissionId],
        )
        return (await tx.query('select body, author from public.lead_notes')).rows
      },
      { commit: true },
    )
    expect(rows).toEqual([{ body: 'Ligar na segunda.', author: 'equipe@agencia.test' }])
    expect(await backend.count('lead_activity')).toBe(before + 1)
  })

  it('may not write anything else: answers, leads, activity, authors, members, the privacy log', async () => {
    const refused: [string, string][] = [
      [`update public.form_submissions set payload = '{}'::jsonb`, 'change the answers'],
      [`delete from public.form_submissions`, 'delete a lead'],
      [`update public."Agendar Reunião" set "Nome" = 'x'`, 'change a meeting request'],
      [
        `insert into public.lead_activity (source_table, source_id, actor, action) values ('form_submissions', '${submissionId}', 'x', 'note')`,
        'write activity',
      ],
      [`update public.lead_notes set body = 'x'`, 'edit a note'],
      [`delete from public.lead_notes`, 'delete a note'],
      [`delete from public.lead_status`, 'delete a status'],
      [
        `insert into public.lead_status (source_table, source_id, status, updated_by) values ('form_submissions', '${submissionId}', 'novo', 'outra@pessoa')`,
        'sign a status as someone else',
      ],
      [`insert into public.agency_members (email, added_by) values ('amigo@exemplo.test', 'eu')`, 'add a member'],
      [
        `insert into public.privacy_requests (action, email_sha256, requested_by, rows_affected) values ('erase', repeat('a', 64), 'eu', 0)`,
        'forge the privacy log',
      ],
      [`update public.form_revisions set ui_schema = '{}'::jsonb`, 'change a revision'],
    ]
    for (const [sql, what] of refused) expect(await outcomeAs(backend.db, member, sql), `a member must not ${what}`).toBe(PERMISSION_DENIED)
  })

  it('is refused a status that does not exist and a lead that does not exist', async () => {
    expect(await outcomeAs(backend.db, member, setStatus('arquivado')), 'an unknown status is a CHECK violation').toBe('23514')
    expect(
      await outcomeAs(backend.db, member, setStatus('concluido', '00000000-0000-4000-8000-00000000dead')),
      'an unknown lead is refused',
    ).toBe('23503')
  })

  it('when a lead is erased, its status, notes and activity go with it', async () => {
    expect(await backend.count('lead_notes')).toBeGreaterThan(0)
    await backend.db.query('delete from public.form_submissions where id = $1', [submissionId])
    await backend.db.query(`delete from public."Agendar Reunião" where id = $1`, [meetingId])
    for (const table of ['lead_status', 'lead_notes', 'lead_activity']) expect(await backend.count(table), `${table} is empty`).toBe(0)
  })
})
