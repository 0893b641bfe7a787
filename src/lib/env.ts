/**
 * The site's backend, compiled into the build. Production builds set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY;
 * `npm run build` refuses to build without them (scripts/site/backend-env-guard.ts) unless VITE_BACKEND=local asks
 * for the local demo explicitly. Development (`npm run dev`), the tests and that demo point at the embedded local
 * backend, so a newcomer needs no account (docs/backend.md).
 */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'
/** Supabase's public local-development anon key; the local backend accepts it. Not a secret. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const localDemo: boolean = import.meta.env.DEV || import.meta.env.VITE_BACKEND === 'local'

export const backendUrl: string = import.meta.env.VITE_SUPABASE_URL || (localDemo ? LOCAL_BACKEND_URL : '')
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || (localDemo ? LOCAL_ANON_KEY : '')
