import { createClient } from '@supabase/supabase-js'
import { createBackground } from './background.ts'
import { supabaseCalls } from './call-database.ts'
import { createFormsHandler } from './forms-handler.ts'
import { formsEnv } from './forms-env.ts'
import { createLeadStore } from './lead-store.ts'
import { notifierFromEnv } from './resend-notifier.ts'
import { createOutbox } from './outbox.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createRevisions } from './supabase-revisions.ts'

/** Deno only: every database call through PostgREST with the service-role key Supabase injects. */
export function serveForms(): void {
  const env = (name: string) => Deno.env.get(name)
  const settings = formsEnv(env)
  const client = createClient(settings.supabaseUrl, settings.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const call = supabaseCalls(client)
  const handler = createFormsHandler({
    revisions: createRevisions(call, settings.acceptedRevisions),
    store: createLeadStore(call),
    limiter: createRateLimiter(call, settings.rateLimits),
    rateLimitSalt: settings.rateLimitSalt,
    outbox: createOutbox(call),
    notifier: notifierFromEnv(env, console),
    background: createBackground().run,
    flushSecret: settings.serviceRoleKey,
    allowOrigin: settings.allowOrigin,
  })
  Deno.serve(handler)
}
