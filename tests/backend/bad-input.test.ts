import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns } from '../../src/forms/submit/map-columns.ts'
import { payloadCases, transportCases, type BadRequest } from './support/bad-requests.ts'
import { rowCases } from './support/bad-rows.ts'
import { minimalRecord } from '../../scripts/functions/sample-record.ts'
import { sendBad } from './support/send-bad.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { functionForms, tableForms } from './support/test-forms.ts'

let backend: TestBackend
let totalBefore = 0
const tables = ['form_submissions', ...tableForms.map((f) => f.table)]
const total = async () => (await Promise.all(tables.map((t) => backend.count(t)))).reduce((a, b) => a + b, 0)

beforeAll(async () => {
  backend = await startTestBackend()
  totalBefore = await total()
})
afterAll(() => backend?.stop())

/** Every case: a 4xx (never 5xx, never 2xx) with a message a person can read; the status and message it names, if it does. */
async function expectRefused(url: string, cases: BadRequest[]) {
  expect(cases.length, 'at least 25 kinds of bad input').toBeGreaterThanOrEqual(25)
  const outcomes = []
  for (const request of cases) outcomes.push({ kind: request.kind, expected: request.status, ...(await sendBad(url, request)) })
  const wrong = outcomes.filter((o) => o.status < 400 || o.status >= 500 || o.message.trim().length < 5)
  expect(wrong, 'cases answered without a 4xx and a clear message').toEqual([])
  const unexpected = outcomes.filter((o, i) => (o.expected !== undefined && o.status !== o.expected) || !(cases[i].message?.test(o.message) ?? true))
  expect(unexpected, 'cases refused with another status or for another reason').toEqual([])
}

describe('bad input to every function endpoint', () => {
  it.each(functionForms)('$functionName refuses every kind with a 4xx and a message', async ({ functionName, schema }) => {
    const cases = [...transportCases(), ...payloadCases(schema, minimalRecord(schema))]
    await expectRefused(`${backend.url}/functions/v1/${functionName}`, cases)
  })

  it('an unknown function is a 404 with a JSON message', async () => {
    const answer = await sendBad(`${backend.url}/functions/v1/send-nothing-brief`, { kind: 'unknown', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(answer.status).toBe(404)
    expect(answer.message).toMatch(/não existe/)
  })
})

describe('bad input to every table endpoint', () => {
  it.each(tableForms)('"$table" refuses every kind with a 4xx and a PostgREST-shaped message', async (form) => {
    const row = mapColumns(form.columns, minimalRecord(form.schema))
    const url = `${backend.url}/rest/v1/${encodeURIComponent(form.table)}`
    const getAsAnon = { kind: 'GET (anon may not read)', method: 'GET', status: 401 }
    await expectRefused(url, [getAsAnon, ...transportCases().filter((c) => !c.kind.startsWith('GET')), ...rowCases(form, row)])
  })

  it('an unknown table is a 404 (PGRST205)', async () => {
    const response = await fetch(`${backend.url}/rest/v1/tabela_inexistente`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'PGRST205' })
  })
})

it('stored nothing from any bad request', async () => {
  expect(await total()).toBe(totalBefore)
  expect(backend.errors.filter((e) => !/e-mail/.test(e)), 'no unexpected server errors').toEqual([])
})
