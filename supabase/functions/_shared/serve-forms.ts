import { createClient } from '@supabase/supabase-js'
import { createFormsHandler } from './forms-handler.ts'
import { notifierFromEnv } from './notifier-from-env.ts'
import { createSupabaseRevisions, DEFAULT_ACCEPTED_REVISIONS } from './supabase-revisions.ts'
import { createSupabaseStore } from './supabase-store.ts'

/**
 * Deno only: reads the function's environment at cold start, then serves every questionnaire with the shared
 * handler. Supabase injects SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; the rest is docs/backend.md's table.
 */
export function serveForms(): void {
  const env = (name: string) => Deno.env.get(name)?.trim() || undefined
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter((name) => !env(name))
  if (missing.length > 0) throw new Error(`forms: faltam as variáveis ${missing.join(', ')}`)
  const accepted = Number(env('FORM_REVISIONS_ACCEPTED') ?? DEFAULT_ACCEPTED_REVISIONS)
  if (!Number.isInteger(accepted) || accepted < 1) throw new Error(`forms: FORM_REVISIONS_ACCEPTED deve ser um inteiro ≥ 1`)
  const client = createClient(env('SUPABASE_URL') ?? '', env('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const handler = createFormsHandler({
    revisions: createSupabaseRevisions(client, accepted),
    store: createSupabaseStore(client),
    notifier: notifierFromEnv(env, console),
    allowOrigin: env('CORS_ALLOW_ORIGIN') ?? '*',
  })
  Deno.serve(handler)
}
