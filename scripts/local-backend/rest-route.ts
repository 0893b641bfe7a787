import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { roleOf } from './api-role.ts'
import type { Database } from './database.ts'
import { restCors, restError } from './rest-errors.ts'
import { restInsert } from './rest-insert.ts'
import { restSelect } from './rest-select.ts'
import type { TableCatalog } from './table-catalog.ts'

/** `/rest/v1/<table>`: the part of PostgREST the site and the tests use. */
export async function restRoute(req: Request, table: string, db: Database, catalog: TableCatalog, logger: Logger): Promise<Response> {
  if (req.method === 'OPTIONS') return jsonResponse(200, {}, restCors)
  const columns = catalog.get(table)
  if (!columns) return restError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
  if (req.method === 'POST') {
    const type = req.headers.get('content-type') ?? ''
    if (!/^application\/json\b/i.test(type)) return restError(415, 'PGRST107', `None of these media types are available: ${type || '(nenhum)'}`)
    return restInsert(req, db, roleOf(req), table, columns, logger)
  }
  if (req.method === 'GET') return restSelect(req, db, roleOf(req), table, columns, logger)
  return restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
}
