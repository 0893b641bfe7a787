import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller, rowsAs, type Caller } from './support/as-caller.ts'
import { addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'

/**
 * Issue 34, item 2 (decision 174): the owner of a lead, what is
 * new to a member (decision 213), one order for the list and the CSV, and the same person's other leads.
 */
const ana: Caller = { email: 'ana@agencia.test' }
const bia: Caller = { email: 'bia@agencia.test' }
const outsider: Caller = { email: 'curioso@exemplo.test' }
const [formA, formB] = serverForms
const [meeting] = tableForms

let backend: TestBackend

type Row = {
  source_table: string
  source_id: string
  form_title: string
  status: string
  owner: string | null
  created_at: string
  new?: boolean
}
const call = async <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = [], commit = true) =>
  asCaller(backend.db, caller, async (tx) => (await tx.query<T>(sql, params)).rows, { commit })
const ok = async <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = []) => {
  const result = await call<T>(caller, sql, params)
  if (!Array.isArray(result)) throw new Error(`refused: ${result.error}`)
  return result
}
const named = (args: Record<string, unknown>) =>
  Object.keys(args)
    .map((n, i) => `${n} => $${i + 1}`)
    .join(', ')
/** The list as the page calls it: its filter as one object (InboxFilters). */
const list = (filters: Record<string, unknown> = {}) =>
  ok<Row>(ana, `select * from public.workspace_list_leads(p_filters => $1::jsonb, p_limit => 200)`, [JSON.stringify(filters)])
const inbox = (caller: Caller, args: Record<string, unknown> = {}) =>
  ok<{ page: { rows: (Row & { new: boolean })[]; total: number; unread: number } }>(
    caller,
    `select public.workspace_inbox(${named(args)}) as page`,
    Object.values(args),
  ).then(([r]) => r.page)

beforeAll(async () => {
  backend = await startTestBackend()
  for (const form of [formA, formA, formA, formB, meeting]) await sendLead(backend.url, form)
  // Two leads of the same instant: the list and the CSV must order them the same way.
  await backend.db.query(
    `update public.form_submissions set created_at = '2026-11-20T12:00:00Z' where id in (select id from public.form_submissions where form_id = $1 limit 2)`,
    [formA.formId],
  )
  await addMembers(backend, ['ana@agencia.test', 'bia@agencia.test'])
})
afterAll(() => backend?.stop())

describe('workspace_set_owner', () => {
  it('lets a member make a colleague the owner, records it in the activity, and clears it', async () => {
    const [lead] = await list({ form_id: formB.formId })
    await ok(ana, `select * from public.workspace_set_owner($1, $2, $3)`, [lead.source_table, lead.source_id, 'BIA@agencia.test'])
    expect((await list({ form_id: formB.formId }))[0].owner).toBe('bia@agencia.test')
    const [{ record }] = await ok<{ record: { lead: Row; activity: { actor: string; action: string; owner: string }[] } }>(
      bia,
      `select public.workspace_lead($1, $2) as record`,
      [lead.source_table, lead.source_id],
    )
    expect(record.lead.owner).toBe('bia@agencia.test')
    expect(record.activity.at(-1)).toMatchObject({ actor: 'ana@agencia.test', action: 'owner', owner: 'bia@agencia.test' })
    await ok(bia, `select * from public.workspace_set_owner($1, $2, null)`, [lead.source_table, lead.source_id])
    const [{ again }] = await ok<{ again: { lead: Row; activity: { action: string; owner: string | null }[] } }>(
      ana,
      `select public.workspace_lead($1, $2) as again`,
      [lead.source_table, lead.source_id],
    )
    expect(again.lead.owner).toBeNull()
    expect(again.activity.at(-1)).toMatchObject({ action: 'owner', owner: null })
  })

  it('refuses a non-member (for a missing and an existing lead alike), an owner outside the team, and direct writes', async () => {
    const [lead] = await list()
    expect(
      await call(outsider, `select * from public.workspace_set_owner($1, $2, $3)`, [lead.source_table, lead.source_id, 'ana@agencia.test']),
    ).toEqual({
      error: '42501',
    })
    expect(await call(outsider, `select * from public.workspace_set_owner('Agendar Reunião', '999999', 'ana@agencia.test')`)).toEqual({
      error: '42501',
    })
    expect(
      await call(ana, `select * from public.workspace_set_owner($1, $2, 'curioso@exemplo.test')`, [lead.source_table, lead.source_id]),
    ).toEqual({
      error: '22023',
    })
    expect(
      await call(
        ana,
        `insert into public.lead_owner (source_table, source_id, owner, updated_by) values ($1, $2, 'ana@agencia.test', 'x')`,
        [lead.source_table, lead.source_id],
      ),
    ).toEqual({ error: '42501' })
    expect(await rowsAs(backend.db, outsider, `select * from public.lead_owner`)).toEqual([])
  })

  it('filters by owner and by nobody, and a removed member leaves their leads without an owner', async () => {
    const leads = await list({ form_id: formA.formId })
    await ok(ana, `select * from public.workspace_set_owner($1, $2, 'ana@agencia.test')`, [leads[0].source_table, leads[0].source_id])
    await addMembers(backend, ['caio@agencia.test'])
    await ok(ana, `select * from public.workspace_set_owner($1, $2, 'caio@agencia.test')`, [leads[1].source_table, leads[1].source_id])
    expect((await list({ owner: 'ana@agencia.test' })).map((r) => r.source_id)).toEqual([leads[0].source_id])
    expect((await list({ owner: 'caio@agencia.test' })).map((r) => r.source_id)).toEqual([leads[1].source_id])
    expect(await list({ owner: '' })).toHaveLength(3)
    await backend.db.query(`delete from public.agency_members where email = 'caio@agencia.test'`)
    expect(await list({ owner: 'caio@agencia.test' })).toEqual([])
    expect(await list({ owner: '' })).toHaveLength(4)
    const [{ record }] = await ok<{ record: { activity: { owner: string | null }[] } }>(
      ana,
      `select public.workspace_lead($1, $2) as record`,
      [leads[1].source_table, leads[1].source_id],
    )
    expect(record.activity.at(-1)?.owner, 'the activity keeps who owned it').toBe('caio@agencia.test')
  })
})

