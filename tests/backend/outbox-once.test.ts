import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { deliverNotifications } from '#functions/forms-function/deliver-notifications.ts'
import { createOutbox } from '#functions/forms-function/outbox.ts'
import type { Notifier } from '#functions/forms-function/lead-types.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

const SENDERS = 3
let claims = 0
let sending = 0

/**
 * A provider that answers only once another sender has raced for an entry while it was sending (or every sender is
 * mid-send): the race is made to happen, not hoped for from a timer. It records each request's idempotency key, as
 * Resend would receive it.
 */
const keys: string[] = []
const racing: Notifier = {
  async notify(_form, _lead, delivery) {
    sending += 1
    const before = claims
    await vi.waitFor(
      () => {
        if (claims === before && sending < SENDERS) throw new Error('no other sender has raced yet')
      },
      { timeout: 5_000, interval: 2 },
    )
    sending -= 1
    keys.push(delivery?.idempotencyKey ?? 'sem chave')
  },
}

let backend: TestBackend
beforeAll(async () => {
  // No notifier in the backend itself: the leads wait in the outbox, and the test's senders race for them.
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

const unsent = async () =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from public.notification_outbox where sent_at is null')).rows[0].n

it('25 leads, three flushes racing for them and a provider that answers only mid-race: exactly 25 e-mails, each with its own key', async () => {
  const [form] = serverForms
  const post = () =>
    fetch(formUrl(backend.url, form.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(minimalRecord(form.schema)),
    })
  const answers = await Promise.all(Array.from({ length: 25 }, post))
  expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200))
  expect(await unsent()).toBe(25)
  // Three senders flushing again as soon as they finish, as overlapping pg_cron calls and background sends do; every
  // send waits for another sender's claim, so each entry is raced for while it is out (issue 22: a claim of 50 under
  // one lease sent 33 e-mails for 25 leads).
  const outbox = createOutbox(sqlCalls(backend.db))
  const counted = { ...outbox, claim: (options: Parameters<typeof outbox.claim>[0]) => ((claims += 1), outbox.claim(options)) }
  const sender = async () => {
    while ((await unsent()) > 0) {
      await deliverNotifications(counted, racing, { error: () => undefined }, { limit: 50, timeoutMs: 10_000 })
      // Yield to the other senders' timers between flushes (no wait: the next flush starts at once).
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, sender))
  expect(keys, 'one e-mail per lead').toHaveLength(25)
  expect(new Set(keys).size, 'no entry sent twice').toBe(25)
  expect(
    keys.every((k) => /^outbox-\d+$/.test(k)),
    'keyed by the outbox entry',
  ).toBe(true)
}, 60_000)
