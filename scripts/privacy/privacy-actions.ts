import { isObject, type JsonObject, labelledAnswers, rowAnswers, submitTargetOf } from '#form-core'
import type { FormFiles } from '../forms/load-forms.ts'
import type { BackendConfig } from '../local-backend/config.ts'
import { ident, type Database, type Queryable } from '../local-backend/database.ts'
import { throughOwner } from '../local-backend/lock-file.ts'
import { emailPlaces, type EmailPlaces } from './email-matches.ts'

/** `requestedBy`: who handled it, for the log of requests (privacy_requests); the CLI names its operator. */
export type PrivacyRequest = { action: 'export' | 'erase'; email: string; requestedBy?: string } | { action: 'purge'; dryRun: boolean }

/** Each export and erase leaves one line in privacy_requests: who, when, the e-mail's SHA-256, how many rows; never the data. */
async function logRequest(db: Queryable, request: { action: 'export' | 'erase'; email: string; requestedBy?: string }, rows: number) {
  await db.query(
    `insert into public.privacy_requests (action, email_sha256, requested_by, rows_affected)
     values ($1, encode(sha256(convert_to(lower(btrim($2)), 'UTF8')), 'hex'), $3, $4)`,
    [request.action, request.email, (request.requestedBy ?? 'npm run privacy').slice(0, 254), rows],
  )
}

export interface ExportedRecord {
  tabela: string
  formulario: string
  titulo: string
  id: string
  enviado_em: string
  respostas: { pergunta: string; resposta: string }[]
  dados: JsonObject
}

export interface TableCount {
  tabela: string
  formulario?: string
  linhas: number
  retencao_dias?: number
}

export type PrivacyResult =
  { action: 'export'; registros: ExportedRecord[] } | { action: 'erase' | 'purge'; dryRun?: boolean; tabelas: TableCount[] }

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))
const plain = (row: Record<string, unknown>): JsonObject =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v]),
  )

/** `lower(payload #>> $n) = $1` for each e-mail path of a form, joined by `or`; params start at $2. */
function payloadMatch(place: EmailPlaces, params: unknown[]): string {
  return place.paths.map((path) => `lower(s.payload #>> $${params.push(`{${path.join(',')}}`)}::text[]) = $1`).join(' or ')
}

async function matches(db: Queryable, forms: readonly FormFiles[], email: string) {
  const found: { place: EmailPlaces; table: string; rows: Record<string, unknown>[] }[] = []
  const wanted = email.trim().toLowerCase()
  for (const place of await emailPlaces(db, forms)) {
    if (place.table) {
      if (place.table.columns.length === 0) continue
      const where = place.table.columns.map((c) => `lower(${ident(c)}) = $1`).join(' or ')
      const { rows } = await db.query(`select * from public.${ident(place.table.name)} where ${where} order by created_at`, [wanted])
      found.push({ place, table: place.table.name, rows })
    } else if (place.paths.length > 0) {
      const params: unknown[] = [wanted, place.formId]
      const where = payloadMatch(place, params)
      const { rows } = await db.query(
        `select s.id::text, s.form_id, s.schema_hash, s.created_at, s.payload from public.form_submissions s where s.form_id = $2 and (${where}) order by s.created_at`,
        params,
      )
      found.push({ place, table: 'form_submissions', rows })
    }
  }
  return found
}

async function readable(
  db: Queryable,
  forms: readonly FormFiles[],
  formId: string,
  table: string,
  row: Record<string, unknown>,
): Promise<Omit<ExportedRecord, 'tabela' | 'formulario'>> {
  const form = forms.find((f) => f.id === formId)
  const target = form && submitTargetOf(form.schema)
  const data =
    table === 'form_submissions' ? (row.payload as JsonObject) : target && 'table' in target ? rowAnswers(target.columns, row) : plain(row)
  let schema = form?.schema
  let uiSchema = form?.uiSchema
  if (typeof row.schema_hash === 'string') {
    const { rows } = await db.query<{ schema: unknown; ui_schema: unknown }>(
      'select schema, ui_schema from public.form_revisions where form_id = $1 and hash = $2',
      [formId, row.schema_hash],
    )
    if (rows[0] && isObject(rows[0].schema) && isObject(rows[0].ui_schema)) [schema, uiSchema] = [rows[0].schema, rows[0].ui_schema]
  }
  const respostas = schema
    ? labelledAnswers(schema, data, uiSchema).map((a) => ({ pergunta: [...a.groups, a.label].join(' › '), resposta: a.value }))
    : []
  return {
    titulo: String(schema?.title ?? formId),
    id: String(row.id),
    enviado_em: iso(row.created_at),
    respostas,
    dados: table === 'form_submissions' ? data : plain(row),
  }
}

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
  if (request.action === 'export') {
    const registros: ExportedRecord[] = []
    for (const { place, table, rows } of await matches(db, forms, request.email)) {
      for (const row of rows)
        registros.push({ tabela: table, formulario: place.formId, ...(await readable(db, forms, place.formId, table, row)) })
    }
    await logRequest(db, request, registros.length)
    return { action: 'export', registros: registros.sort((a, b) => a.enviado_em.localeCompare(b.enviado_em)) }
  }
  return db.transaction(async (tx) => {
    const counts = new Map<string, number>()
    for (const { table, rows } of await matches(tx, forms, request.email)) {
      if (rows.length === 0) continue
      const ids = rows.map((r) => String(r.id))
      await tx.query(`delete from public.${ident(table)} where id::text = any($1::text[])`, [ids])
      // The e-mail owed for an erased row (notification_outbox) points at nothing any more: it goes too.
      await tx.query('delete from public.notification_outbox where source_table = $1 and source_id = any($2::text[])', [table, ids])
      counts.set(table, (counts.get(table) ?? 0) + rows.length)
    }
    const tables = ['form_submissions', ...new Set((await emailPlaces(tx, forms)).flatMap((p) => (p.table ? [p.table.name] : [])))]
    await logRequest(
      tx,
      request,
      [...counts.values()].reduce((a, b) => a + b, 0),
    )
    return { action: 'erase' as const, tabelas: tables.map((tabela) => ({ tabela, linhas: counts.get(tabela) ?? 0 })) }
  })
}

/** Where the data is: DATABASE_URL, else the running backend's admin endpoint, else the folder under the same lock. */
export function runPrivacy(config: BackendConfig, forms: FormFiles[], request: PrivacyRequest): Promise<PrivacyResult> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) }
  return throughOwner(config, '/admin/v1/privacy', init, (db) => runPrivacyAction(db, forms, request))
}
