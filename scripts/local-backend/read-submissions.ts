import type { Queryable } from './database.ts'
import { ident } from './table-catalog.ts'

export interface StoredSubmission {
  id: string
  form_id: string
  created_at: string
  payload: Record<string, unknown>
}

export interface StoredSubmissions {
  submissions: StoredSubmission[]
  /** Rows of the tables forms insert into directly (e.g. "Agendar Reunião"), newest first. */
  tables: Record<string, Record<string, unknown>[]>
  /** All rows per table, not only the `limit` shown. */
  counts: Record<string, number>
}

/** bigint and Date do not survive JSON.stringify as-is: text, the way psql shows them. */
const toJsonRow = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v]),
  )

/**
 * What arrived, newest first, read as the database owner (RLS hides it from anon on purpose).
 * Used by the admin endpoint and by `npm run submissions` when no server owns the folder.
 */
export async function readSubmissions(db: Queryable, tables: string[], limit: number): Promise<StoredSubmissions> {
  const { rows } = await db.query<Omit<StoredSubmission, 'created_at'> & { created_at: Date | string }>(
    `select id::text, form_id, created_at, payload from public.form_submissions order by created_at desc, id limit $1`,
    [limit],
  )
  const byTable: StoredSubmissions['tables'] = {}
  const counts: StoredSubmissions['counts'] = {}
  for (const table of ['form_submissions', ...tables]) {
    const { rows: [row] } = await db.query<{ n: number }>(`select count(*)::int as n from public.${ident(table)}`)
    counts[table] = Number(row.n)
  }
  for (const table of tables) {
    const result = await db.query<Record<string, unknown>>(
      `select * from public.${ident(table)} order by created_at desc limit $1`,
      [limit],
    )
    byTable[table] = result.rows.map(toJsonRow)
  }
  const submissions = rows.map((r) => ({ ...r, created_at: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at }))
  return { submissions, tables: byTable, counts }
}
