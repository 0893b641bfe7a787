import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS_PATH } from '#form-core'
import { teamAddition } from '#functions/workspace-contract/workspace-requests.ts'
import { answerAs, outcomeAs, PERMISSION_DENIED, rowsAs, type Caller } from './support/as-caller.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { sendLead, serverForms } from './support/test-forms.ts'

/**
 * The team without a terminal, proved in SQL: an administrator
 * adds, changes and removes members through security-definer functions; anyone else is refused in Portuguese; the
 * last administrator stays; every change is listed; a removed member reads nothing from their next call.
 */
const ADMIN = 'chefe@agencia.test'
const admin: Caller = { email: ADMIN }
const colleague: Caller = { email: 'colega@agencia.test', sub: '00000000-0000-4000-8000-000000000003' }
const outsider: Caller = { email: 'curioso@exemplo.test', sub: '00000000-0000-4000-8000-000000000002' }

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
  await sendLead(backend.url, serverForms[0])
  // The first administrator comes from `npm run members -- add … --role administracao`.
  await addMembers(backend, [ADMIN], 'administracao')
})
afterAll(() => backend?.stop())

/** Runs `sql` as `caller` and keeps what it did; resolves to its rows, or to the refusal's code and message. */
const commitAs = (caller: Caller, sql: string) => answerAs(backend.db, caller, sql, [], { commit: true })

const roleOf = async (email: string) =>
  (await backend.db.query<{ role: string }>('select role from public.agency_members where email = $1', [email])).rows[0]?.role

describe('the roles', () => {
  it('a member added without a role is equipe; each caller learns their own role, a non-member none', async () => {
    expect(await commitAs(admin, `select * from public.workspace_add_member('Colega@Agencia.test')`)).toEqual([
      expect.objectContaining({ email: 'colega@agencia.test', role: 'equipe', added_by: ADMIN }),
    ])
    expect(await rowsAs(backend.db, admin, 'select public.workspace_my_role() as role')).toEqual([{ role: 'administracao' }])
    expect(await rowsAs(backend.db, colleague, 'select public.workspace_my_role() as role')).toEqual([{ role: 'equipe' }])
    expect(await rowsAs(backend.db, outsider, 'select public.workspace_my_role() as role')).toEqual([{ role: null }])
  })

  it('a role the table does not know is refused by the database itself', async () => {
    const bad = await backend.db
      .query(`insert into public.agency_members (email, added_by, role) values ('x@agencia.test', 'teste', 'dono')`)
      .catch((error: { code: string }) => error.code)
    expect(bad).toBe('23514')
  })
})

