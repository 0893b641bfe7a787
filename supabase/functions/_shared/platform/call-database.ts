import type { SupabaseClient } from '@supabase/supabase-js'

/** PostgREST's `rpc` with the service-role key in production, a SQL call as `service_role` locally: same SQL, same rights. */
export type CallDatabase = <T>(fn: string, args: Record<string, unknown>) => Promise<T[]>

/** A refusal from the database, with its SQLSTATE and message as a local Postgres error carries them. */
export class DatabaseError extends Error {
  constructor(
    fn: string,
    readonly code: string,
    readonly reason: string,
  ) {
    super(`${fn}: ${code} ${reason}`)
  }
}

/** The SQLSTATE and message of a failed call, local (a Postgres error) or deployed (DatabaseError). */
export function refusalOf(error: unknown): { code: string; message: string } | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'string') return undefined
  return { code, message: error instanceof DatabaseError ? error.reason : String(message) }
}

/** Production: supabase-js `rpc` (`POST /rest/v1/rpc/<fn>`); every function used here `returns table`, so rows come back. */
export function supabaseCalls(client: SupabaseClient): CallDatabase {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args)
    if (error) throw new DatabaseError(fn, error.code, error.message)
    return (Array.isArray(data) ? data : []) as T[]
  }
}
