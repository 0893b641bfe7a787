import type { CallDatabase } from '#functions/platform/call-database.ts'
import { HttpError, jsonResponse } from '#functions/platform/responses.ts'
import { readBody } from '#functions/platform/read-body.ts'
import type { Logger } from '#functions/platform/server-types.ts'
import { isObject } from '#form-core'
import { bearerOf, type TokenCheck } from '#functions/platform/auth-token.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { asRole, ident, type ApiRole, type Database } from './database.ts'

/** Named arguments, as the caller's role, so `grant execute` decides here as it does behind PostgREST. */

const ARG_NAME = /^[a-z_][a-z0-9_]*$/

/** `select * from public.<fn>(name => $1, …)`; objects and arrays travel as JSON text (jsonb arguments). */
function functionCall(name: string, args: Record<string, unknown>) {
  const names = Object.keys(args)
  const sql = `select * from public.${ident(name)}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`
  const params = names.map((n) => (typeof args[n] === 'object' && args[n] !== null ? JSON.stringify(args[n]) : args[n]))
  return { sql, params, badArgument: names.find((n) => !ARG_NAME.test(n)) }
}

/** The forms handler's database calls: as `service_role`, the role the deployed function's key carries. */
export function sqlCalls(db: Database): CallDatabase {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const { sql, params, badArgument } = functionCall(fn, args)
    if (badArgument !== undefined) throw new Error(`${fn}: argumento inválido ${badArgument}`)
    return (await asRole(db, 'service_role', (tx) => tx.query<T>(sql, params))).rows
  }
}

export type TokenVerifier = (token: string) => Promise<TokenCheck>

/**
 * As PostgREST reads `Authorization: Bearer <jwt>`: the local service-role key is the server, the anon key (or none) a
 * visitor, and any other token must be a user's access token that verifies against the Auth's JWKS (auth-token.ts),
 * else PostgREST's 401 (PGRST301 invalid, PGRST303 expired).
 */
async function callerOf(req: Request, verify: TokenVerifier): Promise<{ role: ApiRole; claims: object } | Response> {
  const token = bearerOf(req)
  if (token === LOCAL_BACKEND.serviceRoleKey) return { role: 'service_role', claims: { role: 'service_role' } }
  if (token === undefined || token === LOCAL_BACKEND.anonKey) return { role: 'anon', claims: { role: 'anon' } }
  const check = await verify(token)
  if (!check.ok) {
    const [code, message] = check.reason === 'expired' ? ['PGRST303', 'JWT expired'] : ['PGRST301', check.message]
    return jsonResponse(
      401,
      { code, details: null, hint: null, message },
      { 'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"` },
    )
  }
  const role = check.claims.role
  if (role !== 'authenticated' && role !== 'anon') return rpcError(401, 'PGRST301', `JWT role ${role} is not allowed`)
  return { role, claims: check.claims }
}

/** PostgREST's error body (https://docs.postgrest.org/en/stable/references/errors.html): supabase-js reads these four. */
const rpcError = (status: number, code: string, message: string, details: string | null = null) =>
  jsonResponse(status, { code, details, hint: null, message })

/** PostgREST's status for a Postgres error: a permission error is 401 for anon; the client's mistakes 400. */
function statusOf(code: string): number {
  if (code === '42501') return 401
  if (code === '42883') return 404
  if (code === '23505' || code === '23503') return 409
  if (/^(08|53)/.test(code)) return 503
  if (/^(22|23|42|P0)/.test(code)) return 400
  return 500
}

/** PostgREST answers a function returning one value (a boolean, a jsonb) with that value; a set or a table as rows. */
async function returnsScalar(db: Database, name: string): Promise<boolean> {
  const { rows } = await db.query<{ scalar: boolean }>(
    `select not p.proretset and t.typtype <> 'c' and p.prorettype <> 'record'::regtype as scalar
       from pg_proc p join pg_type t on t.oid = p.prorettype where p.pronamespace = 'public'::regnamespace and p.proname = $1 limit 1`,
    [name],
  )
  return rows[0]?.scalar === true
}

/** Arguments nested deeper than this are no function call of ours; deeper JSON would overflow `JSON.stringify`. */
const MAX_DEPTH = 32
const deeperThan = (value: unknown, limit: number): boolean =>
  limit < 0 || (typeof value === 'object' && value !== null && Object.values(value).some((v) => deeperThan(v, limit - 1)))

export async function rpcRoute(req: Request, db: Database, name: string, logger: Logger, verify: TokenVerifier): Promise<Response> {
  if (req.method !== 'POST') return rpcError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
  const caller = await callerOf(req, verify)
  if (caller instanceof Response) return caller
  let args: unknown
  try {
    args = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(req)))
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return rpcError(413, 'PGRST413', error.message)
    return rpcError(400, 'PGRST102', 'Empty or invalid json')
  }
  if (!isObject(args) || deeperThan(args, MAX_DEPTH))
    return rpcError(400, 'PGRST102', 'A function takes one JSON object of named arguments')
  const { sql, params, badArgument } = functionCall(name, args)
  const signature = `public.${name}(${Object.keys(args).join(', ')})`
  if (badArgument !== undefined) return rpcError(400, 'PGRST202', `Could not find the function ${signature} in the schema cache`)
  try {
    const rows = (await asRole(db, caller.role, (tx) => tx.query<Record<string, unknown>>(sql, params), caller.claims)).rows
    return jsonResponse(200, (await returnsScalar(db, name)) ? (rows[0] ? Object.values(rows[0])[0] : null) : rows)
  } catch (error) {
    const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown }
    const status = typeof code === 'string' ? statusOf(code) : 500
    if (status >= 500) logger.error('[local-backend] erro inesperado numa função do banco', error)
    if (code === '42883') return rpcError(404, 'PGRST202', `Could not find the function ${signature} in the schema cache`)
    if (typeof code !== 'string') return rpcError(500, 'PGRST000', 'erro interno do backend local')
    return rpcError(status, code, String(message), typeof detail === 'string' ? detail : null)
  }
}
