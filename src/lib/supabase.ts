import { FunctionsClient } from '@supabase/functions-js'
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.ts'

// Without the Supabase variables only VITE_BACKEND=local builds (scripts/site/backend-env-guard.ts, docs/backend.md).
const localDemo: boolean = import.meta.env.DEV || import.meta.env.VITE_BACKEND === 'local'

const backendUrl: string = import.meta.env.VITE_SUPABASE_URL || (localDemo ? LOCAL_BACKEND_URL : '')
const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || (localDemo ? LOCAL_ANON_KEY : '')

// The functions client alone: a form page does not download auth, realtime, storage or PostgREST (decision 060).
export interface BackendClient {
  functions: {
    invoke(name: string, options: { body: Record<string, unknown>; headers?: Record<string, string> }): Promise<{ error: unknown }>
  }
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
