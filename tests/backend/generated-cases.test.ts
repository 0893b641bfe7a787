import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns, trimmedAnswers } from '#form-core'
import { createFormsApp } from '#functions/forms-function/forms-app.ts'
import { functionsApp } from '#functions/platform/functions-app.ts'
import { readEnv } from '#functions/platform/environment.ts'
import { createLeadStore } from '#functions/forms-function/lead-store.ts'
import type { JsonObject } from '#functions/platform/server-types.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { createRevisions } from '#functions/platform/supabase-revisions.ts'
import { invalidRecord, validRecord } from './support/schema-cases.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms, type ServerForm, type TableForm } from './support/test-forms.ts'

/**
 * Generated cases from every form's schema through the real handler into the local backend's database (the same
 * migrations and SQL functions as production): what the schema accepts answers 2xx and is stored as sent (after the
 * form's column conversions); what breaks one rule answers a 4xx in Portuguese; nothing answers 5xx.
 * GEN_SEED replays a run (the seed is printed); GEN_RUNS runs longer (200 valid and 200 invalid per form by default).
 */
const { GEN_SEED, GEN_RUNS: runs } = readEnv(['GEN_SEED', 'GEN_RUNS'])
const seed = GEN_SEED ?? Math.floor(Math.random() * 2 ** 31)

let backend: TestBackend
let handle: (req: Request) => Promise<Response>
const report: { form: string; valid: number; invalid: number; ms: number }[] = []

beforeAll(async () => {
  backend = await sharedTestBackend()
  // The app's own fetch function, called directly: no HTTP, no rate limit, no e-mail; the database is the real one.
  const forms = createFormsApp({
    revisions: createRevisions(sqlCalls(backend.db), 2),
    store: createLeadStore(sqlCalls(backend.db)),
    limiter: null,
    rateLimitSalt: 'generated-cases',
    outbox: null,
    background: () => undefined,
    flushSecret: 'unused',
    logger: { error: (message: string) => backend.errors.push(message) },
    revisionsTtlMs: 60_000,
    allowOrigin: '*',
  })
  const app = functionsApp({ forms }, '/functions/v1')
  handle = async (req) => app.fetch(req)
  console.info(`[generated-cases] GEN_SEED=${seed} GEN_RUNS=${runs}`)
}, 60_000)

afterAll(async () => {
  console.info(
    [
      '| form | valid | invalid | ms |',
      '|---|---:|---:|---:|',
      ...report.map((r) => `| ${r.form} | ${r.valid} | ${r.invalid} | ${r.ms} |`),
    ].join('\n'),
  )
  console.info(`[generated-cases] replay with GEN_SEED=${seed}`)
  await backend?.stop()
})

async function post(formId: string, payload: JsonObject) {
  const response = await handle(
    new Request(`http://forms.test/functions/v1/forms/${formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      ok?: boolean
      id?: unknown
      error?: { code: string; message: string; details: { message: string }[] }
    },
  }
}

/** What the table holds for an accepted answer: the jsonb payload, or the mapped row's columns. */
async function stored(form: ServerForm | TableForm, id: string): Promise<unknown> {
  if (!('table' in form)) {
    const { rows } = await backend.db.query<{ payload: unknown }>('select payload from public.form_submissions where id = $1', [id])
    return rows[0]?.payload
  }
  // The answer's id is opaque (never the table's sequential key): the cases run one at a time, so the newest row is it.
  const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${form.table}" order by id desc limit 1`)
  return rows[0] && Object.fromEntries(Object.keys(form.columns).map((c) => [c, rows[0][c]]))
}

// The form's conversions: answers trimmed (form-core's trimmedAnswers), then a table form's columns.
const expected = (form: ServerForm | TableForm, sent: JsonObject) => {
  const payload = trimmedAnswers(form.schema, sent)
  return 'table' in form ? mapColumns(form.columns, payload) : payload
}
const options = (i: number) => ({ seed: seed + i, numRuns: runs, endOnFailure: true })

describe('generated cases from each schema, through the handler into the database (never a 5xx)', () => {
  it.each([...serverForms, ...tableForms].map((form, i) => ({ ...form, i })))('forms/$formId', async (form) => {
    const started = Date.now()
    let valid = 0
    let invalid = 0
    await fc.assert(
      fc.asyncProperty(validRecord(form.schema), async (payload) => {
        const answer = await post(form.formId, payload)
        expect(answer.status, `schema-valid answer refused: ${JSON.stringify(answer.body)}`).toBe(200)
        expect(answer.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.any(String) })
        expect(await stored(form, String(answer.body.id)), "stored as sent, after the form's conversions").toEqual(expected(form, payload))
        valid++
      }),
      options(form.i),
    )
    await fc.assert(
      fc.asyncProperty(invalidRecord(form.schema), async ({ rule, payload }) => {
        const answer = await post(form.formId, payload)
        expect(answer.status, `breaking "${rule}" was not a 422: ${JSON.stringify(answer.body).slice(0, 500)}`).toBe(422)
        expect(answer.body.error?.message).toMatch(/^Algumas respostas precisam de correção: \S/)
        expect(answer.body.error?.details.length).toBeGreaterThan(0)
        invalid++
      }),
      options(form.i + 1000),
    )
    report.push({ form: form.formId, valid, invalid, ms: Date.now() - started })
    expect(backend.errors, 'no server error logged').toEqual([])
  })
})
