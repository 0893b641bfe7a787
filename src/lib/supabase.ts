import { FunctionsClient } from '@supabase/functions-js'
import { anonKey, backendUrl } from './env.ts'

/**
 * What the forms need from Supabase: invoke the `forms` function. A full `SupabaseClient` satisfies it. The site builds
 * it from supabase-js's own functions client (the one `createClient` wraps) so a form page does not download auth,
 * realtime, storage or PostgREST, none of which it uses: every form goes through the function
 * (docs/decisions/004-*.md, 060-*.md).
 */
export interface BackendClient {
  functions: { invoke(name: string, options: { body: Record<string, unknown>; headers?: Record<string, string> }): Promise<{ error: unknown }> }
}

let client: BackendClient | undefined

function createBackend(): BackendClient {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  return { functions: new FunctionsClient(`${backendUrl}/functions/v1`, { headers }) }
}

export function getBackend(): BackendClient {
  client ??= createBackend()
  return client
}
