import type { FormFiles } from '../forms/load-forms.ts'
import type { BackendConfig } from '../local-backend/config.ts'
import { throughOwner } from '../local-backend/lock-file.ts'
import { runPrivacyAction, type PrivacyRequest, type PrivacyResult } from './privacy-actions.ts'

/**
 * A privacy request where the data is: production's PostgreSQL with DATABASE_URL; else the running local backend
 * (it owns the PGlite folder: its admin endpoint, with the lock file's secret); else the folder, opened here under
 * the same lock. The same code (privacy-actions.ts) runs in every case.
 */
export function runPrivacy(config: BackendConfig, forms: FormFiles[], request: PrivacyRequest): Promise<PrivacyResult> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) }
  return throughOwner(config, '/admin/v1/privacy', init, (db) => runPrivacyAction(db, forms, request))
}
