import { afterAll, beforeAll, expect, it } from 'vitest'
import { deliverNotifications } from '#functions/forms-function/deliver-notifications.ts'
import { createOutbox } from '#functions/forms-function/outbox.ts'
import type { Notifier } from '#functions/forms-function/lead-types.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

/** A slow provider (400 ms a send) that records each request's idempotency key, as Resend would receive it. */
const keys: string[] = []
const slow: Notifier = {
  async notify(_form, _lead, delivery) {
    await new Promise((resolve) => setTimeout(resolve, 400))
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

it('25 leads, a slow provider and three flushes racing for them: exactly 25 e-mails, each with its own key', async () => {
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
  // Three senders flushing every 200 ms, as overlapping pg_cron calls and background sends do. With a 1 s timeout a
  // claim lasts 7 s; one sender sending all 25 in turn would take 10 s, so a batch under one lease would be claimed
  // again by another sender before its end (what issue 22 measured, at the production time scale).
  const outbox = createOutbox(sqlCalls(backend.db))
  const sender = async () => {
    while ((await unsent()) > 0) {
      await deliverNotifications(outbox, slow, { error: () => undefined }, { limit: 50, timeoutMs: 1_000 })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await Promise.all([sender(), sender(), sender()])
  expect(keys, 'one e-mail per lead').toHaveLength(25)
  expect(new Set(keys).size, 'no entry sent twice').toBe(25)
  expect(
    keys.every((k) => /^outbox-\d+$/.test(k)),
    'keyed by the outbox entry',
  ).toBe(true)
}, 60_000)
