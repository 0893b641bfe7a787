/**
 * Keys the local backend hands out. They are Supabase's public local-development demo JWTs (issuer
 * "supabase-demo"), known to every Supabase CLI user: not secrets, and only ever accepted on 127.0.0.1.
 * The local backend accepts any apikey/Authorization; these exist so the site and supabase-js have
 * a well-formed key to send (src/lib/env.ts uses the same anon key).
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export const LOCAL_BACKEND_HOST = '127.0.0.1'
export const LOCAL_BACKEND_DEFAULT_PORT = 54321
