import { FunctionsClient } from '@supabase/functions-js'
import { anonKey, backendUrl } from './env.ts'

// Built from supabase-js's functions client so a form page does not download auth, realtime, storage or PostgREST
// (docs/decisions/004-*.md, 060-*.md).
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
