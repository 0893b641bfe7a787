import type { FormFiles } from '../forms/load-forms.ts'
import type { BackendConfig } from '../local-backend/config.ts'
import { acquireLock, ADMIN_SECRET_HEADER, readLiveLock } from '../local-backend/lock-file.ts'
import { openDatabase } from '../local-backend/database.ts'
import { runPrivacyAction, type PrivacyRequest, type PrivacyResult } from './privacy-actions.ts'

/**
 * A privacy request where the data is: production's PostgreSQL with DATABASE_URL; else the running local backend
 * (it owns the PGlite folder: its admin endpoint, with the lock file's secret); else the folder, opened here under
 * the same lock. The same code (privacy-actions.ts) runs in every case.
 */
export async function runPrivacy(config: BackendConfig, forms: FormFiles[], request: PrivacyRequest): Promise<PrivacyResult> {
  const owner = config.databaseUrl ? undefined : readLiveLock(config.dataDir)
  if (owner && owner.port > 0) {
    const response = await fetch(`http://127.0.0.1:${owner.port}/admin/v1/privacy`, {
      method: 'POST',
      headers: { [ADMIN_SECRET_HEADER]: owner.secret, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    if (!response.ok) throw new Error(`o backend local (pid ${owner.pid}) respondeu ${response.status}: ${await response.text()}`)
    return (await response.json()) as PrivacyResult
  }
  const lock = config.databaseUrl ? undefined : await acquireLock(config.dataDir, 0)
  try {
    const db = await openDatabase(config)
    try {
      return await runPrivacyAction(db, forms, request)
    } finally {
      await db.close()
    }
  } finally {
    lock?.release()
  }
}