describe('what is new for a member: arrived since they joined and never opened (decision 213)', () => {
  const newFor = (caller: Caller) => ok<{ n: number }>(caller, `select public.workspace_new_count() as n`).then(([r]) => r.n)
  const marked = (page: { rows: (Row & { new: boolean })[] }) => page.rows.filter((r) => r.new).length

  it('counts, marks and filters the same leads, and opening one takes it off for that member only', async () => {
    const before = await inbox(bia, { p_limit: 200 })
    const already = before.unread
    expect(marked(before), 'the rows marked equal the count').toBe(already)
    await sendLead(backend.url, formB)
    await sendLead(backend.url, formA)
    await sendLead(backend.url, meeting)
    const after = await inbox(bia, { p_limit: 200 })
    expect(after.unread, 'three leads arrived, a meeting among them').toBe(already + 3)
    expect(marked(after)).toBe(after.unread)
    const onlyNew = await inbox(bia, { p_filters: JSON.stringify({ new: 'bia@agencia.test' }), p_limit: 200 })
    expect(onlyNew.total, '"Novos para mim" lists the counted leads').toBe(after.unread)
    expect(onlyNew.rows.every((r) => r.new)).toBe(true)
    // The same leads, not only as many: the filter's rows are the rows marked new, from both lead tables.
    const key = (r: Row) => `${r.source_table}/${r.source_id}`
    expect(onlyNew.rows.map(key).sort(), 'the filter lists exactly the leads counted and marked').toEqual(
      after.rows
        .filter((r) => r.new)
        .map(key)
        .sort(),
    )
    expect(new Set(onlyNew.rows.map((r) => r.source_table)), 'both lead tables').toEqual(new Set(['form_submissions', meeting.table]))
    // A page of the filter marks its rows as the whole list does.
    const secondPage = await inbox(bia, { p_filters: JSON.stringify({ new: 'bia@agencia.test' }), p_limit: 1, p_offset: 1 })
    expect(secondPage.rows.map((r) => [key(r), r.new])).toEqual([[key(onlyNew.rows[1]), true]])
    expect(await newFor(bia), 'the count alone, as the menu asks it after a reload').toBe(after.unread)

    const [opened] = onlyNew.rows
    await ok(bia, `select public.workspace_lead($1, $2) as record`, [opened.source_table, opened.source_id])
    const reread = await inbox(bia, { p_limit: 200 })
    expect(reread.unread, 'opened: no longer new').toBe(after.unread - 1)
    expect(reread.rows.find((r) => r.source_id === opened.source_id && r.source_table === opened.source_table)?.new).toBe(false)
    expect(marked(reread)).toBe(reread.unread)
    expect(await newFor(ana), "another member's opening is not theirs").toBeGreaterThanOrEqual(2)
  })

  it('reads nothing new for a non-member, and refuses a filter that is not an e-mail', async () => {
    expect(await call(outsider, `select public.workspace_inbox()`), 'refused in words (decision 215)').toEqual({ error: '42501' })
    expect(await rowsAs(backend.db, outsider, `select * from public.lead_seen`)).toEqual([])
    expect(
      await rowsAs(backend.db, outsider, `select * from public.workspace_new_leads('bia@agencia.test')`),
      'no lead keys for a non-member',
    ).toEqual([])
    expect(await call('anon', `select * from public.workspace_new_leads('bia@agencia.test')`)).toEqual({ error: '42501' })
    expect(await call(bia, `select public.workspace_inbox(p_filters => '{"new": "eu"}'::jsonb)`)).toEqual({ error: '22023' })
  })
})

