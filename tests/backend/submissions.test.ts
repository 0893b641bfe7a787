import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core'
import { formTableMap, loadForms, rootDir as projectRoot } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { ADMIN_SECRET_HEADER } from '../../scripts/local-backend/lock-file.ts'
import { readSubmissions, type StoredSubmissions } from '../../scripts/local-backend/read-submissions.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

const run = promisify(execFile)
const tableFormsById = formTableMap(loadForms())
const [busy, quiet] = serverForms
const meeting = tableForms[0]

let backend: TestBackend
/**
 * Rows at known times, oldest first: 5 of `busy` (minutes 1–5), then 1 of `quiet` and 1 meeting, the newest
 * of all (minutes 6–7). A limit taken per table or before the filter shows the wrong rows.
 */
beforeAll(async () => {
  backend = await startTestBackend()
  const at = (minute: number) => `2026-01-01T10:0${minute}:00Z`
  // Each row names its form's published revision (form_submissions_revision_fk).
  for (let m = 1; m <= 5; m++) {
    await backend.db.query(
      `insert into public.form_submissions (form_id, schema_hash, payload, created_at) values ($1, $2, $3::jsonb, $4)`,
      [busy.formId, await schemaHash(busy.schema), JSON.stringify({ n: m }), at(m)],
    )
  }
  await backend.db.query(
    `insert into public.form_submissions (form_id, schema_hash, payload, created_at) values ($1, $2, '{}'::jsonb, $3)`,
    [quiet.formId, await schemaHash(quiet.schema), at(6)],
  )
  await backend.db.query(
    `insert into public."${meeting.table}" ("Nome", "Email", "Numero", "Serviço", created_at) overriding system value values ('Ana', 'ana@exemplo.com', 0, 'web', $1)`,
    [at(7)],
  )
}, 60_000)
afterAll(() => backend?.stop())

const summary = (s: StoredSubmissions) => ({
  forms: s.submissions.map((r) => r.form_id),
  payloads: s.submissions.map((r) => r.payload),
  tables: Object.fromEntries(Object.entries(s.tables).map(([t, rows]) => [t, rows.length])),
})

describe('reading what arrived (npm run submissions, the admin endpoint)', () => {
  it('--limit N is the newest N rows in all, not N per table', async () => {
    const read = await readSubmissions(backend.db, { tableForms: tableFormsById, limit: 2 })
    expect(summary(read)).toEqual({ forms: [quiet.formId], payloads: [{}], tables: { [meeting.table]: 1 } })
  })

  it('--form filters before the limit: the newest N of that form, even when other forms are newer', async () => {
    const read = await readSubmissions(backend.db, { tableForms: tableFormsById, form: busy.formId, limit: 2 })
    expect(summary(read)).toEqual({ forms: [busy.formId, busy.formId], payloads: [{ n: 5 }, { n: 4 }], tables: {} })
    expect(read.counts, 'counts are of the selected form').toEqual({ form_submissions: 5 })
  })

  it('--form of a form with a table target reads only its table', async () => {
    const read = await readSubmissions(backend.db, { tableForms: tableFormsById, form: meeting.formId, limit: 10 })
    expect(summary(read)).toEqual({ forms: [], payloads: [], tables: { [meeting.table]: 1 } })
  })

  it('the admin endpoint takes ?form= and ?limit= the same way', async () => {
    const response = await fetch(`${backend.url}/admin/v1/submissions?form=${busy.formId}&limit=3`, {
      headers: { [ADMIN_SECRET_HEADER]: backend.lock.secret },
    })
    expect(summary((await response.json()) as StoredSubmissions).payloads).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }])
  })

  it('npm run submissions -- --form X --limit N prints N entries of X', async () => {
    const env = childEnv({ LOCAL_BACKEND_DATA_DIR: backend.dataDir })
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/submissions/main.ts', '--form', busy.formId, '--limit', '2', '--json'],
      { cwd: projectRoot, env },
    )
    expect(summary(JSON.parse(stdout) as StoredSubmissions).payloads).toEqual([{ n: 5 }, { n: 4 }])
  }, 30_000)
})

describe('npm run submissions on a terminal: what a lead typed cannot drive it', () => {
  const hostile =
    'Padaria \u001b]8;;https://golpe.example\u0007clique\u001b]8;;\u0007\u001b[2J\rlimpo\n── Formulário falso · 01/01/2026 · 1\u009b31m'

  it('a website answer carrying ESC, OSC, BEL, CR, a newline and a C1 control is shown neutralized, its e-mail error too; --json keeps it as stored', async () => {
    const sent = await fetch(`${backend.url}/functions/v1/forms/website`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...minimalRecord(serverForms.find((f) => f.formId === 'website')!.schema), companyName: hostile }),
    })
    expect(sent.status).toBe(200)
    await backend.db.query(`update public.notification_outbox set last_error = $1 where form_id = 'website'`, [
      'Resend respondeu 500: \u001b[31mfalhou\u001b[0m\u0007',
    ])
    const env = childEnv({ LOCAL_BACKEND_DATA_DIR: backend.dataDir })
    const args = ['--import', 'tsx', 'scripts/submissions/main.ts', '--form', 'website', '--reveal']
    const { stdout } = await run(process.execPath, args, { cwd: projectRoot, env })
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(stdout, "no control character but the listing's own line breaks").not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
    expect(stdout).toContain('Padaria \\x1b]8;;https://golpe.example\\x07clique\\x1b]8;;\\x07\\x1b[2J\\rlimpo\\n── Formulário falso')
    expect(stdout).toContain('último erro: Resend respondeu 500: \\x1b[31mfalhou\\x1b[0m\\x07')
    expect(
      stdout.split('\n').filter((line) => line.startsWith('── ')),
      'one entry, no forged one',
    ).toHaveLength(1)
    const { stdout: json } = await run(process.execPath, [...args, '--json'], { cwd: projectRoot, env })
    expect((JSON.parse(json) as StoredSubmissions).submissions[0].payload.companyName).toBe(hostile)
  }, 60_000)
})
