import { createBackground } from '../platform/background.ts'
import { serviceCalls } from '../platform/service-calls.ts'
import type { FormsDeps } from './forms-app.ts'
import { formsEnv } from './forms-env.ts'
import { createLeadStore } from './lead-store.ts'
import { notifierFromEnv } from './resend-notifier.ts'
import { createOutbox } from './outbox.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createFunnelCounter } from './funnel-counter.ts'
import { createReceiptGate } from './receipt-limit.ts'
import { createRevisions } from '../platform/supabase-revisions.ts'

/** Deployed: every database call through PostgREST with the service-role key Supabase injects. */
export function deployedFormsDeps(): FormsDeps {
  const settings = formsEnv()
  const call = serviceCalls(settings)
  return {
    revisions: createRevisions(call, settings.acceptedRevisions),
    store: createLeadStore(call),
    limiter: createRateLimiter(call, settings.rateLimits),
    rateLimitSalt: settings.rateLimitSalt,
    funnel: createFunnelCounter(call, settings.funnelLimits),
    receipts: createReceiptGate(call, settings.receiptLimits, settings.rateLimitSalt, console),
    outbox: createOutbox(call),
    notifier: notifierFromEnv(),
    background: createBackground().run,
    flushSecret: settings.serviceRoleKey,
    allowOrigin: settings.allowOrigin,
  }
}