describe('one order for the list and the CSV', () => {
  const csvOrder = async (filters: Record<string, unknown>, pageSize: number) => {
    const seen: string[] = []
    let cursor: { sort_key: string | null; created_at: string; source_table: string; source_id: string } | undefined
    for (;;) {
      const page = (
        await backend.db.query<Row & { sort_key: string | null }>(`select * from public.workspace_export_rows($1, $2, $3, $4, $5, $6)`, [
          JSON.stringify(filters),
          cursor?.created_at ?? null,
          cursor?.source_table ?? null,
          cursor?.source_id ?? null,
          pageSize,
          cursor?.sort_key ?? null,
        ])
      ).rows
      seen.push(...page.map((r) => r.source_id))
      if (page.length < pageSize) return seen
      cursor = page.at(-1) as typeof cursor
    }
  }

  it.each([
    ['date', true],
    ['date', false],
    ['status', false],
    ['status', true],
    ['owner', false],
    ['owner', true],
    ['form', false],
  ] as const)('orders by %s (descending: %s) the same way on the screen and in the file, page by page', async (sort, desc) => {
    const [lead] = await list({ form_id: formA.formId })
    await ok(ana, `select * from public.workspace_set_status($1, $2, 'concluido')`, [lead.source_table, lead.source_id])
    const screen = (await list({ form_id: formA.formId, sort, desc })).map((r) => r.source_id)
    expect(screen.length).toBeGreaterThanOrEqual(3)
    expect(await csvOrder({ form_id: formA.formId, sort, desc }, 1)).toEqual(screen)
    expect(await csvOrder({ form_id: formA.formId, sort, desc }, 500)).toEqual(screen)
  })

  it("reads every form and the meetings in date order, page by page by each table's index, a filter leaving pages short", async () => {
    // A meeting at the same instant as two leads of formA: the order across tables is by table, then id, descending.
    await backend.db.query(
      `update public."Agendar Reunião" set created_at = '2026-11-20T12:00:00Z' where id = (select max(id) from public."Agendar Reunião")`,
    )
    for (const filters of [{}, { status: 'novo' }, { status: 'concluido' }, { form_id: meeting.formId }]) {
      const screen = (await list(filters)).map((r) => r.source_id)
      expect(screen.length, JSON.stringify(filters)).toBeGreaterThanOrEqual(1)
      for (const pageSize of [1, 2, 3, 500])
        expect(await csvOrder(filters, pageSize), `${JSON.stringify(filters)} by ${pageSize}`).toEqual(screen)
    }
    const all = await list()
    expect(new Set(all.map((r) => r.source_table))).toEqual(new Set(['form_submissions', 'Agendar Reunião']))
  })

  it('puts same-instant leads by table and id, descending, and sorts statuses in the order of the work', async () => {
    const all = await list({ form_id: formA.formId })
    const at = (r: Row) => new Date(r.created_at).toISOString()
    const tied = all.filter((r) => at(r) === '2026-11-20T12:00:00.000Z')
    expect(tied).toHaveLength(2)
    expect(tied.map((r) => r.source_id)).toEqual(
      tied
        .map((r) => r.source_id)
        .sort()
        .reverse(),
    )
    const byStatus = (await list({ sort: 'status' })).map((r) => r.status)
    expect(byStatus[0]).toBe('novo')
    expect(byStatus.at(-1)).toBe('concluido')
    expect(await call(ana, `select * from public.workspace_list_leads(p_filters => '{"sort": "quem"}')`)).toEqual({ error: '22023' })
  })
})

describe('workspace_other_leads: the same person by e-mail', () => {
  it('lists the other leads answered with the e-mail (any case), newest first, to members only', async () => {
    const [one, two] = await list({ form_id: formA.formId })
    const email = 'Pessoa@Exemplo.test'
    await backend.db.query(
      `update public.form_submissions set payload = payload || jsonb_build_object('contato', $1::text) where id::text = $2`,
      [email, one.source_id],
    )
    await backend.db.query(
      `update public.form_submissions set payload = payload || jsonb_build_object('email', $1::text) where id::text = $2`,
      [email.toLowerCase(), two.source_id],
    )
    const others = await ok<Row>(ana, `select * from public.workspace_other_leads($1, $2, $3)`, [
      one.source_table,
      one.source_id,
      'PESSOA@exemplo.test',
    ])
    expect(others.map((r) => r.source_id)).toEqual([two.source_id])
    expect(
      await call(outsider, `select * from public.workspace_other_leads($1, $2, $3)`, [one.source_table, one.source_id, email]),
    ).toEqual({
      error: '42501',
    })
    expect(await call('anon', `select * from public.workspace_other_leads($1, $2, $3)`, [one.source_table, one.source_id, email])).toEqual({
      error: '42501',
    })
  })
})
