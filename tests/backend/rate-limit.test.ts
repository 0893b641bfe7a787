import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { postFrom } from './support/post-from.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'

/** Low limits, so a few requests show them: 3 of one form and 5 of all forms per client and 10 minutes. */
const limits = { perForm: 3, perClient: 5, windowSeconds: 600 }

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, { rateLimits: limits })
})
afterAll(() => backend?.stop())

const [contact, other] = serverForms
const [meeting] = tableForms
const send = (from: string, form: { formId: string; schema: Record<string, unknown> }, headers: Record<string, string> = {}) =>
  postFrom(from, formUrl(backend.url, form.formId), minimalRecord(form.schema), headers)

describe('rate limit per client and per form, in Postgres', () => {
  it('throttles one client (429, Retry-After, Portuguese) while another is served, and stores only what it accepted', async () => {
    const before = await backend.count('form_submissions')
    const greedy = []
    for (let i = 0; i < 6; i++) greedy.push(await send('127.0.0.2', contact))
    expect(greedy.map((a) => a.status)).toEqual([200, 200, 200, 429, 429, 429])
    const refused = greedy[3]
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(limits.windowSeconds)
    expect(JSON.parse(refused.body)).toMatchObject({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Recebemos muitos envios seguidos deste endereço\. Tente novamente em \d+ minutos?/),
      },
    })
    const polite = await send('127.0.0.3', contact)
    expect(polite.status, 'another client is not affected').toBe(200)
    expect(await backend.count('form_submissions')).toBe(before + 4)
  })

  it('caps one client across forms too, the meeting form included', async () => {
    const answers = [
      await send('127.0.0.4', contact),
      await send('127.0.0.4', contact),
      await send('127.0.0.4', other),
      await send('127.0.0.4', other),
      await send('127.0.0.4', meeting),
      await send('127.0.0.4', meeting),
    ]
    expect(
      answers.map((a) => a.status),
      'the sixth is over the cap of 5 for all forms',
    ).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('cannot be dodged with a forged x-forwarded-for or cf-connecting-ip: the local server uses the socket address', async () => {
    for (let i = 0; i < 3; i++) expect((await send('127.0.0.5', other)).status).toBe(200)
    const forged = await send('127.0.0.5', other, {
      'x-forwarded-for': '198.51.100.1',
      'cf-connecting-ip': '198.51.100.2',
      'x-real-ip': '198.51.100.3',
    })
    expect(forged.status).toBe(429)
  })

  it('counts refusals too: 200 unknown form ids from one address meet 429s, and no counter is kept per unknown id', async () => {
    const answers = []
    for (let i = 0; i < 200; i++) answers.push(await postFrom('127.0.0.7', formUrl(backend.url, `formulario-${i}`), {}))
    const statuses = answers.map((a) => a.status)
    expect(statuses.slice(0, limits.perForm), 'the first few are told the form does not exist').toEqual(Array(limits.perForm).fill(404))
    expect(statuses.filter((s) => s === 429).length, 'then the client is throttled').toBe(200 - limits.perForm)
    const { rows } = await backend.db.query<{ scope: string }>(
      `select distinct scope from public.rate_limit_hits where scope like 'formulario-%'`,
    )
    expect(rows, 'unknown ids leave no counter of their own').toEqual([])
  })

  it('an unknown revision (409) counts the same way', async () => {
    const stale = { 'x-form-revision': 'f'.repeat(64) }
    const statuses = []
    for (let i = 0; i < limits.perForm + 2; i++) statuses.push((await send('127.0.0.8', contact, stale)).status)
    expect(statuses).toEqual([...Array(limits.perForm).fill(409), 429, 429])
  })

  it('keeps no IP address: the counters hold salted SHA-256 hashes only', async () => {
    const { rows } = await backend.db.query<{ client_key: string; scope: string }>('select client_key, scope from public.rate_limit_hits')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.client_key).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\./)
    }
  })

  it('forgets windows that are over: counters whose window ended are deleted by the next check', async () => {
    await backend.db.query(
      `insert into public.rate_limit_hits (client_key, scope, window_start, expires_at, hits)
       select md5(i::text) || md5((i + 1)::text), 'contact', now() - interval '2 hours', now() - interval '1 hour', 1 from generate_series(1, 150) i`,
    )
    await send('127.0.0.6', contact)
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.rate_limit_hits where expires_at < now()')
    expect(rows[0].n).toBe(0)
  })
})
