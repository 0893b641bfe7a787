import { createClient } from '@supabase/supabase-js'
import { createBackground } from './background.ts'
import { supabaseCalls } from './call-database.ts'
import type { FormsDeps } from './forms-app.ts'
import { formsEnv } from './forms-env.ts'
import { createLeadStore } from './lead-store.ts'
import { notifierFromEnv } from './resend-notifier.ts'
import { createOutbox } from './outbox.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createRevisions } from './supabase-revisions.ts'

/** Deployed: every database call through PostgREST with the service-role key Supabase injects. */
export function deployedFormsDeps(): FormsDeps {
  const settings = formsEnv()
  const client = createClient(settings.supabaseUrl, settings.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const call = supabaseCalls(client)
  return {
    revisions: createRevisions(call, settings.acceptedRevisions),
    store: createLeadStore(call),
    limiter: createRateLimiter(call, settings.rateLimits),
    rateLimitSalt: settings.rateLimitSalt,
    outbox: createOutbox(call),
    notifier: notifierFromEnv(),
    background: createBackground().run,
    flushSecret: settings.serviceRoleKey,
    allowOrigin: settings.allowOrigin,
  }
}
