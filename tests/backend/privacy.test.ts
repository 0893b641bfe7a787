import { createHash } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns, schemaHash } from '#form-core'
import { loadForms, rootDir } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { runPrivacyAction, type ExportedRecord } from '../../scripts/privacy/privacy-actions.ts'
import { ident } from '../../scripts/local-backend/database.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

const run = promisify(execFile)
const forms = loadForms()
const ANA = 'Ana.Souza@Empresa.com.br'
const BETO = 'beto@outra.com.br'
const dataDir = mkdtempSync(join(tmpdir(), 'excellis-privacy-'))
const env = childEnv({ LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '' })
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/privacy/main.ts', ...args], { cwd: rootDir, env })

/** A valid record of a form with `email` in every question tagged as an e-mail. */
function recordWith(schema: Record<string, unknown>, email: string): Record<string, unknown> {
  const record = structuredClone(minimalRecord(schema)) as Record<string, Record<string, unknown>>
  const props = schema.properties as Record<string, Record<string, unknown>>
  for (const [key, field] of Object.entries(props)) {
    if (field['x-personal'] === 'email') (record as Record<string, unknown>)[key] = email
    if (field.type === 'object') {
      const inner = field.properties as Record<string, Record<string, unknown>>
      for (const [k, f] of Object.entries(inner)) if (f['x-personal'] === 'email') record[key] = { ...(record[key] ?? {}), [k]: email }
    }
  }
  return record
}

const withEmail = serverForms.filter((f) => JSON.stringify(f.schema).includes('"x-personal":"email"'))
const meeting = tableForms[0]
let backend: TestBackend

