import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns } from '#form-core/map-columns.ts'
import { payloadCases, transportCases, type BadRequest } from './support/bad-requests.ts'
import { rowCases } from './support/bad-rows.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sendBad } from './support/send-bad.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'

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

describe('bad input to every questionnaire on the server', () => {
  it.each(serverForms)('forms/$formId refuses every kind with a 4xx and a message', async ({ formId, schema }) => {
    const cases = [...transportCases(), ...payloadCases(schema, minimalRecord(schema))]
    await expectRefused(formUrl(backend.url, formId), cases)
  })

  const json = { 'content-type': 'application/json' }
  it.each([
    ['an unknown form', '/functions/v1/forms/formulario-inexistente', 404, /"formulario-inexistente" não existe/],
    ['no form id', '/functions/v1/forms', 404, /forms\/<id/],
    ['a form id that is not kebab-case', '/functions/v1/forms/Website', 404, /forms\/<id/],
    ['a path below a form', '/functions/v1/forms/website/extra', 404, /forms\/<id/],
    ['an unknown function', '/functions/v1/send-website-brief', 404, /função "send-website-brief" não existe/],
  ])('%s is a 404 with a Portuguese JSON message', async (_kind, path, status, message) => {
    const answer = await sendBad(`${backend.url}${path}`, { kind: path, method: 'POST', headers: json, body: '{}' })
    expect(answer.status).toBe(status)
    expect(answer.message).toMatch(message)
  })

  it('a revision the server does not know is a 409 asking to reload', async () => {
    const [form] = serverForms
    const answer = await sendBad(formUrl(backend.url, form.formId), {
      kind: 'unknown revision',
      method: 'POST',
      headers: { ...json, 'x-form-revision': 'f'.repeat(64) },
      body: JSON.stringify(minimalRecord(form.schema)),
    })
    expect(answer.status).toBe(409)
    expect(answer.message).toMatch(/Recarregue a página/)
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
