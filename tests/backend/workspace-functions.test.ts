import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leaves, schemaHash } from '#form-core'
import { unknownStatus } from '#functions/workspace-contract/workspace-requests.ts'
import { asCaller, rowsAs, type Caller } from './support/as-caller.ts'
import { addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'

/** The inbox's calls (supabase/schema.sql), as a member, a non-member and with bad input. */
const member: Caller = { email: 'equipe@agencia.test' }
const outsider: Caller = { email: 'curioso@exemplo.test' }
const [formA, formB] = serverForms
const [meeting] = tableForms

/** A free-text question of a form: where a visitor's name or words go. */
const textOf = (schema: Record<string, unknown>) =>
  leaves(schema, {}).find((l) => l.schema.type === 'string' && !l.schema.format && !l.schema.oneOf && !l.schema.enum && l.path.length === 1)
    ?.path[0]

let backend: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
  const field = textOf(formA.schema)
  expect(field, `${formA.formId} has a free-text question`).toBeDefined()
  await sendLead(backend.url, formA, { [field!]: 'Padaria do João' })
  await sendLead(backend.url, formA)
  await sendLead(backend.url, formA)
  await sendLead(backend.url, formB)
  await sendLead(backend.url, formB)
  await sendLead(backend.url, meeting)
  // Two of them last month, oldest first.
  await backend.db.query(
    `update public.form_submissions set created_at = now() - interval '40 days' where id in (select id from public.form_submissions where form_id = $1 order by created_at limit 2)`,
    [formB.formId],
  )
  await addMembers(backend, ['equipe@agencia.test'])
})
afterAll(() => backend?.stop())

type Listed = {
  source_table: string
  source_id: string
  form_id: string
  schema_hash: string
  status: string
  total: string | number
  created_at: string
}
/** The list as the page calls it: its filter as one object (InboxFilters), then the page. */
const listSql = (page: Record<string, unknown>) =>
  `select * from public.workspace_list_leads(p_filters => $1::jsonb${Object.keys(page)
    .map((n, i) => `, ${n} => $${i + 2}`)
    .join('')})`
const list = async (caller: Caller, filters: Record<string, unknown> = {}, page: Record<string, unknown> = {}) =>
  rowsAs(backend.db, caller, listSql(page), [JSON.stringify(filters), ...Object.values(page)]) as Promise<Listed[] | { error: string }>
const rows = async (filters: Record<string, unknown> = {}, page: Record<string, unknown> = {}) => {
  const result = await list(member, filters, page)
  if (!Array.isArray(result)) throw new Error(`refused: ${result.error}`)
  return result
}