describe('only the administration changes the team', () => {
  it.each([
    ['add', `select * from public.workspace_add_member('nova@agencia.test', 'equipe')`],
    ['change a role', `select public.workspace_set_member_role('${ADMIN}', 'equipe')`],
    ['remove', `select public.workspace_remove_member('${ADMIN}')`],
  ])('equipe may not %s: 42501 in Portuguese, nothing changes', async (_what, sql) => {
    const refused = await commitAs(colleague, sql)
    expect(refused).toEqual({ code: PERMISSION_DENIED, message: 'Só quem é da administração pode fazer isso; colega@agencia.test não é.' })
    expect(await roleOf(ADMIN)).toBe('administracao')
    expect(await roleOf('nova@agencia.test')).toBeUndefined()
  })

  it('a non-member is refused the same way, and anon may not even call', async () => {
    expect(await commitAs(outsider, `select * from public.workspace_add_member('nova@agencia.test')`)).toMatchObject({
      code: PERMISSION_DENIED,
      message: expect.stringMatching(/^Só quem é da administração/),
    })
    expect(await outcomeAs(backend.db, 'anon', `select public.workspace_remove_member('${ADMIN}')`)).toBe(PERMISSION_DENIED)
    expect(await outcomeAs(backend.db, 'anon', 'select public.workspace_team()')).toBe(PERMISSION_DENIED)
  })

  it('a member may not write the members or the changes directly, nor name another actor', async () => {
    expect(await outcomeAs(backend.db, admin, `update public.agency_members set role = 'administracao'`)).toBe(PERMISSION_DENIED)
    expect(await outcomeAs(backend.db, admin, `delete from public.agency_member_changes`)).toBe(PERMISSION_DENIED)
    const named = await commitAs(colleague, `select * from public.workspace_add_member('nova@agencia.test', 'equipe', '${ADMIN}')`)
    expect(named, "a token's own e-mail always, whatever p_actor says").toMatchObject({ code: PERMISSION_DENIED })
  })

  it('bad input is a Portuguese 22023: an unknown role, a malformed e-mail, someone already in the team', async () => {
    expect(await commitAs(admin, `select * from public.workspace_add_member('nova@agencia.test', 'dono')`)).toEqual({
      code: '22023',
      message: 'Papel desconhecido: "dono". Use administracao ou equipe.',
    })
    expect(await commitAs(admin, `select * from public.workspace_add_member('nova')`)).toMatchObject({ code: '22023' })
    expect(await commitAs(admin, `select * from public.workspace_add_member('colega@agencia.test')`)).toEqual({
      code: '22023',
      message: 'colega@agencia.test já é da equipe.',
    })
  })

  it('markup as an e-mail is refused in Portuguese by the screen, the function and the SQL, and makes no Auth user (issue 42)', async () => {
    const script = '<script>alert(1)</script>@x.com'
    const sentence = 'Digite um e-mail completo, como pessoa@agencia.com.br.'
    // The screen checks with the function's own contract before it sends.
    expect(teamAddition.safeParse({ email: script }).error?.issues.map((i) => i.message)).toEqual([sentence])
    const answer = await fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessTokenFor(backend, ADMIN)}` },
      body: JSON.stringify({ email: script }),
    })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(sentence)
    expect(await commitAs(admin, `select * from public.workspace_add_member('${script}')`)).toEqual({ code: '22023', message: sentence })
    expect((await backend.db.query('select 1 from auth.users where email = $1', [script])).rows).toEqual([])
    expect(await roleOf(script)).toBeUndefined()
  })
})

describe('the last administrator', () => {
  it('can be neither demoted nor removed, in Portuguese; with a second one, either can', async () => {
    expect(await commitAs(admin, `select public.workspace_set_member_role('${ADMIN}', 'equipe')`)).toEqual({
      code: '22023',
      message: `${ADMIN} é a única pessoa da administração: dê a administração a outra pessoa antes.`,
    })
    expect(await commitAs(admin, `select public.workspace_remove_member('${ADMIN}')`)).toMatchObject({
      code: '22023',
      message: expect.stringContaining('única pessoa da administração e não pode sair'),
    })
    expect(await commitAs(admin, `select public.workspace_set_member_role('colega@agencia.test', 'administracao')`)).toHaveLength(1)
    expect(await commitAs(colleague, `select public.workspace_set_member_role('${ADMIN}', 'equipe')`)).toHaveLength(1)
    expect(await roleOf(ADMIN)).toBe('equipe')
    expect(await commitAs(colleague, `select public.workspace_set_member_role('${ADMIN}', 'administracao')`)).toHaveLength(1)
  })
})

describe('removal and the audit list', () => {
  it('a removed member reads nothing from their next call (RLS reads agency_members each time)', async () => {
    const before = await rowsAs(backend.db, colleague, 'select source_id from public.workspace_leads')
    expect(before as unknown[], 'a member reads the lead').toHaveLength(1)
    expect(await commitAs(admin, `select public.workspace_remove_member('colega@agencia.test')`)).toHaveLength(1)
    expect(await rowsAs(backend.db, colleague, 'select source_id from public.workspace_leads'), 'the next call').toEqual([])
    expect(await rowsAs(backend.db, colleague, 'select public.is_agency_member() as yes')).toEqual([{ yes: false }])
    expect(await commitAs(colleague, `select * from public.workspace_add_member('volta@agencia.test', 'administracao')`)).toMatchObject({
      code: PERMISSION_DENIED,
    })
  })

  it('lists every change, newest first, with who made it; members read it, others do not', async () => {
    const [{ team }] = (await rowsAs(backend.db, admin, 'select public.workspace_team() as team')) as {
      team: { members: { email: string; role: string }[]; changes: Record<string, unknown>[] }
    }[]
    expect(team.members).toEqual([expect.objectContaining({ email: ADMIN, role: 'administracao', added_by: 'teste' })])
    expect(team.changes.map(({ actor, action, member, role, from_role }) => ({ actor, action, member, role, from_role }))).toEqual([
      { actor: ADMIN, action: 'remove', member: 'colega@agencia.test', role: null, from_role: 'administracao' },
      { actor: 'colega@agencia.test', action: 'role', member: ADMIN, role: 'administracao', from_role: 'equipe' },
      { actor: 'colega@agencia.test', action: 'role', member: ADMIN, role: 'equipe', from_role: 'administracao' },
      { actor: ADMIN, action: 'role', member: 'colega@agencia.test', role: 'administracao', from_role: 'equipe' },
      { actor: ADMIN, action: 'add', member: 'colega@agencia.test', role: 'equipe', from_role: null },
    ])
    expect(await rowsAs(backend.db, outsider, 'select * from public.agency_member_changes')).toEqual([])
  })

  it("hands a removed member's leads to a colleague, or to nobody, one activity line each, and says how many (decision 215)", async () => {
    const leaving: Caller = { email: 'saida@agencia.test', sub: '00000000-0000-4000-8000-000000000005' }
    await commitAs(admin, `select * from public.workspace_add_member('saida@agencia.test')`)
    const [lead] = (await rowsAs(backend.db, admin, 'select source_table, source_id from public.workspace_leads')) as {
      source_table: string
      source_id: string
    }[]
    await commitAs(admin, `select * from public.workspace_set_owner('${lead.source_table}', '${lead.source_id}', 'saida@agencia.test')`)
    const [{ team }] = (await rowsAs(backend.db, admin, 'select public.workspace_team() as team')) as {
      team: { members: { email: string; leads: number }[] }
    }[]
    expect(team.members.find((m) => m.email === 'saida@agencia.test')?.leads, 'the count shown before removing').toBe(1)
    expect(
      await commitAs(admin, `select public.workspace_remove_member('saida@agencia.test', p_hand_to => 'colega@agencia.test')`),
    ).toMatchObject({
      code: '22023',
      message: expect.stringContaining('Passe os leads para outra pessoa da equipe'),
    })
    expect(await commitAs(admin, `select public.workspace_remove_member('saida@agencia.test', p_hand_to => '${ADMIN}') as owned`)).toEqual([
      { owned: 1 },
    ])
    const owner = await backend.db.query<{ owner: string }>('select owner from public.lead_owner where source_id = $1', [lead.source_id])
    expect(owner.rows).toEqual([{ owner: ADMIN }])
    const activity = await backend.db.query<{ actor: string; owner: string }>(
      `select actor, owner from public.lead_activity where source_id = $1 and action = 'owner' order by id desc limit 1`,
      [lead.source_id],
    )
    expect(activity.rows, "the hand-over in the lead's activity").toEqual([{ actor: ADMIN, owner: ADMIN }])

    // Their open session, at its next call: told in words, not "this lead no longer exists" or an empty list.
    expect(await commitAs(leaving, 'select public.workspace_new_count()')).toEqual({
      code: PERMISSION_DENIED,
      message: 'Seu acesso ao painel foi removido.',
    })
    expect(await commitAs(leaving, `select public.workspace_lead('${lead.source_table}', '${lead.source_id}')`)).toEqual({
      code: PERMISSION_DENIED,
      message: 'Seu acesso ao painel foi removido.',
    })
    expect(await commitAs(outsider, 'select public.workspace_new_count()')).toEqual({
      code: PERMISSION_DENIED,
      message: 'Só a equipe da agência vê os leads.',
    })
  })

  it('the server names the administrator it acts for (the workspace function adds through it)', async () => {
    const rows = await backend.db.query(`select * from public.workspace_add_member('nova@agencia.test', 'equipe', $1)`, [ADMIN])
    expect(rows.rows).toEqual([expect.objectContaining({ email: 'nova@agencia.test', added_by: ADMIN })])
    const refused = await backend.db
      .query(`select * from public.workspace_add_member('outra@agencia.test', 'equipe', 'nova@agencia.test')`)
      .catch((error: { code: string }) => error.code)
    expect(refused, 'an equipe member named by the server is refused too').toBe(PERMISSION_DENIED)
  })
})
