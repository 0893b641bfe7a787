import { FunctionsClient } from '@supabase/functions-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import { anonKey, backendUrl } from './env.ts'

/**
 * What the forms need from Supabase: invoke a function, insert a row. A full `SupabaseClient` satisfies it.
 * The site builds it from supabase-js's own functions and PostgREST clients (the ones `createClient` wraps)
 * so a form page does not download auth, realtime and storage it never uses (docs/decisions/002-*.md).
 */
export interface BackendClient {
  functions: { invoke(name: string, options: { body: Record<string, unknown>; headers?: Record<string, string> }): Promise<{ error: unknown }> }
  from(table: string): { insert(row: Record<string, unknown>): PromiseLike<{ error: unknown }> }
}

let client: BackendClient | undefined

function createBackend(): BackendClient {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  const rest = new PostgrestClient(`${backendUrl}/rest/v1`, { headers })
  return {
    functions: new FunctionsClient(`${backendUrl}/functions/v1`, { headers }),
    from: (table) => rest.from(table),
  }
}

export function getBackend(): BackendClient {
  client ??= createBackend()
  return client
}
