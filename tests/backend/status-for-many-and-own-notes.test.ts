import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerAs, asCaller, outcomeAs, rowsAs, type Caller } from './support/as-caller.ts'
import { addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'

/** A status for many leads, one's own notes (decision 175). */
const member: Caller = { email: 'equipe@agencia.test' }
const colleague: Caller = { email: 'colega@agencia.test' }
const outsider: Caller = { email: 'curioso@exemplo.test' }
const [form] = serverForms
const [meeting] = tableForms

let backend: TestBackend
type Lead = { source_table: string; source_id: string }
let leads: Lead[]

/** The database's own message for a refused call (what the page shows); rolled back either way. */
const refusal = (caller: Caller, sql: string, params: unknown[]) => answerAs(backend.db, caller, sql, params)

const setStatuses = 'select public.workspace_set_statuses($1::jsonb, $2) as changed'
const leadOf = async (lead: Lead) =>
  (
    (await rowsAs(backend.db, member, 'select public.workspace_lead($1, $2) as lead', [lead.source_table, lead.source_id])) as {
      lead: { lead: { status: string }; notes: { id: number; body: string; author: string }[]; activity: Record<string, unknown>[] }
    }[]
  )[0].lead

beforeAll(async () => {
  backend = await startTestBackend()
  for (let i = 0; i < 4; i++) await sendLead(backend.url, form)
  await sendLead(backend.url, meeting)
  await addMembers(backend, ['equipe@agencia.test', 'colega@agencia.test'])
  leads = (await backend.db.query<Lead>(`select source_table, source_id from public.workspace_leads order by created_at`)).rows
})
afterAll(() => backend?.stop())

describe('workspace_set_statuses: one status for several leads in one call', () => {
  it('a member sets three leads at once; each change is a line of its activity, a lead already there gets none', async () => {
    const chosen = [leads[0], leads[1], leads.at(-1)!]
    await asCaller(backend.db, member, (tx) => tx.query(setStatuses, [JSON.stringify([leads[1]]), 'concluido']), { commit: true })
    const before = await backend.count('lead_activity')
    const [result] = (await asCaller(
      backend.db,
      member,
      async (tx) => (await tx.query(setStatuses, [JSON.stringify(chosen), 'concluido'])).rows,
      {
        commit: true,
      },
    )) as { changed: number }[]
    expect(result.changed).toBe(2)
    expect(await backend.count('lead_activity')).toBe(before + 2)
    for (const lead of chosen) expect((await leadOf(lead)).lead.status).toBe('concluido')
    expect((await leadOf(leads[0])).activity.at(-1)).toMatchObject({
      action: 'status',
      from_status: 'novo',
      to_status: 'concluido',
      actor: 'equipe@agencia.test',
    })
    expect((await leadOf(leads[2])).lead.status).toBe('novo')
  })

  it('an unknown status, no lead or a missing lead is refused in Portuguese, and nothing is written', async () => {
    const before = await backend.count('lead_activity')
    expect(await refusal(member, setStatuses, [JSON.stringify([leads[2]]), 'arquivado'])).toEqual({
      code: '22023',
      message: expect.stringMatching(/^Situação desconhecida: "arquivado"/),
    })
    expect(await refusal(member, setStatuses, ['[]', 'novo'])).toEqual({ code: '22023', message: 'Escolha ao menos um lead.' })
    const missing = [leads[2], { source_table: 'form_submissions', source_id: '00000000-0000-4000-8000-00000000dead' }]
    expect(await refusal(member, setStatuses, [JSON.stringify(missing), 'descartado'])).toEqual({
      code: 'P0001',
      message: expect.stringMatching(/^Um dos leads escolhidos não existe mais/),
    })
    expect(await refusal(member, setStatuses, [JSON.stringify([{ source_table: 'lead_notes', source_id: '1' }]), 'novo'])).toMatchObject({
      code: 'P0001',
    })
    expect(await backend.count('lead_activity')).toBe(before)
    expect((await leadOf(leads[2])).lead.status).toBe('novo')
  })

  it('a non-member is refused before any lead is looked up, existing or not; anon may not call', async () => {
    const before = await backend.count('lead_activity')
    for (const chosen of [[leads[2]], [{ source_table: 'Agendar Reunião', source_id: '999999' }]])
      expect(await refusal(outsider as { email: string }, setStatuses, [JSON.stringify(chosen), 'descartado'])).toMatchObject({
        code: '42501',
      })
    expect(await asCaller(backend.db, 'anon', (tx) => tx.query(setStatuses, [JSON.stringify([leads[2]]), 'descartado']))).toEqual({
      error: '42501',
    })
    expect(await backend.count('lead_activity')).toBe(before)
  })
})

describe("workspace_edit_note, workspace_delete_note: only the note's author", () => {
  const add = async (caller: Caller, lead: Lead, body: string) =>
    (
      (await asCaller(
        backend.db,
        caller,
        async (tx) =>
          (await tx.query<{ id: number }>('select * from public.workspace_add_note($1, $2, $3)', [lead.source_table, lead.source_id, body]))
            .rows,
        { commit: true },
      )) as { id: number }[]
    )[0].id

  it('the author edits and deletes their note; each is a line of the activity, the deleted one without its text', async () => {
    const lead = leads[3]
    const id = await add(member, lead, 'Ligar na segunda.')
    await asCaller(backend.db, member, (tx) => tx.query('select * from public.workspace_edit_note($1, $2)', [id, 'Ligar na terça.']), {
      commit: true,
    })
    expect((await leadOf(lead)).notes).toEqual([
      expect.objectContaining({ id, body: 'Ligar na terça.', author: 'equipe@agencia.test', edited_at: expect.any(String) }),
    ])
    await asCaller(backend.db, member, (tx) => tx.query('select public.workspace_delete_note($1)', [id]), { commit: true })
    const after = await leadOf(lead)
    expect(after.notes).toEqual([])
    expect(after.activity.map((a) => a.action)).toEqual(['note', 'note_edited', 'note_deleted'])
    expect(after.activity.at(-1)).toMatchObject({ actor: 'equipe@agencia.test' })
    expect(JSON.stringify(after.activity)).not.toContain('Ligar')
  })

  it("a colleague's note cannot be edited or deleted, a non-member is refused first, and bad text is refused in Portuguese", async () => {
    const lead = leads[3]
    const id = await add(colleague, lead, 'Nota da colega.')
    const before = await backend.count('lead_activity')
    for (const [sql, params] of [
      ['select * from public.workspace_edit_note($1, $2)', [id, 'mudada']],
      ['select public.workspace_delete_note($1)', [id]],
    ] as const) {
      expect(await refusal(member as { email: string }, sql, [...params])).toEqual({
        code: '42501',
        message: 'Só quem escreveu a nota pode editá-la ou apagá-la.',
      })
      // A non-member learns nothing, not even whether the note exists.
      expect(await refusal(outsider as { email: string }, sql, [...params])).toMatchObject({ code: '42501' })
      expect(await refusal(outsider as { email: string }, sql, [999_999, ...params.slice(1)])).toMatchObject({ code: '42501' })
    }
    expect(await refusal(colleague as { email: string }, 'select * from public.workspace_edit_note($1, $2)', [id, '  '])).toMatchObject({
      code: '22023',
      message: expect.stringMatching(/^A nota está vazia/),
    })
    expect(await refusal(member as { email: string }, 'select public.workspace_delete_note($1)', [999_999])).toMatchObject({
      code: 'P0001',
    })
    // Nor directly: members have no right to update or delete notes.
    expect(await outcomeAs(backend.db, member, 'delete from public.lead_notes where id = $1', [id])).toBe('42501')
    expect(await outcomeAs(backend.db, member, `update public.lead_notes set body = 'x' where id = $1`, [id])).toBe('42501')
    expect((await leadOf(lead)).notes).toEqual([expect.objectContaining({ id, body: 'Nota da colega.' })])
    expect(await backend.count('lead_activity')).toBe(before)
  })
})
