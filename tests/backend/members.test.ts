import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { memberEmail, runMembers } from '../../scripts/members/member-actions.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { childEnv } from '#functions/platform/environment.ts'

const run = promisify(execFile)

/** `npm run members`: through the running backend (it owns the folder), then on the folder alone, as npm run privacy does. */
let backend: TestBackend
let dataDir = ''
const target = () => ({ dataDir, databaseUrl: undefined })
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'excellis-members-'))
  backend = await startTestBackend(null, dataDir)
})
afterAll(async () => {
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/members/main.ts', ...args], {
    cwd: rootDir,
    env: childEnv({ LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '' }),
  })

describe('npm run members', () => {
  it('adds a member once, lower-cased, recording who added them; a second add changes nothing', async () => {
    const added = await runMembers(target(), { action: 'add', email: 'ana@agencia.test', addedBy: 'teste' })
    expect(added).toMatchObject({ action: 'add', created: true, member: { email: 'ana@agencia.test', added_by: 'teste' } })
    const again = await runMembers(target(), { action: 'add', email: 'ana@agencia.test', addedBy: 'outro' })
    expect(again).toMatchObject({ created: false, member: { added_by: 'teste' } })
    const { rows } = await backend.db.query('select email, added_by from public.agency_members')
    expect(rows).toEqual([{ email: 'ana@agencia.test', added_by: 'teste' }])
    expect(added).toMatchObject({ member: { role: 'equipe' } })
    const users = await backend.db.query('select email, email_confirmed_at is not null as confirmed from auth.users')
    expect(users.rows, 'an Auth user too, confirmed: sign-ups are off, only users get a code').toEqual([
      { email: 'ana@agencia.test', confirmed: true },
    ])
  })

  it('lists and removes; removing someone who is not a member says so', async () => {
    expect(await runMembers(target(), { action: 'list' })).toMatchObject({ members: [{ email: 'ana@agencia.test' }] })
    expect(await runMembers(target(), { action: 'remove', email: 'ana@agencia.test' })).toMatchObject({ removed: true })
    expect(await runMembers(target(), { action: 'remove', email: 'ana@agencia.test' })).toMatchObject({ removed: false })
    expect(await runMembers(target(), { action: 'list' })).toEqual({ action: 'list', members: [] })
  })

  it('says how many leads a leaving member owned and hands them over as the screen does (--para), never silently', async () => {
    await runMembers(target(), { action: 'add', email: 'dani@agencia.test', addedBy: 'teste' })
    await runMembers(target(), { action: 'add', email: 'edu@agencia.test', addedBy: 'teste' })
    const { rows: leads } = await backend.db.query<{ id: string }>(
      `insert into public.form_submissions (form_id, schema_hash, payload)
       select 'contact', (select hash from public.form_revisions where form_id = 'contact' limit 1), '{}'::jsonb
         from generate_series(1, 3) returning id::text`,
    )
    for (const { id } of leads)
      await backend.db.query(
        `insert into public.lead_owner (source_table, source_id, owner, updated_by) values ('form_submissions', $1, 'dani@agencia.test', 'teste')`,
        [id],
      )
    // Without a heir nothing changes, and the command says why and how.
    const refused = await cli('remove', 'dani@agencia.test').catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('dani@agencia.test responde por 3 leads; nada mudou.') })
    expect(refused).toMatchObject({ stderr: expect.stringContaining('--para colega@agencia.com.br') })
    // A heir who is not in the team is refused in the screen's words.
    const stranger = await cli('remove', 'dani@agencia.test', '--para', 'fora@agencia.test').catch((error: { stderr: string }) => error)
    expect(stranger).toMatchObject({
      stderr: expect.stringContaining('Passe os leads para outra pessoa da equipe: fora@agencia.test não pode recebê-los.'),
    })
    const { stdout } = await cli('remove', 'Dani@Agencia.test', '--para', 'Edu@Agencia.test')
    expect(stdout).toContain('Os 3 leads de dani@agencia.test passaram para edu@agencia.test.')
    const { rows: owners } = await backend.db.query(`select distinct owner from public.lead_owner`)
    expect(owners).toEqual([{ owner: 'edu@agencia.test' }])
    const { rows: lines } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.lead_activity where action = 'owner' and owner = 'edu@agencia.test' and actor like 'npm run members (%'`,
    )
    expect(lines, 'an activity line on each lead, as the screen leaves').toEqual([{ n: 3 }])
    const ownerless = await runMembers(target(), { action: 'remove', email: 'edu@agencia.test', ownerless: true })
    expect(ownerless).toMatchObject({ removed: true, owned: 3 })
    expect((await backend.db.query('select * from public.lead_owner')).rows).toEqual([])
    // Three runs of the command: each starts Node and tsx, slow on a loaded machine.
  }, 240_000)

  it('takes an e-mail as the database keeps it, and refuses what is not one, in Portuguese', () => {
    expect(memberEmail('  Ana@Agencia.TEST ')).toBe('ana@agencia.test')
    expect(memberEmail('ana')).toEqual({ error: '"ana" não é um e-mail' })
    expect(memberEmail(undefined)).toEqual({ error: 'falta o e-mail' })
  })

  it('the command answers in Portuguese through the running backend, and its usage on a mistake', async () => {
    const { stdout } = await cli('add', 'Bia@Agencia.test')
    expect(stdout).toContain('bia@agencia.test agora é membro (Equipe, backend local)')
    const listed = await cli('list')
    expect(listed.stdout).toMatch(/^bia@agencia\.test {2}Equipe {2}desde .+ {2}por npm run members \(/m)
    // Recovery: the same command gives the administration back, and the screen's audit list shows it.
    const promoted = await cli('add', 'bia@agencia.test', '--role', 'administracao')
    expect(promoted.stdout).toContain('bia@agencia.test passou de Equipe a Administração (backend local)')
    const { rows } = await backend.db.query(
      `select action, role, from_role from public.agency_member_changes where member = 'bia@agencia.test'`,
    )
    expect(rows).toEqual([
      { action: 'add', role: 'equipe', from_role: null },
      { action: 'role', role: 'administracao', from_role: 'equipe' },
    ])
    const badRole = await cli('add', 'bia@agencia.test', '--role', 'dono').catch((error: { code: number; stderr: string }) => error)
    expect(badRole).toMatchObject({ code: 2, stderr: expect.stringContaining('papel "dono" inválido') })
    const wrong = await cli('add', 'nao-e-email').catch((error: { code: number; stderr: string }) => error)
    expect(wrong).toMatchObject({ code: 2, stderr: expect.stringContaining('"nao-e-email" não é um e-mail') })
    // Five runs of the command: each starts Node and tsx, ~15 s apiece at load 12–16 (60 s ran out).
  }, 240_000)

  it('works on the data folder when no backend is running', async () => {
    await backend.close()
    expect(await runMembers(target(), { action: 'add', email: 'caio@agencia.test', addedBy: 'teste' })).toMatchObject({ created: true })
    expect(await runMembers(target(), { action: 'list' })).toMatchObject({
      members: [{ email: 'bia@agencia.test' }, { email: 'caio@agencia.test' }],
    })
    backend = await startTestBackend(null, dataDir)
  })
})
