import { HttpError } from '../../supabase/functions/_shared/responses.ts'
import type { Queryable } from './database.ts'
import { ident } from './table-catalog.ts'

/**
 * PostgREST's upsert (https://docs.postgrest.org/en/stable/references/api/tables_views.html#upsert): with
 * `Prefer: resolution=merge-duplicates` an insert becomes `ON CONFLICT (…) DO UPDATE`, with `ignore-duplicates`
 * `ON CONFLICT (…) DO NOTHING`, on the `on_conflict` columns or else the primary key. Written as the same SQL so
 * Postgres' grants decide as they do upstream: DO UPDATE needs UPDATE (and SELECT) rights, which no visitor role
 * has; without the Prefer header, `on_conflict` changes nothing.
 */
export type Resolution = 'merge-duplicates' | 'ignore-duplicates'

export function resolutionOf(prefer: string | null): Resolution | undefined {
  const value = /\bresolution=([a-z-]+)/.exec(prefer ?? '')?.[1]
  if (value === undefined) return undefined
  if (value === 'merge-duplicates' || value === 'ignore-duplicates') return value
  throw new HttpError(400, 'invalid_json', `Prefer: resolution=${value} is not a valid resolution`)
}

async function primaryKey(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary order by a.attnum`,
    [`public.${ident(table)}`],
  )
  return rows.map((r) => r.name)
}

/** The `ON CONFLICT` clause for an insert of `names`, or '' for a plain insert. */
export async function onConflictClause(db: Queryable, url: URL, prefer: string | null, table: string, columns: Set<string>, names: string[]): Promise<string> {
  const resolution = resolutionOf(prefer)
  if (!resolution) return ''
  const param = url.searchParams.get('on_conflict')
  const target = param ? param.split(',').map((c) => c.trim()).filter(Boolean) : await primaryKey(db, table)
  const unknown = target.find((c) => !columns.has(c))
  if (unknown !== undefined || target.length === 0) throw new HttpError(400, 'invalid_json', `on_conflict: column '${unknown ?? ''}' does not exist in '${table}'`)
  const conflict = `on conflict (${target.map(ident).join(', ')})`
  if (resolution === 'ignore-duplicates' || names.length === 0) return ` ${conflict} do nothing`
  return ` ${conflict} do update set ${names.map((n) => `${ident(n)} = excluded.${ident(n)}`).join(', ')}`
}
