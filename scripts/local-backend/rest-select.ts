import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { asRole, type ApiRole, type Database } from './database.ts'
import { pgErrorResponse, restCors, restError } from './rest-errors.ts'
import { ident } from './table-catalog.ts'

const SUPPORTED = new Set(['select', 'limit', 'offset'])

/**
 * `GET /rest/v1/<table>?select=…`, as `anon`: there only to show that row-level security holds
 * (anon has no SELECT grant, so this answers 401). Filters are not implemented locally.
 */
export async function restSelect(req: Request, db: Database, role: ApiRole, table: string, columns: Set<string>, logger: Logger): Promise<Response> {
  const url = new URL(req.url)
  const extra = [...url.searchParams.keys()].find((k) => !SUPPORTED.has(k))
  if (extra !== undefined) return restError(400, 'PGRST100', `o backend local não implementa o parâmetro "${extra}"`)
  const wanted = (url.searchParams.get('select') ?? '*').split(',').map((c) => c.trim())
  const unknown = wanted.find((c) => c !== '*' && !columns.has(c))
  if (unknown !== undefined) return restError(400, '42703', `column ${table}.${unknown} does not exist`)
  const list = wanted.map((c) => (c === '*' ? '*' : ident(c))).join(', ')
  const limit = Number(url.searchParams.get('limit') ?? 1000)
  const offset = Number(url.searchParams.get('offset') ?? 0)
  try {
    const { rows } = await asRole(db, role, (tx) =>
      tx.query(`select ${list} from public.${ident(table)} limit $1 offset $2`, [Number.isFinite(limit) ? limit : 1000, Number.isFinite(offset) ? offset : 0]),
    )
    return jsonResponse(200, rows, restCors)
  } catch (error) {
    return pgErrorResponse(error, logger)
  }
}
