import type { SupabaseClient } from '@supabase/supabase-js'

/** PostgREST's `rpc` with the service-role key in production, a SQL call as `service_role` locally: same SQL, same rights. */
export type CallDatabase = <T>(fn: string, args: Record<string, unknown>) => Promise<T[]>

/** Production: supabase-js `rpc` (`POST /rest/v1/rpc/<fn>`); every function used here `returns table`, so rows come back. */
export function supabaseCalls(client: SupabaseClient): CallDatabase {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args)
    if (error) throw new Error(`${fn}: ${error.code} ${error.message}`)
    return (Array.isArray(data) ? data : []) as T[]
  }
}
