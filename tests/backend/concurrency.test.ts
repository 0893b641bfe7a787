import { afterAll, beforeAll, expect, it } from 'vitest'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms } from './support/test-forms.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await sharedTestBackend()
})
afterAll(() => backend?.stop())

/** Every form with a valid body, taken in turn: the 500 requests spread over all of them (all through the function). */
const targets = [
  ...serverForms.map((f) => ({ path: `/functions/v1/forms/${f.formId}`, body: minimalRecord(f.schema), table: 'form_submissions' })),
  ...tableForms.map((f) => ({ path: `/functions/v1/forms/${f.formId}`, body: minimalRecord(f.schema), table: f.table })),
]

it('stores every one of 500 concurrent submissions', async () => {
  const tables = [...new Set(targets.map((t) => t.table))]
  const before = new Map(await Promise.all([...tables, 'notification_outbox'].map(async (t) => [t, await backend.count(t)] as const)))
  const requests = Array.from({ length: 500 }, (_, i) => targets[i % targets.length])
  const statuses = await Promise.all(
    requests.map(async ({ path, body }) => {
      const response = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      return response.status
    }),
  )
  expect(statuses.filter((s) => s !== 200)).toEqual([])
  for (const table of tables) {
    const sent = requests.filter((r) => r.table === table).length
    expect(await backend.count(table), `${table}: every accepted submission is a row`).toBe((before.get(table) ?? 0) + sent)
  }
  expect(await backend.count('notification_outbox'), 'and every row owes its e-mail').toBe((before.get('notification_outbox') ?? 0) + 500)
}, 60_000)
