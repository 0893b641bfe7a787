import { ADMIN_SECRET_HEADER } from './admin-route.ts'
import type { BackendConfig } from './config.ts'
import { acquireLock, readLiveLock } from './lock-file.ts'
import { readSubmissions, type StoredSubmissions, type SubmissionQuery } from './read-submissions.ts'
import { openDatabase } from './start-backend.ts'

/**
 * What the backend stored, read the way the agency's tools read it: from a real PostgreSQL when DATABASE_URL is
 * set (production); else through the running local backend's admin endpoint (it owns the PGlite folder; secret
 * from the lock file); else by opening the folder here, under the same lock.
 */
export async function loadStored(config: BackendConfig, query: SubmissionQuery): Promise<StoredSubmissions> {
  if (config.databaseUrl) {
    const db = await openDatabase(config)
    try {
      return await readSubmissions(db, query)
    } finally {
      await db.close()
    }
  }
  const owner = readLiveLock(config.dataDir)
  if (owner && owner.port > 0) {
    const params = new URLSearchParams({ limit: String(query.limit), ...(query.form === undefined ? {} : { form: query.form }) })
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

/** The message for a database that has never been migrated, or the error's own. */
export const storedErrorMessage = (error: unknown) => {
  const message = (error as Error).message
  return /relation .* does not exist/.test(message) ? 'Nenhum banco ainda: rode npm run dev uma vez (ele aplica as migrações).' : message
}
