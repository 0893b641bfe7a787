import { createClient } from '@supabase/supabase-js'
import { createBackground } from './background.ts'
import { supabaseCalls } from './call-database.ts'
import type { FormsDeps } from './forms-app.ts'
import { formsEnv, type FormsEnv } from './forms-env.ts'
import { createTokenVerifier } from './auth-token.ts'
import type { WorkspaceDeps } from './workspace-app.ts'
import { createLeadStore } from './lead-store.ts'
import { notifierFromEnv } from './resend-notifier.ts'
import { createOutbox } from './outbox.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createRevisions } from './supabase-revisions.ts'

const serviceCalls = (settings: FormsEnv) =>
  supabaseCalls(createClient(settings.supabaseUrl, settings.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }))

/** Deployed: every database call through PostgREST with the service-role key Supabase injects. */
export function deployedFormsDeps(): FormsDeps {
  const settings = formsEnv()
  const call = serviceCalls(settings)
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

/** The workspace function: the member's token checked against the project's JWKS, as PostgREST checks it (decision 142). */
export function deployedWorkspaceDeps(): WorkspaceDeps {
  const settings = formsEnv()
  const call = serviceCalls(settings)
  const auth = `${settings.supabaseUrl}/auth/v1`
  return {
    call,
    verify: createTokenVerifier({ jwks: new URL(`${auth}/.well-known/jwks.json`), issuer: auth }),
    revisions: createRevisions(call, settings.acceptedRevisions),
    allowOrigin: settings.allowOrigin,
  }
}
