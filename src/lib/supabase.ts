import { FunctionsClient } from '@supabase/functions-js'
import { FUNCTIONS_PATH } from '#form-core'
// The workspace's CSV export takes the path from here: its supabase-js carries FunctionsClient too, and importing
// this module keeps that class inside this chunk instead of a new one every form page loads.
export { FUNCTIONS_PATH }
// Without the Supabase variables only VITE_BACKEND=local builds (scripts/vite/site-env.ts, docs/backend.md).
import { anonKey, backendUrl } from 'virtual:site-env'

// The functions client alone: a form page does not download auth, realtime, storage or PostgREST (decision 060).
export interface BackendClient {
  functions: {
    invoke(
      name: string,
      options: { body: Record<string, unknown>; headers?: Record<string, string> },
    ): Promise<{ data?: unknown; error: unknown }>
  }
}

let client: BackendClient | undefined

function createBackend(): BackendClient {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  return { functions: new FunctionsClient(`${backendUrl}${FUNCTIONS_PATH}`, { headers }) }
}

export function getBackend(): BackendClient {
  client ??= createBackend()
  return client
}
