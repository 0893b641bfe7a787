/**
 * The site's backend. Defaults point at the embedded local backend `npm run dev` starts,
 * so a newcomer needs no account; production builds set both variables (see docs/backend.md).
 */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'
/** Supabase's public local-development anon key; the local backend accepts it. Not a secret. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const backendUrl: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY
