import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir as projectRoot } from '../../scripts/forms/load-forms.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { DENO_RUN, denoBinary, serveWithDeno, type DenoServer } from './support/deno.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { serverForms, tableForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'
import { projectFiles, startFakeGitHub } from '../editor/fake-github.ts'

const run = promisify(execFile)
const entries = readdirSync(join(projectRoot, 'supabase/functions'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => `supabase/functions/${d.name}/index.ts`)

/** The one entry every questionnaire is sent to, served by Deno; any server form will do. */
const [form] = serverForms
const formUrl = () => `${deno.url}/forms/${form.formId}`

let backend: TestBackend
let deno: DenoServer
// What the deploy bundles needs no server: checked apart, so a slow backend start cannot skip it.
describe('the Edge Functions as deployed: their types and the files they import', () => {
  it('type-check: every function entry compiles under deno check', async () => {
    const shared = ['supabase/functions/_shared/platform/auth-token.ts']
    await run(
      denoBinary(),
      ['check', '--node-modules-dir=manual', '--import-map=supabase/functions/import_map.json', ...entries, ...shared],
      {
        cwd: projectRoot,
        env: childEnv({ NO_COLOR: '1' }),
      },
    )
  }, 40_000)

  it.each(entries)(
    '%s imports only files under supabase/functions/ (what `functions deploy --use-api` bundles)',
    async (entry) => {
      const { stdout } = await run(
        denoBinary(),
        ['info', '--json', '--node-modules-dir=manual', '--import-map=supabase/functions/import_map.json', entry],
        { cwd: projectRoot, env: childEnv({ NO_COLOR: '1' }), maxBuffer: 64 * 1024 * 1024 },
      )
      const { modules } = JSON.parse(stdout) as { modules: { specifier: string }[] }
      // npm packages resolve from node_modules here and from npm: specifiers when deployed; every other file is ours.
      const ours = modules
        .map((m) => m.specifier)
        .filter((specifier) => specifier.startsWith('file:') && !specifier.includes('/node_modules/'))
        .map((specifier) => relative(projectRoot, fileURLToPath(specifier)))
      expect(ours.length).toBeGreaterThan(5)
      expect(ours.filter((file) => !file.startsWith('supabase/functions/'))).toEqual([])
    },
    40_000,
  )
})

describe('the Edge Functions under Deno (offline, against node_modules)', () => {
  beforeAll(async () => {
    backend = await sharedTestBackend()
    // The deployed entry, its supabase-js clients (revisions and store) pointed at the local backend's PostgREST surface.
    deno = await serveWithDeno(
      'supabase/functions/forms/index.ts',
      {
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_BACKEND.serviceRoleKey,
        RATE_LIMIT_SALT: 'sal-do-teste-deno',
        RATE_LIMIT_PER_FORM: '1000',
        RATE_LIMIT_PER_CLIENT: '1000',
      },
      projectRoot,
    )
  }, 40_000)
  afterAll(async () => {
    deno?.stop()
    await backend?.stop()
  })

  it("verifies a signed-in user's access token against the JWKS URL with jose under Deno; a tampered one is refused", async () => {
    const email = 'equipe@agencia.test'
    const token = await accessTokenFor(backend, email)
    const tampered = `${token.slice(0, -4)}AAAA`
    const jwks = `${backend.url}/auth/v1/.well-known/jwks.json`
    const { stdout } = await run(
      denoBinary(),
      [...DENO_RUN, 'tests/backend/support/verify-token.ts', jwks, `${backend.url}/auth/v1`, token, tampered],
      { cwd: projectRoot, env: childEnv({ NO_COLOR: '1' }) },
    )
    const [good, bad] = JSON.parse(stdout) as [{ ok: boolean; claims?: { email: string; role: string } }, { ok: boolean; reason?: string }]
    expect(good).toMatchObject({ ok: true, claims: { email, role: 'authenticated' } })
    expect(bad).toMatchObject({ ok: false, reason: 'invalid' })
  }, 40_000)

  it(`forms/${form.formId} reads its published revision and stores a valid submission, both through supabase-js`, async () => {
    const before = await backend.count('form_submissions')
    const response = await fetch(formUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://site.test' },
      body: JSON.stringify(minimalRecord(form.schema)),
    })
    expect(response.status, deno.output()).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true })
    expect(await backend.count('form_submissions')).toBe(before + 1)
  })

  it('stores a meeting request in its table, counts it in the rate limit and owes its e-mail, all through PostgREST rpc', async () => {
    const meeting = tableForms[0]
    const before = await backend.count(meeting.table)
    const hitsBefore = await backend.count('rate_limit_hits')
    const response = await fetch(`${deno.url}/forms/${meeting.formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(minimalRecord(meeting.schema)),
    })
    expect(response.status, deno.output()).toBe(200)
    expect(await response.json(), "a receipt, not the table's sequential key").toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}$/),
    })
    expect(await backend.count(meeting.table)).toBe(before + 1)
    expect(await backend.count('rate_limit_hits'), 'a counter for the form (and one for all forms) exists').toBeGreaterThan(hitsBefore)
    const newest = await backend.db.query<{ id: string }>(`select id::text from public."${meeting.table}" order by id desc limit 1`)
    const { rows } = await backend.db.query<{ source_id: string }>(
      'select source_id from public.notification_outbox where source_table = $1',
      [meeting.table],
    )
    expect(rows.map((r) => r.source_id)).toContain(newest.rows[0].id)
  })

  it('the flush route answers only the service-role key (pg_cron calls it through pg_net)', async () => {
    const flush = (key?: string) =>
      fetch(`${deno.url}/forms/_outbox`, { method: 'POST', headers: key ? { authorization: `Bearer ${key}` } : {} })
    expect((await flush()).status).toBe(401)
    expect((await flush('anon')).status).toBe(401)
    const ok = await flush(LOCAL_BACKEND.serviceRoleKey)
    expect(ok.status, deno.output()).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, email: 'desligado' })
  })

  it('refuses bad input with the same JSON errors as in Node', async () => {
    const before = await backend.count('form_submissions')
    const invalid = await fetch(formUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(invalid.status).toBe(422)
    const unknown = await fetch(`${deno.url}/forms/formulario-inexistente`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'form_not_found' } })
    const wrongMethod = await fetch(formUrl())
    expect(wrongMethod.status).toBe(405)
    expect(await wrongMethod.json()).toMatchObject({ error: { code: 'method_not_allowed' } })
    const preflight = await fetch(formUrl(), { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(await backend.count('form_submissions')).toBe(before)
  })
})

describe('the workspace function under Deno: the editor’s review through Octokit (npm, offline) to a fake GitHub', () => {
  it('a member’s send opens the pull request on editor/<id>; the credential never leaves the function', async () => {
    const github = await startFakeGitHub('excellis/site', projectFiles(projectRoot), 'github_pat_doTesteDeno')
    const workspace = await serveWithDeno(
      'supabase/functions/workspace/index.ts',
      {
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_BACKEND.serviceRoleKey,
        RATE_LIMIT_SALT: 'sal-do-teste-deno',
        EDITOR_GITHUB_REPO: 'excellis/site',
        EDITOR_GITHUB_API_URL: github.url,
        EDITOR_GITHUB_TOKEN: 'github_pat_doTesteDeno',
      },
      projectRoot,
    )
    try {
      const email = `editor.deno.${Date.now().toString(36)}@agencia.test`
      await addMembers(backend, [email])
      const token = await accessTokenFor(backend, email)
      const files = { schema: github.files.get('schemas/contact.json') ?? '', uiSchema: github.files.get('ui-schemas/contact.json') ?? '' }
      const response = await fetch(`${workspace.url}/workspace/editor/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          formId: 'contact',
          base: files,
          files: { ...files, schema: files.schema.replace('"title": "Nome"', '"title": "Seu nome"') },
        }),
      })
      expect(response.status, workspace.output()).toBe(200)
      expect(await response.json()).toMatchObject({ number: 1, added: false })
      expect(github.pulls).toMatchObject([{ head: 'editor/contact', state: 'open' }])
      expect(
        JSON.stringify(
          await (
            await fetch(`${workspace.url}/workspace/editor/status`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
              body: '{"formId":"contact"}',
            })
          ).json(),
        ),
      ).not.toContain('github_pat')
    } finally {
      workspace.stop()
      await github.close()
    }
  }, 60_000)
})
