import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { ADMIN_SECRET_HEADER } from '../../scripts/local-backend/lock-file.ts'
import { payloadCases, transportCases, type BadRequest } from './support/bad-requests.ts'
import { sendBad } from './support/send-bad.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'

let backend: TestBackend
/** Rows that would mean something was stored: the leads themselves and the e-mails they would owe. */
const tables = ['form_submissions', ...tableForms.map((f) => f.table), 'notification_outbox']
const total = async () => (await Promise.all(tables.map((t) => backend.count(t)))).reduce((a, b) => a + b, 0)
let totalBefore = 0

/** Per endpoint: how many classes of bad input were sent and how they were answered (printed at the end). */
const report: { endpoint: string; classes: number; statuses: Record<number, number> }[] = []

beforeAll(async () => {
  backend = await sharedTestBackend()
  totalBefore = await total()
})
afterAll(async () => {
  console.log(
    [
      '| endpoint | classes | answered |',
      '|---|---:|---|',
      ...report.map(
        (r) =>
          `| ${r.endpoint} | ${r.classes} | ${Object.entries(r.statuses)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')} |`,
      ),
    ].join('\n'),
  )
  await backend?.stop()
})

/**
 * Every case: a 4xx (never 5xx, never 2xx), the exact status it names, a message a person can read (and what it says,
 * when the case names it); then the server still answers. Recorded in the report.
 */
async function expectRefused(endpoint: string, url: string, cases: BadRequest[], as: Record<string, string> = {}, minimum = 40) {
  expect(new Set(cases.map((c) => c.kind)).size, 'every class has its own name').toBe(cases.length)
  expect(cases.length, `at least ${minimum} classes of bad input for ${endpoint}`).toBeGreaterThanOrEqual(minimum)
  const outcomes = []
  for (const request of cases) outcomes.push({ kind: request.kind, expected: request.status, ...(await sendBad(url, request, as)) })
  const statuses: Record<number, number> = {}
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1
  report.push({ endpoint, classes: cases.length, statuses })
  const wrong = outcomes.filter((o) => o.status < 400 || o.status >= 500 || o.message.trim().length < 5)
  expect(wrong, 'cases answered without a 4xx and a clear message').toEqual([])
  const unexpected = outcomes.filter((o, i) => o.status !== o.expected || !(cases[i].message?.test(o.message) ?? true))
  expect(unexpected, 'cases refused with another status or for another reason').toEqual([])
  const health = await fetch(`${backend.url}/health`)
  expect(health.status, 'the server is still up').toBe(200)
}

describe('bad input to every form, through the one forms function', () => {
  it.each([...serverForms, ...tableForms])(
    'forms/$formId refuses every class with its exact 4xx and a message',
    async ({ formId, schema }) => {
      await expectRefused(`POST /functions/v1/forms/${formId}`, formUrl(backend.url, formId), [
        ...transportCases(),
        ...payloadCases(schema, minimalRecord(schema)),
      ])
    },
  )

  it('a body refused unread (over the limit) closes its connection: the next request on it is never read as that body', async () => {
    const port = Number(new URL(backend.url).port)
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    // A keep-alive client declaring 10 MB and sending the first 64 KiB: refused from the Content-Length alone.
    socket.write(
      `POST /functions/v1/forms/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 10000000\r\nConnection: keep-alive\r\n\r\n{"a":"${'a'.repeat(64 * 1024)}`,
    )
    await expect.poll(() => /\r\n\r\n/.test(received), { timeout: 10_000 }).toBe(true)
    const head = received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase()
    expect(head).toMatch(/^http\/1\.1 413 /)
    expect(head, 'the refusal tells the client not to reuse the connection').toContain('\r\nconnection: close')
    // The client's next request on that socket would be swallowed as the rest of the 10 MB: the server closes instead.
    socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
    await ended
    expect(received.match(/HTTP\/1\.1 \d{3}/g), 'one answer, then the connection closed').toEqual(['HTTP/1.1 413'])
  })

  const json = { 'content-type': 'application/json' }
  it.each([
    ['an unknown form', '/functions/v1/forms/formulario-inexistente', 404, /"formulario-inexistente" não existe/],
    ['no form id', '/functions/v1/forms', 404, /forms\/<id/],
    ['a form id that is not kebab-case', '/functions/v1/forms/Website', 404, /forms\/<id/],
    ['a path below a form', '/functions/v1/forms/website/extra', 404, /forms\/<id/],
    ['a form kept in the browser (diagnostic)', '/functions/v1/forms/diagnostic', 404, /não é enviado ao servidor/],
    ['an unknown function', '/functions/v1/send-website-brief', 404, /função "send-website-brief" não existe/],
  ])('%s is a 404 with a Portuguese JSON message', async (_kind, path, status, message) => {
    const answer = await sendBad(`${backend.url}${path}`, { kind: path, method: 'POST', headers: json, body: '{}', status })
    expect(answer.status).toBe(status)
    expect(answer.message).toMatch(message)
  })
})

