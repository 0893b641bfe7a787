import { HttpError, jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { asRole, type ApiRole, type Database } from './database.ts'
import { readRows, type Row } from './rest-body.ts'
import { pgErrorResponse, restCors, restError } from './rest-errors.ts'
import { onConflictClause } from './rest-upsert.ts'
import { ident } from './table-catalog.ts'

const sameKeys = (a: Row, b: Row) => {
  const ka = Object.keys(a).sort().join('\u0000')
  return ka === Object.keys(b).sort().join('\u0000')
}

/** The columns to insert: PostgREST's `?columns=` (supabase-js sends it for arrays), else the rows' own keys. */
function insertColumns(url: URL, rows: Row[]): string[] {
  const param = url.searchParams.get('columns')
  if (param !== null) return param.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')).filter(Boolean)
  if (!rows.every((r) => sameKeys(r, rows[0]))) throw new HttpError(400, 'invalid_json', 'All object keys must match')
  return Object.keys(rows[0])
}

/**
 * `POST /rest/v1/<table>` the way PostgREST runs it: as the key's role (anon for visitors), in a transaction, rows turned into the
 * table's types by `json_populate_recordset` (so "123" fits a bigint and "abc" fails like upstream).
 * `Prefer: return=representation` adds RETURNING, which anon may not do: 401, as in production; an upsert is the
 * same ON CONFLICT PostgREST writes (rest-upsert.ts).
 */
export async function restInsert(req: Request, db: Database, role: ApiRole, table: string, columns: Set<string>, logger: Logger): Promise<Response> {
  let rows: Row[]
  let names: string[]
  try {
    rows = await readRows(req)
    names = insertColumns(new URL(req.url), rows)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return restError(error.status, error.status === 413 ? 'PGRST413' : 'PGRST102', error.message)
  }
  const unknown = names.find((c) => !columns.has(c))
  if (unknown !== undefined) return restError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`)
  const target = `public.${ident(table)}`
  const list = names.map(ident).join(', ')
  const prefer = req.headers.get('prefer')
  const returning = /\breturn=representation\b/.test(prefer ?? '') ? ' returning *' : ''
  let conflict: string
  try {
    conflict = await onConflictClause(db, new URL(req.url), prefer, table, columns, names)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return restError(error.status, 'PGRST100', error.message)
  }
  const sql =
    names.length === 0
      ? `insert into ${target} default values${conflict}${returning}`
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${conflict}${returning}`
  const params = names.length === 0 ? [] : [JSON.stringify(rows)]
  try {
    const result = await asRole(db, role, (tx) => tx.query(sql, params))
    return returning ? jsonResponse(201, result.rows, restCors) : new Response(null, { status: 201, headers: restCors })
  } catch (error) {
    return pgErrorResponse(error, logger)
  }
}