describe('workspace_list_leads: the inbox', () => {
  it('lists every lead of every form, newest first, each row with the total', async () => {
    const all = await rows()
    expect(all).toHaveLength(6)
    expect(all.map((r) => Number(r.total))).toEqual(Array(6).fill(6))
    const times = all.map((r) => new Date(r.created_at).getTime())
    expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a))
    expect(all.map((r) => r.source_table)).toContain(meeting.table)
  })

  it('filters by form, by status and by period, with the total of the filter', async () => {
    expect(await rows({ form_id: formA.formId })).toHaveLength(3)
    const [first] = await rows({ form_id: formB.formId })
    await asCaller(
      backend.db,
      member,
      (tx) => tx.query(`select * from public.workspace_set_status($1, $2, 'concluido')`, [first.source_table, first.source_id]),
      { commit: true },
    )
    const done = await rows({ status: 'concluido' })
    expect(done.map((r) => r.source_id)).toEqual([first.source_id])
    expect((await rows({ status: 'novo' }))[0].total, 'the rest are novo').toBe(5)
    const recent = await rows({ from: new Date(Date.now() - 7 * 86400_000).toISOString() })
    expect(recent).toHaveLength(4)
    const older = await rows({ to: new Date(Date.now() - 7 * 86400_000).toISOString() })
    expect(older.map((r) => r.form_id)).toEqual([formB.formId, formB.formId])
  })

  it('searches the answers ignoring case and accents', async () => {
    const found = await rows({ search: '  PADARIA do joao ' })
    expect(found).toHaveLength(1)
    expect(found[0].form_id).toBe(formA.formId)
    expect(await rows({ search: 'JOÃO' }), 'with the accent too').toHaveLength(1)
    expect(await rows({ search: 'confeitaria' }), 'a word nobody answered').toEqual([])
  })

  it('pages: a page of 2 from the third, the total unchanged', async () => {
    const all = await rows()
    const page = await rows({}, { p_limit: 2, p_offset: 2 })
    expect(page.map((r) => r.source_id)).toEqual(all.slice(2, 4).map((r) => r.source_id))
    expect(Number(page[0].total)).toBe(6)
  })

  it('refuses bad input in Portuguese, changing nothing', async () => {
    const refused = (filters: Record<string, unknown>, page: Record<string, unknown> = {}) =>
      asCaller(backend.db, member, (tx) => tx.query(listSql(page), [JSON.stringify(filters), ...Object.values(page)]))
    expect(await refused({ status: 'arquivado' })).toEqual({ error: '22023' })
    expect(await refused({}, { p_limit: 0 })).toEqual({ error: '22023' })
    expect(await refused({}, { p_limit: 1000 })).toEqual({ error: '22023' })
    expect(await refused({}, { p_offset: -1 })).toEqual({ error: '22023' })
    expect(await refused({ from: '2026-11-02', to: '2026-11-01' })).toEqual({ error: '22023' })
    expect(await refused({ search: 'x'.repeat(201) })).toEqual({ error: '22023' })
    expect(await refused({ from: 'ontem' })).toEqual({ error: '22023' })
    expect(await refused({ desc: 'sim' })).toEqual({ error: '22023' })
    expect(await refused({ dono: 'ana@agencia.test' }), 'a filter nobody reads is refused, not ignored').toEqual({ error: '22023' })
    const message = await backend.db
      .query(`select * from public.workspace_list_leads(p_filters => '{"status": "arquivado"}')`)
      .catch((error: Error) => error.message)
    expect(message).toBe(unknownStatus('arquivado'))
  })
})

describe('workspace_lead, workspace_set_status, workspace_add_note', () => {
  it('reads one lead with the revision it answered, its notes and its activity', async () => {
    const [lead] = await rows({ form_id: meeting.formId })
    await asCaller(
      backend.db,
      member,
      async (tx) => {
        await tx.query(`select * from public.workspace_set_status($1, $2, 'em_andamento')`, [lead.source_table, lead.source_id])
        await tx.query(`select * from public.workspace_add_note($1, $2, 'Ligar amanhã às 10h.')`, [lead.source_table, lead.source_id])
      },
      { commit: true },
    )
    const [read] = (await rowsAs(backend.db, member, 'select public.workspace_lead($1, $2) as lead', [
      lead.source_table,
      lead.source_id,
    ])) as { lead: Record<string, { [k: string]: unknown }> }[]
    expect(read.lead.lead).toMatchObject({ form_id: meeting.formId, status: 'em_andamento', schema_hash: await schemaHash(meeting.schema) })
    expect(read.lead.revision).toMatchObject({ form_id: meeting.formId, schema: { title: meeting.schema.title } })
    expect(read.lead.notes).toEqual([expect.objectContaining({ body: 'Ligar amanhã às 10h.', author: 'equipe@agencia.test' })])
    expect(read.lead.activity).toEqual([
      expect.objectContaining({ action: 'status', from_status: 'novo', to_status: 'em_andamento', actor: 'equipe@agencia.test' }),
      expect.objectContaining({ action: 'note', actor: 'equipe@agencia.test' }),
    ])
  })

  it('an unknown lead, an unknown status or an empty note is refused, in Portuguese, and nothing is written', async () => {
    const [lead] = await rows()
    const before = await backend.count('lead_activity')
    const attempts: [string, unknown[], string][] = [
      ['select public.workspace_lead($1, $2)', ['form_submissions', '00000000-0000-4000-8000-00000000dead'], 'P0001'],
      ['select * from public.workspace_set_status($1, $2, $3)', [lead.source_table, lead.source_id, 'arquivado'], '22023'],
      ['select * from public.workspace_set_status($1, $2, $3)', ['form_submissions', 'nao-existe', 'novo'], 'P0001'],
      ['select * from public.workspace_add_note($1, $2, $3)', [lead.source_table, lead.source_id, '   '], '22023'],
      ['select * from public.workspace_add_note($1, $2, $3)', [lead.source_table, lead.source_id, 'x'.repeat(5001)], '22023'],
      ['select * from public.workspace_add_note($1, $2, $3)', ['Agendar Reunião', '999999', 'oi'], 'P0001'],
    ]
    for (const [sql, params, code] of attempts)
      expect(await asCaller(backend.db, member, (tx) => tx.query(sql, params)), sql).toEqual({ error: code })
    expect(await backend.count('lead_activity')).toBe(before)
  })

  it('a non-member lists nothing and is refused reading, marking or annotating a lead, in words (decision 215)', async () => {
    const [lead] = await rows()
    expect(await list(outsider)).toEqual([])
    for (const sql of [
      'select public.workspace_lead($1, $2)',
      `select * from public.workspace_set_status($1, $2, 'descartado')`,
      `select * from public.workspace_add_note($1, $2, 'oi')`,
    ])
      expect(await asCaller(backend.db, outsider, (tx) => tx.query(sql, [lead.source_table, lead.source_id])), sql).toEqual({
        error: '42501',
      })
  })
})

