import type { CallDatabase } from '../../supabase/functions/_shared/call-database.ts'
import { asRole, type Database } from './database.ts'
import { functionCall } from './function-call.ts'

/**
 * The local backend's database calls for the forms handler: the same SQL functions the Edge Function reaches through
 * PostgREST's rpc, called as `service_role` (the role its key carries), so the migrations' grants decide here too.
 */
export function sqlCalls(db: Database): CallDatabase {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const { sql, params, badArgument } = functionCall(fn, args)
    if (badArgument !== undefined) throw new Error(`${fn}: argumento inválido ${badArgument}`)
    const { rows } = await asRole(db, 'service_role', (tx) => tx.query<T>(sql, params))
    return rows
  }
}
