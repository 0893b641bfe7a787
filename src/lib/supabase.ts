import { FunctionsClient } from '@supabase/functions-js'
import { FUNCTIONS_PATH } from '#form-core'
// Without the Supabase variables only VITE_BACKEND=local builds (scripts/site/site-env.ts, docs/backend.md).
import { anonKey, backendUrl } from 'virtual:site-env'

// The functions client alone: a form page does not download auth, realtime, storage or PostgREST (decision 060).
export interface BackendClient {
  functions: {
    invoke(name: string, options: { body: Record<string, unknown>; headers?: Record<string, string> }): Promise<{ error: unknown }>
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