describe('workspace_record_answer: a tap on e-mail, WhatsApp or phone is a line of the activity', () => {
  it('records who answered, through which channel and when, and the lead reads it back', async () => {
    const [lead] = await rows({ form_id: formB.formId })
    const before = await backend.count('lead_activity')
    await asCaller(
      backend.db,
      member,
      (tx) => tx.query('select public.workspace_record_answer($1, $2, $3)', [lead.source_table, lead.source_id, 'whatsapp']),
      {
        commit: true,
      },
    )
    expect(await backend.count('lead_activity')).toBe(before + 1)
    const [read] = (await rowsAs(backend.db, member, 'select public.workspace_lead($1, $2) as lead', [
      lead.source_table,
      lead.source_id,
    ])) as { lead: { activity: Record<string, unknown>[] } }[]
    expect(read.lead.activity.at(-1)).toMatchObject({ action: 'answer', channel: 'whatsapp', actor: 'equipe@agencia.test' })
  })

  it('an unknown channel or lead is refused in Portuguese; a non-member is refused before the lead is looked up', async () => {
    const [lead] = await rows()
    const before = await backend.count('lead_activity')
    const call = 'select public.workspace_record_answer($1, $2, $3)'
    expect(await asCaller(backend.db, member, (tx) => tx.query(call, [lead.source_table, lead.source_id, 'pombo']))).toEqual({
      error: '22023',
    })
    expect(await asCaller(backend.db, member, (tx) => tx.query(call, ['Agendar Reunião', '999999', 'phone']))).toEqual({ error: 'P0001' })
    // The same refusal for an existing and a missing lead: a non-member cannot tell which ids exist.
    for (const id of [lead.source_id, '999999'])
      expect(await asCaller(backend.db, outsider, (tx) => tx.query(call, [lead.source_table, id, 'email'])), id).toEqual({ error: '42501' })
    expect(await asCaller(backend.db, 'anon', (tx) => tx.query(call, [lead.source_table, lead.source_id, 'email']))).toEqual({
      error: '42501',
    })
    expect(await backend.count('lead_activity')).toBe(before)
  })
})