async function storeAll() {
  for (const form of withEmail) {
    for (const email of [ANA, BETO]) {
      const response = await fetch(formUrl(backend.url, form.formId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(recordWith(form.schema, email)),
      })
      expect(response.status, form.formId).toBe(200)
    }
  }
  for (const email of [ANA.toLowerCase(), BETO]) {
    const row = mapColumns(meeting.columns, recordWith(meeting.schema, email))
    const columns = Object.keys(row)
    await backend.db.query(
      `insert into public.${ident(meeting.table)} (${columns.map(ident).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
  }
}

beforeAll(async () => {
  backend = await startTestBackend(null, dataDir)
  await storeAll()
}, 60_000)
afterAll(async () => {
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("a data subject's requests (LGPD art. 18)", () => {
  it('export prints every stored record of an e-mail, across form_submissions and the meeting table, with titles and dates', async () => {
    expect(withEmail.length).toBeGreaterThanOrEqual(3)
    const { stdout, stderr } = await cli('export', '--email', 'ANA.SOUZA@empresa.com.br')
    const records = JSON.parse(stdout) as ExportedRecord[]
    expect(records.map((r) => r.formulario).sort()).toEqual([...withEmail.map((f) => f.formId), meeting.formId].sort())
    expect(records.filter((r) => r.tabela === meeting.table)).toHaveLength(1)
    for (const record of records) {
      expect(record.enviado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      expect(record.titulo).toBe(String(forms.find((f) => f.id === record.formulario)?.schema.title))
      expect(record.respostas.some((r) => r.resposta.toLowerCase() === ANA.toLowerCase())).toBe(true)
      expect(JSON.stringify(record)).not.toContain(BETO)
    }
    expect(stderr).toContain(`${records.length} registro(s)`)
  })

  it("erase deletes them, says how many per table, leaves another person's rows, and is idempotent", async () => {
    const before = { submissions: await backend.count('form_submissions'), meeting: await backend.count(meeting.table) }
    const first = await cli('erase', '--email', ANA)
    expect(first.stdout).toContain(`form_submissions: ${withEmail.length} registro(s) apagado(s)`)
    expect(first.stdout).toContain(`${meeting.table}: 1 registro(s) apagado(s)`)
    expect(await backend.count('form_submissions')).toBe(before.submissions - withEmail.length)
    expect(await backend.count(meeting.table)).toBe(before.meeting - 1)
    // The e-mails owed for the erased rows go with them; the other person's stay.
    const { rows: orphans } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.notification_outbox o
        where o.source_table = 'form_submissions' and not exists (select 1 from public.form_submissions s where s.id::text = o.source_id)`,
    )
    expect(orphans[0].n).toBe(0)
    const { rows: kept } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.notification_outbox where source_table = 'form_submissions'`,
    )
    expect(kept[0].n).toBe(withEmail.length)
    const again = await cli('erase', '--email', ANA)
    expect(again.stdout).toContain('form_submissions: 0 registro(s) apagado(s)')
    expect(JSON.parse((await cli('export', '--email', ANA)).stdout)).toEqual([])
    expect((JSON.parse((await cli('export', '--email', BETO)).stdout) as unknown[]).length).toBe(withEmail.length + 1)
  })

  it('each export and erase is logged with who, the e-mail only as its SHA-256 and how many rows, never the data', async () => {
    const { rows } = await backend.db.query<Record<string, unknown>>(
      'select action, email_sha256, requested_by, rows_affected from public.privacy_requests order by id',
    )
    const sha = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex')
    expect(rows.slice(0, 4)).toEqual([
      {
        action: 'export',
        email_sha256: sha(ANA),
        requested_by: expect.stringMatching(/^npm run privacy \(/),
        rows_affected: withEmail.length + 1,
      },
      {
        action: 'erase',
        email_sha256: sha(ANA),
        requested_by: expect.stringMatching(/^npm run privacy \(/),
        rows_affected: withEmail.length + 1,
      },
      { action: 'erase', email_sha256: sha(ANA), requested_by: expect.any(String), rows_affected: 0 },
      { action: 'export', email_sha256: sha(ANA), requested_by: expect.any(String), rows_affected: 0 },
    ])
    expect(JSON.stringify(rows).toLowerCase(), 'no e-mail in the log').not.toContain('empresa.com.br')
  })

  it('refuses a request without an e-mail, explaining how to ask', async () => {
    const refused = await cli('erase').catch((error: { code: number; stderr: string }) => error)
    expect((refused as { code: number }).code).toBe(2)
    expect((refused as { stderr: string }).stderr).toMatch(/Uso: npm run privacy -- export --email/)
  })
})

describe('retention', () => {
  it("purge --dry-run shows what is past its form's retention and deletes nothing; purge deletes exactly that", async () => {
    const [contact] = withEmail.filter((f) => f.formId === 'contact')
    const website = serverForms.find((f) => f.formId === 'website')!
    const hashOf = async (schema: Record<string, unknown>) => schemaHash(schema)
    // contact keeps 365 days, website the default 730: rows 400 days old expire only for contact.
    const old = `now() - interval '400 days'`
    await backend.db.query(
      `insert into public.form_submissions (form_id, schema_hash, payload, created_at) values ('contact', $1, '{}'::jsonb, ${old}), ('website', $2, '{}'::jsonb, ${old})`,
      [await hashOf(contact.schema), await hashOf(website.schema)],
    )
    await backend.db.query(
      `insert into public.${ident(meeting.table)} ("Nome", "Email", "Numero", "Serviço", created_at) overriding system value values ('Velho', 'velho@exemplo.com', 0, 'web', now() - interval '400 days')`,
    )
    const dry = await cli('purge', '--dry-run')
    expect(dry.stdout).toContain('form_submissions (contact, 365 dias): 1 registro(s) seriam apagados')
    expect(dry.stdout).toContain('form_submissions (website, 730 dias): 0 registro(s) seriam apagados')
    expect(dry.stdout).toContain(`${meeting.table} (${meeting.formId}, 365 dias): 1 registro(s) seriam apagados`)
    expect(dry.stderr).toContain('Simulação: nada foi apagado')
    const total = await backend.count('form_submissions')
    const purged = await runPrivacyAction(backend.db, forms, { action: 'purge', dryRun: false })
    expect(purged).toMatchObject({ action: 'purge' })
    expect(await backend.count('form_submissions')).toBe(total - 1)
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from public.form_submissions where form_id = 'website' and created_at < now() - interval '399 days'",
    )
    expect(rows[0].n, 'within its 730 days, kept').toBe(1)
  })

  it('the local backend purges at start, as the daily job does in production', async () => {
    const [contact] = withEmail.filter((f) => f.formId === 'contact')
    await backend.db.query(
      `insert into public.form_submissions (form_id, schema_hash, payload, created_at) values ('contact', $1, '{}'::jsonb, now() - interval '366 days')`,
      [await schemaHash(contact.schema)],
    )
    await backend.close()
    backend = await startTestBackend(null, dataDir)
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from public.form_submissions where form_id = 'contact' and created_at < now() - interval '365 days'",
    )
    expect(rows[0].n).toBe(0)
  })
})

describe('the agency listing', () => {
  it('masks personal data by default; --reveal shows it and says so on stderr', async () => {
    const masked = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts', '--form', 'contact'], {
      cwd: rootDir,
      env,
    })
    expect(masked.stdout).toContain('b***@outra.com.br')
    expect(masked.stdout).not.toContain(BETO)
    expect(masked.stderr).not.toContain('--reveal')
    const revealed = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts', '--form', 'contact', '--reveal'], {
      cwd: rootDir,
      env,
    })
    expect(revealed.stdout).toContain(BETO)
    expect(revealed.stderr).toMatch(/--reveal mostra nomes, e-mails, telefones e mensagens sem máscara/)
    const json = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts', '--json', '--form', meeting.formId], {
      cwd: rootDir,
      env,
    })
    expect(json.stdout).not.toContain(BETO)
    expect(json.stdout).toMatch(/"Email": "b\*\*\*@outra\.com\.br"/)
  })
})

describe('with no local backend running', () => {
  it('npm run privacy opens the data folder itself, under the same lock', async () => {
    await backend.close()
    try {
      const records = JSON.parse((await cli('export', '--email', BETO)).stdout) as unknown[]
      expect(records.length).toBe(withEmail.length + 1)
    } finally {
      backend = await startTestBackend(null, dataDir)
    }
  })
})
