import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { loadForms, rootDir as projectRoot } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { pgliteDir } from '../../scripts/local-backend/database.ts'
import { startTestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'
import { PROJECT_PATHS } from '#form-core'

const run = promisify(execFile)
const dataDir = mkdtempSync(join(tmpdir(), 'excellis-restart-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the local backend process', () => {
  it('owns its folder alone, keeps data across a restart, and applies each migration once', async () => {
    // An empty database folder: migrated from nothing here, not copied from the run's migrated template.
    mkdirSync(pgliteDir(dataDir), { recursive: true })
    const first = await startTestBackend(null, dataDir)
    await expect(startTestBackend(null, dataDir), 'a second owner is refused by name').rejects.toThrow(/já está em uso pelo processo \d+/)
    const { formId, schema } = serverForms[0]
    const response = await fetch(formUrl(first.url, formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(minimalRecord(schema)),
    })
    expect(response.status).toBe(200)
    expect(first.migrations.applied.length).toBeGreaterThan(0)
    await first.close()

    const second = await startTestBackend(null, dataDir)
    expect(second.migrations.applied, 'nothing re-applied').toEqual([])
    expect(await second.count('form_submissions')).toBe(1)

    // While the server owns the folder, npm run submissions reads through it (the admin endpoint).
    const env = childEnv({ LOCAL_BACKEND_DATA_DIR: dataDir })
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts'], { cwd: projectRoot, env })
    expect(stdout).toContain(String(schema.title))
    const forbidden = await fetch(`${second.url}/admin/v1/submissions`)
    expect(forbidden.status, 'the admin endpoint needs the lock file secret').toBe(403)
    await second.close()

    // With no server, it opens the folder itself.
    const direct = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts', '--json'], { cwd: projectRoot, env })
    expect((JSON.parse(direct.stdout) as { submissions: unknown[] }).submissions).toHaveLength(1)
  }, 60_000)

  it('answers /health', async () => {
    const backend = await startTestBackend()
    const health = await (await fetch(`${backend.url}/health`)).json()
    expect(health).toMatchObject({ ok: true, database: 'pglite', functions: 2, forms: loadForms().length })
    await backend.stop()
  })
})

describe('the Edge Function folders', () => {
  const folders = readdirSync(join(projectRoot, 'supabase/functions'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name)

  it("one function for every questionnaire (a new form needs no folder), and the workspace's", () => {
    expect(folders).toEqual(['forms', 'workspace'])
  })

  it('each function has its section in config.toml (verify_jwt = false, the shared import map), and only they', () => {
    const config = readFileSync(join(projectRoot, PROJECT_PATHS.supabaseConfig), 'utf8')
    for (const name of folders)
      expect(config).toMatch(new RegExp(`\\[functions\\.${name}\\]\\nverify_jwt = false\\nimport_map = "\\./functions/import_map\\.json"`))
    expect(config.match(/^\[functions\./gm)).toHaveLength(folders.length)
  })
})