describe('workspace_forms: the forms to filter by', () => {
  it('lists the forms with their titles, for members only', async () => {
    const forms = (await rowsAs(backend.db, member, 'select * from public.workspace_forms()', [])) as { form_id: string; title: string }[]
    expect(forms).toContainEqual({ form_id: formA.formId, title: String(formA.schema.title) })
    expect(await rowsAs(backend.db, outsider, 'select * from public.workspace_forms()', [])).toEqual([])
    expect(await asCaller(backend.db, 'anon', (tx) => tx.query('select * from public.workspace_forms()'))).toEqual({ error: '42501' })
  })

  it('leaves out a form that stores nothing (x-form.submit: { local: true }), whose filter could only be empty', async () => {
    const local = { type: 'object', title: 'Só no navegador', 'x-form': { submit: { local: true } } }
    await backend.db.query(
      `insert into public.form_revisions (form_id, hash, schema, ui_schema, retention_days) values ('so-local', $1, $2, '{}', 30)`,
      ['0'.repeat(64), JSON.stringify(local)],
    )
    const forms = (await rowsAs(backend.db, member, 'select * from public.workspace_forms()', [])) as { form_id: string }[]
    expect(forms.map((f) => f.form_id)).not.toContain('so-local')
    expect(forms.map((f) => f.form_id)).toContain(formA.formId)
  })
})

describe('workspace_inbox: one list screen in one call', () => {
  type Page = { total: number; rows: Listed[]; revisions: { hash: string }[]; forms: { form_id: string; title: string }[] | null }
  const inbox = (caller: Caller, args: string, params: unknown[] = []) =>
    asCaller(
      backend.db,
      caller,
      async (tx) => (await tx.query<{ page: Page }>(`select public.workspace_inbox(${args}) as page`, params)).rows[0].page,
    )

  it("gives the rows in workspace_list_leads's order, the total, the revisions not yet held and the forms when asked", async () => {
    const page = (await inbox(member, 'p_limit => 2, p_with_forms => true')) as Page
    const listed = await rows({}, { p_limit: 2 })
    expect(page.rows.map((r) => r.source_id)).toEqual(listed.map((r) => r.source_id))
    expect(page.rows[0]).not.toHaveProperty('total')
    expect(page.total).toBe(Number(listed[0].total))
    const hashes = [...new Set(listed.map((r) => r.schema_hash))]
    expect(page.revisions.map((r) => r.hash).sort()).toEqual(hashes.sort())
    expect(page.forms).toContainEqual({ form_id: formA.formId, title: String(formA.schema.title) })
    const again = (await inbox(member, 'p_limit => 2, p_known_hashes => $1::jsonb', [JSON.stringify(hashes)])) as Page
    expect(again.revisions, 'held revisions are not sent again').toEqual([])
    expect(again.forms, 'forms only when asked').toBeNull()
  })

  it("a page past the last one still gives the filter's total, so the screen can show the last page", async () => {
    const first = (await inbox(member, 'p_limit => 2')) as Page
    const past = (await inbox(member, 'p_limit => 2, p_offset => 1000')) as Page
    expect(past.rows).toEqual([])
    expect(past.total).toBe(first.total)
    expect(first.total).toBeGreaterThan(0)
  })

  it('refuses bad input in Portuguese and a non-member in words (decision 215)', async () => {
    expect(await inbox(member, `p_filters => '{"status": "arquivado"}'`)).toEqual({ error: '22023' })
    expect(await inbox(member, `p_known_hashes => '"texto"'::jsonb`)).toEqual({ error: '22023' })
    expect(await inbox(outsider, 'p_with_forms => true')).toEqual({ error: '42501' })
    expect(await inbox('anon', '')).toEqual({ error: '42501' })
  })
})

// Last in the file: it moves the meeting before every revision. A meeting older than its form's first published
// revision, its outbox row purged after delivery, had no form, and the whole inbox page was refused by the page's parser.
describe('a meeting stored before any revision was published', () => {
  it('is listed under the meeting form, with its answers by field', async () => {
    const before = (await rows()).find((r) => r.source_table === meeting.table)
    expect(before, 'the meeting sent in beforeAll').toBeDefined()
    await backend.db.query(`delete from public.notification_outbox where source_table = $1 and source_id = $2`, [
      meeting.table,
      before!.source_id,
    ])
    await backend.db.query(`update public."Agendar Reunião" set created_at = now() - interval '400 days' where id::text = $1`, [
      before!.source_id,
    ])
    const all = await rows({}, { p_limit: 100 })
    const moved = all.find((r) => r.source_table === meeting.table && r.source_id === before!.source_id)
    expect(moved?.form_id).toBe(meeting.formId)
    expect(moved?.schema_hash).toBeTruthy()
  })
})
