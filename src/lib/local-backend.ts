/**
 * Where the embedded local backend listens and the keys it hands out: read by the site (src/lib/env.ts, in the
 * browser) and by the local backend, the tests and the scripts, so it must stay free of Node imports.
 * The keys are Supabase's public local-development demo JWTs (issuer "supabase-demo"), known to every Supabase CLI
 * user: not secrets, and only ever accepted on 127.0.0.1. A request whose `Authorization: Bearer` is the service-role
 * key runs as `service_role`; any other key, or none, as `anon` (docs/backend.md).
 */
export const LOCAL_BACKEND_HOST = '127.0.0.1'
export const LOCAL_BACKEND_DEFAULT_PORT = 54321
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_DEFAULT_PORT}`

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
