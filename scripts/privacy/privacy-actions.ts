import { privacyErase, privacyExport, type ExportedRecord } from '#functions/workspace-function/privacy-walk.ts'
import type { FormFiles } from '../forms/load-forms.ts'
import type { BackendConfig } from '../local-backend/config.ts'
import type { Database } from '../local-backend/database.ts'
import { throughOwner } from '../local-backend/lock-file.ts'
import { sqlCalls } from '../local-backend/sql-functions.ts'

export type { ExportedRecord } from '#functions/workspace-function/privacy-walk.ts'

/** `requestedBy`: who handled it, for the log of requests (privacy_requests); the CLI names its operator. */
export type PrivacyRequest = { action: 'export' | 'erase'; email: string; requestedBy?: string } | { action: 'purge'; dryRun: boolean }

export interface TableCount {
  tabela: string
  formulario?: string
  linhas: number
  retencao_dias?: number
}

export type PrivacyResult =
  { action: 'export'; registros: ExportedRecord[] } | { action: 'erase' | 'purge'; dryRun?: boolean; tabelas: TableCount[] }

/** Erase is idempotent (a second run finds none); purge only counts with `dryRun`. */
export async function runPrivacyAction(db: Database, forms: readonly FormFiles[], request: PrivacyRequest): Promise<PrivacyResult> {
  if (request.action === 'purge') {
    const { rows } = await db.query<{ table_name: string; form_id: string; retention_days: number; expired: number }>(
      'select table_name, form_id, retention_days, expired::int as expired from public.purge_expired_submissions($1)',
      [request.dryRun],
    )
    return {
      action: 'purge',
      dryRun: request.dryRun,
      tabelas: rows.map((r) => ({
        tabela: r.table_name,
        formulario: r.form_id,
        linhas: Number(r.expired),
        retencao_dias: r.retention_days,
      })),
    }
  }
  // The same walk and SQL as the workspace's "Pedidos do titular" (supabase/functions/_shared/workspace-function/privacy-walk.ts).
  const call = sqlCalls(db)
  const current = forms.map((f) => ({ formId: f.id, schema: f.schema }))
  const requestedBy = request.requestedBy ?? 'npm run privacy'
  if (request.action === 'export')
    return { action: 'export', registros: await privacyExport(call, current, request.email, { requestedBy, log: true }) }
  return { action: 'erase', tabelas: await privacyErase(call, current, request.email, requestedBy) }
}

/** Where the data is: DATABASE_URL, else the running backend's admin endpoint, else the folder under the same lock. */
export function runPrivacy(config: BackendConfig, forms: FormFiles[], request: PrivacyRequest): Promise<PrivacyResult> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) }
  return throughOwner(config, '/admin/v1/privacy', init, (db) => runPrivacyAction(db, forms, request))
}
