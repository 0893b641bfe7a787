import { SUBMISSIONS_TABLE } from '#form-core'
import type { BackendConfig } from './config.ts'
import { ident, type Queryable } from './database.ts'
import { throughOwner } from './lock-file.ts'

export interface StoredSubmission {
  id: string
  form_id: string
  schema_hash: string
  created_at: string
  payload: Record<string, unknown>
}

export interface StoredSubmissions {
  submissions: StoredSubmission[]
  tables: Record<string, Record<string, unknown>[]>
  /** All rows of the selection per table, not only the `limit` shown. */
  counts: Record<string, number>
  /** The revision each shown submission answered, by hash: its titles are the ones to read it with. */
  revisions: Record<string, { form_id: string; schema: Record<string, unknown>; ui_schema: Record<string, unknown> }>
  /** The agency e-mail of each row shown, by `notificationKey(table, id)`; absent: the row has no outbox entry. */
  notifications: Record<string, NotificationState>
  /** Rows of the selection whose e-mail has not gone out yet (pending, failing or given up). */
  unnotified: number
}

export interface NotificationState {
  sentAt: string | null
  attempts: number
  lastError: string | null
  /** When it is tried next; null once sent, or when it will never be (its row is gone). */
  nextAttemptAt: string | null
}

export const notificationKey = (table: string, id: unknown) => `${table}#${String(id)}`

export interface SubmissionQuery {
  tableForms: Record<string, string>
  /** One form only: its `form_submissions` rows, or its table. Every form when absent. */
  form?: string
  limit: number
}

/** bigint and Date do not survive JSON.stringify as-is: text, the way psql shows them. */
const toJsonRow = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v]),
  )

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))

/** Newest first, read as the database owner (RLS hides it from anon on purpose). */
export async function readSubmissions(db: Queryable, query: SubmissionQuery): Promise<StoredSubmissions> {
  const { form, limit } = query
  const formTable = form !== undefined && Object.hasOwn(query.tableForms, form) ? query.tableForms[form] : undefined
  const tables = form === undefined ? [...new Set(Object.values(query.tableForms))].sort() : formTable ? [formTable] : []
  // A form with a table target never writes form_submissions; any other form (or all) is read there by form_id.
  const fromFunctions = formTable === undefined
  const counts: StoredSubmissions['counts'] = {}
  const picked: { at: string; source: string; row: Record<string, unknown> }[] = []
  const sources: string[] = []
  if (fromFunctions) {
    const where = form === undefined ? '' : 'where form_id = $2'
    const params = form === undefined ? [limit] : [limit, form]
    const { rows } = await db.query<Record<string, unknown>>(
      `select id::text, form_id, schema_hash, created_at, payload from public.${SUBMISSIONS_TABLE} ${where} order by created_at desc, id limit $1`,
      params,
    )
    picked.push(...rows.map((row) => ({ at: iso(row.created_at), source: SUBMISSIONS_TABLE, row })))
    const {
      rows: [n],
    } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${SUBMISSIONS_TABLE} ${where.replace('$2', '$1')}`,
      params.slice(1),
    )
    counts[SUBMISSIONS_TABLE] = Number(n.n)
    sources.push(SUBMISSIONS_TABLE)
  }
  for (const table of tables) {
    const { rows } = await db.query<Record<string, unknown>>(`select * from public.${ident(table)} order by created_at desc limit $1`, [
      limit,
    ])
    picked.push(...rows.map((row) => ({ at: iso(row.created_at), source: table, row })))
    const {
      rows: [n],
    } = await db.query<{ n: number }>(`select count(*)::int as n from public.${ident(table)}`)
    counts[table] = Number(n.n)
    sources.push(table)
  }
  const newest = picked.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit)
  const { notifications, unnotified } = await readNotifications(
    db,
    sources,
    form,
    newest.map(({ source, row }) => notificationKey(source, row.id)),
  )
  const result: StoredSubmissions = {
    submissions: [],
    tables: Object.fromEntries(tables.map((t) => [t, []])),
    counts,
    revisions: {},
    notifications,
    unnotified,
  }
  for (const { at, source, row } of newest) {
    if (source === SUBMISSIONS_TABLE) result.submissions.push({ ...(row as unknown as StoredSubmission), created_at: at })
    else result.tables[source].push(toJsonRow(row))
  }
  const hashes = [...new Set(result.submissions.map((s) => s.schema_hash))]
  if (hashes.length > 0) {
    const { rows } = await db.query<{ form_id: string; hash: string; schema: Record<string, unknown>; ui_schema: Record<string, unknown> }>(
      'select form_id, hash, schema, ui_schema from public.form_revisions where hash = any($1::text[])',
      [hashes],
    )
    for (const { hash, ...revision } of rows) result.revisions[hash] = revision
  }
  return result
}

async function readNotifications(db: Queryable, sources: string[], form: string | undefined, shown: string[]) {
  const notifications: Record<string, NotificationState> = {}
  if (sources.length === 0) return { notifications, unnotified: 0 }
  const { rows } = await db.query<{ key: string; sent_at: unknown; attempts: number; last_error: string | null; next_attempt_at: unknown }>(
    `select source_table || '#' || source_id as key, sent_at, attempts, last_error,
            case when sent_at is null and isfinite(next_attempt_at) then next_attempt_at end as next_attempt_at
       from public.notification_outbox
      where source_table || '#' || source_id = any($1::text[])`,
    [shown],
  )
  for (const r of rows) {
    notifications[r.key] = {
      sentAt: r.sent_at === null ? null : iso(r.sent_at),
      attempts: Number(r.attempts),
      lastError: r.last_error,
      nextAttemptAt: r.next_attempt_at === null ? null : iso(r.next_attempt_at),
    }
  }
  const {
    rows: [pending],
  } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.notification_outbox where sent_at is null and source_table = any($1::text[]) and ($2::text is null or form_id = $2)`,
    [sources, form ?? null],
  )
  return { notifications, unnotified: Number(pending.n) }
}

export function loadStored(config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>, query: SubmissionQuery): Promise<StoredSubmissions> {
  const params = new URLSearchParams({ limit: String(query.limit), ...(query.form === undefined ? {} : { form: query.form }) })
  return throughOwner(config, `/admin/v1/submissions?${params}`, {}, (db) => readSubmissions(db, query))
}

export const storedErrorMessage = (error: unknown) => {
  const message = (error as Error).message
  return /relation .* does not exist/.test(message) ? 'Nenhum banco ainda: rode npm run dev uma vez (ele aplica as migrações).' : message
}
