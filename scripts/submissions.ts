import { parseArgs } from 'node:util'
import { formTableMap, loadForms } from './forms/load-forms.ts'
import { ADMIN_SECRET_HEADER } from './local-backend/admin-route.ts'
import { configFromEnv } from './local-backend/config.ts'
import { acquireLock, readLiveLock } from './local-backend/lock-file.ts'
import { readSubmissions, type StoredSubmissions } from './local-backend/read-submissions.ts'
import { openDatabase } from './local-backend/start-backend.ts'
import { renderSubmissions } from './local-backend/submissions-report.ts'

/**
 * `npm run submissions [-- --form website --limit 20 --json]`: what the local backend stored, newest first:
 * the newest `limit` rows in all (of one form with --form, filtered in SQL before the limit).
 * While the server runs it owns the PGlite folder, so the answers come from its admin endpoint
 * (secret from the lock file); with no server running the folder is opened here, under the same lock.
 */
const { values } = parseArgs({ options: { form: { type: 'string' }, limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } } })
const limit = Math.max(1, Number(values.limit) || 50)
const config = configFromEnv()
const forms = loadForms(config.forms, (message) => console.error(`ignorado: ${message}`))
const form = values.form
if (form !== undefined && !forms.some((f) => f.id === form)) {
  console.error(`npm run submissions: formulário "${form}" não existe. Formulários: ${forms.map((f) => f.id).join(', ')}.`)
  process.exit(1)
}
const query = { tableForms: formTableMap(forms), form, limit }

async function load(): Promise<StoredSubmissions> {
  const owner = readLiveLock(config.dataDir)
  if (owner && owner.port > 0) {
    const params = new URLSearchParams({ limit: String(limit), ...(form === undefined ? {} : { form }) })
    const response = await fetch(`http://127.0.0.1:${owner.port}/admin/v1/submissions?${params}`, { headers: { [ADMIN_SECRET_HEADER]: owner.secret } })
    if (!response.ok) throw new Error(`o backend local (pid ${owner.pid}) respondeu ${response.status}: ${await response.text()}`)
    return (await response.json()) as StoredSubmissions
  }
  const { release } = await acquireLock(config.dataDir, 0)
  try {
    const db = await openDatabase(config)
    try {
      return await readSubmissions(db, query)
    } finally {
      await db.close()
    }
  } finally {
    release()
  }
}

try {
  const stored = await load()
  console.log(values.json ? JSON.stringify(stored, null, 2) : renderSubmissions(stored, forms))
} catch (error) {
  const message = (error as Error).message
  console.error(/relation .* does not exist/.test(message) ? 'Nenhum banco ainda: rode npm run dev uma vez (ele aplica as migrações).' : `npm run submissions: ${message}`)
  process.exit(1)
}
