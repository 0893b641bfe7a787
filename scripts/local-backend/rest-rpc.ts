import { HttpError, jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { roleOf } from './api-role.ts'
import { asRole, type Database } from './database.ts'
import { readRows } from './rest-body.ts'
import { pgErrorResponse, restCors, restError } from './rest-errors.ts'
import { functionCall } from './function-call.ts'

/**
 * `POST /rest/v1/rpc/<function>` the way PostgREST calls a database function: the body's keys are its named
 * arguments, run as the key's role (so `grant execute` decides who may call it). Only set-returning functions
 * are used here (`returns table`), answered as a JSON array of rows like PostgREST does.
 */
export async function restRpc(req: Request, db: Database, name: string, logger: Logger): Promise<Response> {
  if (req.method === 'OPTIONS') return jsonResponse(200, {}, restCors)
  if (req.method !== 'POST') return restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
  let args: Record<string, unknown>
  try {
    const rows = await readRows(req)
    if (rows.length !== 1) throw new HttpError(400, 'invalid_json', 'A function takes one JSON object of named arguments')
    args = rows[0]
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return restError(error.status, error.status === 413 ? 'PGRST413' : 'PGRST102', error.message)
  }
  const names = Object.keys(args)
  const { sql, params, badArgument } = functionCall(name, args)
  if (badArgument !== undefined) return restError(400, 'PGRST202', `Could not find the function public.${name}(${badArgument}) in the schema cache`)
  try {
    const { rows } = await asRole(db, roleOf(req), (tx) => tx.query(sql, params))
    return jsonResponse(200, rows, restCors)
  } catch (error) {
    if ((error as { code?: string }).code === '42883') return restError(404, 'PGRST202', `Could not find the function public.${name}(${names.join(', ')}) in the schema cache`)
    return pgErrorResponse(error, logger)
  }
}