describe('the credential-guarded routes refuse every credential but theirs', () => {
  const nonAscii = 'ç'.repeat(4000)
  const credentialCases = (header: string, value: (secret: string) => string, status: number): BadRequest[] => [
    { kind: 'no credential', method: 'GET', status },
    { kind: 'empty credential', method: 'GET', headers: { [header]: value('') }, status },
    { kind: 'wrong credential', method: 'GET', headers: { [header]: value('errado') }, status },
    { kind: 'the anon key', method: 'GET', headers: { [header]: value('eyJhbGciOiJIUzI1NiJ9.anon') }, status },
    { kind: '10 KB of ASCII', method: 'GET', headers: { [header]: value('a'.repeat(10_000)) }, status },
    // fetch refuses non-ASCII header values: written raw, as Node hands them to the handler (latin1).
    {
      kind: '4000 non-ASCII characters',
      status,
      raw: { head: (p, h) => `GET ${p} HTTP/1.1\nHost: ${h}\n${header}: ${value(nonAscii)}\nConnection: close`, body: '' },
    },
    raw405('TRACE', (p, h) => `TRACE ${p} HTTP/1.1\nHost: ${h}`),
  ]
  const raw405 = (kind: string, head: (p: string, h: string) => string): BadRequest => ({ kind, status: 405, raw: { head, body: '' } })

  it('the admin endpoint (npm run submissions): 403 without the lock file secret, whatever is sent instead', async () => {
    await expectRefused(
      'GET /admin/v1/submissions',
      `${backend.url}/admin/v1/submissions`,
      credentialCases(ADMIN_SECRET_HEADER, (s) => s, 403),
      {},
      7,
    )
  })

  it.each(['__proto__', 'constructor', 'toString', 'formulario-inexistente'])(
    'the admin listing of form=%s is a 400 that names the forms, not a 500',
    async (form) => {
      const response = await fetch(`${backend.url}/admin/v1/submissions?form=${form}`, {
        headers: { [ADMIN_SECRET_HEADER]: backend.lock.secret },
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/não existe\. Formulários: .*website/)
    },
  )

  it('the outbox flush route (pg_cron): 401 without the service-role key', async () => {
    const cases = credentialCases('authorization', (s) => `Bearer ${s}`, 401).map((c) => ('raw' in c ? c : { ...c, method: 'POST' }))
    await expectRefused('POST /functions/v1/forms/_outbox', `${backend.url}/functions/v1/forms/_outbox`, cases, {}, 7)
  })
})

it('stored nothing from any bad request, logged no unexpected error, and still takes a valid submission', async () => {
  expect(await total()).toBe(totalBefore)
  expect(backend.errors, 'no unexpected server errors').toEqual([])
  const [form] = serverForms
  const valid = await fetch(formUrl(backend.url, form.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(minimalRecord(form.schema)),
  })
  expect(valid.status).toBe(200)
})
