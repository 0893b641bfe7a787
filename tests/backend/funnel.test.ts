import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNNEL_SEGMENT, funnelQuestions, schemaHash, type FunnelEvent, type JsonObject } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { funnel } from '../../src/workspace/reads.ts'
import { rowsAs } from './support/as-caller.ts'
import { addMembers } from './support/members.ts'
import { postFrom, type Answer } from './support/post-from.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

/**
 * The funnel's route and counts (issue 46, decision 221) against the real handler and database: good events change
 * the counts of their form, revision and day; bad ones get a 4xx or 429 and change nothing; the events have a limit
 * per client of their own; and nothing stored tells who a visitor was or what they answered.
 */

const limits = { perClient: 20, windowSeconds: 600 }
const MEMBER = { email: 'funil@agencia.test' }

let backend: TestBackend
const form = serverForms[0]!
let revision: string
let questions: number
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, { funnelLimits: limits })
  await addMembers(backend, [MEMBER.email])
  revision = await schemaHash(form.schema)
  questions = funnelQuestions(form.schema, form.uiSchema as JsonObject).length
})
afterAll(() => backend?.stop())

/** As `sendBeacon` sends it: a string body, text/plain. */
const beacon = (from: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  postFrom(from, formUrl(backend.url, FUNNEL_SEGMENT), body, { 'content-type': 'text/plain;charset=UTF-8', ...headers })

const event = (kind: FunnelEvent['kind'], extra: Partial<FunnelEvent> = {}): FunnelEvent => ({
  form: form.formId,
  revision,
  kind,
  ...extra,
})

async function counts(): Promise<Record<string, number>> {
  const { rows } = await backend.db.query<{ kind: string; bucket: number; visits: string }>(
    'select kind, bucket, sum(visits) as visits from public.form_funnel_counts where form_id = $1 and schema_hash = $2 group by kind, bucket',
    [form.formId, revision],
  )
  return Object.fromEntries(rows.map((r) => [`${r.kind}:${r.bucket}`, Number(r.visits)]))
}

describe('the funnel route of the forms function', () => {
  it('counts good events per form, revision and day; a send withdraws the stop of a visitor who came back', async () => {
    const before = await counts()
    const sent = [
      await beacon('127.0.1.1', event('view')),
      await beacon('127.0.1.1', event('start')),
      await beacon('127.0.1.1', event('stop', { question: 2 })),
      await beacon('127.0.1.1', event('submit', { seconds: 95, withdraw: 2 })),
      await beacon('127.0.1.2', event('view')),
      await beacon('127.0.1.2', event('start')),
      await beacon('127.0.1.2', event('stop', { question: 2 })),
      await beacon('127.0.1.3', event('view')),
    ]
    expect(sent.map((a) => a.status)).toEqual(Array(8).fill(202))
    expect(JSON.parse(sent[0]!.body)).toEqual({ ok: true })
    const after = await counts()
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
    expect({ views: delta('view:0'), starts: delta('start:0'), submits: delta('submit:0'), stops: delta('stop:2') }).toEqual({
      views: 3,
      starts: 2,
      submits: 1,
      stops: 1,
    })
    expect(delta('duration:6'), '95 s is in the seventh bucket of 15 s').toBe(1)
  })

  it('the workspace reads the funnel as a member: the figures, the median of the sends, nothing for anyone else', async () => {
    const sql = `select public.workspace_funnel($1, current_date - 2, current_date + 2) as funnel`
    const [row] = (await rowsAs(backend.db, MEMBER, sql, [form.formId])) as { funnel: unknown }[]
    const read = funnel.parse(row!.funnel)
    const mine = read.revisions.find((r) => r.hash === revision)!
    expect(mine.views).toBeGreaterThanOrEqual(3)
    expect(mine.median_seconds).toBe(97)
    expect(mine.stops).toContainEqual({ question: 2, visits: expect.any(Number) })
    expect(read.forms.map((f) => f.form_id)).toContain(form.formId)
    const [outsider] = (await rowsAs(backend.db, { email: 'curioso@exemplo.com' }, sql, [form.formId])) as { funnel: unknown }[]
    expect(funnel.parse(outsider!.funnel).revisions, 'a non-member reads no figure').toEqual([])
    expect(await rowsAs(backend.db, 'anon', sql, [form.formId])).toEqual({ error: '42501' })
  })

  it('refuses bad events with a 4xx and changes no count', async () => {
    const before = await counts()
    const bad: [string, unknown, number][] = [
      ['an unknown form', event('view', { form: 'formulario-que-nao-existe' }), 404],
      ['a form id that is no id', event('view', { form: '../workspace' }), 404],
      ['an unknown revision', event('view', { revision: 'f'.repeat(64) }), 409],
      ['a revision that is no hash', event('view', { revision: 'abc' }), 400],
      ['a negative question', event('stop', { question: -1 }), 400],
      ['a question past the last', event('stop', { question: questions }), 400],
      ['a huge question', event('stop', { question: 1e12 }), 400],
      ['a fraction', event('stop', { question: 1.5 }), 400],
      ['a withdraw past the last', event('submit', { withdraw: questions + 5 }), 400],
      ['a stop without its question', event('stop'), 400],
      ['a view naming a question', event('view', { question: 1 }), 400],
      ['a time on a view', event('view', { seconds: 10 }), 400],
      ['a time over a day', event('submit', { seconds: 86_401 }), 400],
      ['a negative time', event('submit', { seconds: -5 }), 400],
      ['an unknown kind', { ...event('view'), kind: 'click' }, 400],
      ['an answer smuggled in', { ...event('view'), email: 'ana@exemplo.com' }, 400],
      ['an identifier smuggled in', { ...event('view'), visit: 'abc-123' }, 400],
      ['not an object', [event('view')], 400],
      ['a body over 1 KiB', { ...event('view'), padding: 'x'.repeat(2000) }, 413],
    ]
    for (const [why, body, status] of bad) expect((await beacon('127.0.1.4', body)).status, why).toBe(status)
    expect((await beacon('127.0.1.5', 'não é json')).status, 'not JSON').toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('floods meet 429 on their own limit per client: the flood counts no more, another client and the sends go on', async () => {
    const before = await counts()
    const answers: number[] = []
    for (let i = 0; i < limits.perClient + 5; i++) answers.push((await beacon('127.0.1.6', event('view'))).status)
    expect(answers.slice(0, limits.perClient)).toEqual(Array(limits.perClient).fill(202))
    expect(answers.slice(limits.perClient)).toEqual(Array(5).fill(429))
    expect((await counts())['view:0']! - (before['view:0'] ?? 0)).toBe(limits.perClient)
    // Bad events spend the same limit: a flood of garbage is stopped the same way.
    const garbage: number[] = []
    for (let i = 0; i < limits.perClient + 2; i++) garbage.push((await beacon('127.0.1.7', event('stop', { question: -1 }))).status)
    expect(garbage.at(-1)).toBe(429)
    expect((await beacon('127.0.1.8', event('view'))).status, 'another client').toBe(202)
    const lead = await postFrom('127.0.1.6', formUrl(backend.url, form.formId), minimalRecord(form.schema))
    expect(lead.status, 'the flooding address can still send a lead: the limits are apart').toBe(200)
  })

  it('events that arrive together are counted together, each answered once counted, as if they had come one by one', async () => {
    // A stop left yesterday at question 2, under today's one: two sends withdrawing it take today's first, then yesterday's.
    await backend.db.query(
      `insert into public.form_funnel_counts (form_id, schema_hash, day, kind, bucket, visits) values ($1, $2, public.funnel_today() - 1, 'stop', 2, 5)`,
      [form.formId, revision],
    )
    const before = await counts()
    const together = await Promise.all([
      ...Array.from({ length: limits.perClient + 4 }, () => beacon('127.0.2.1', event('view'))),
      beacon('127.0.2.2', event('stop', { question: 1 })),
      beacon('127.0.2.2', event('stop', { question: 1 })),
      beacon('127.0.2.3', event('submit', { seconds: 20, withdraw: 2 })),
      beacon('127.0.2.3', event('submit', { seconds: 25, withdraw: 2 })),
    ])
    const flood = together.slice(0, limits.perClient + 4).map((a) => a.status)
    expect(
      flood.filter((s) => s === 202),
      'the limit, whatever the batch',
    ).toHaveLength(limits.perClient)
    expect(flood.filter((s) => s === 429)).toHaveLength(4)
    expect(together.slice(limits.perClient + 4).map((a) => a.status)).toEqual([202, 202, 202, 202])
    const after = await counts()
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
    expect({
      views: delta('view:0'),
      stopsAt1: delta('stop:1'),
      stopsAt2: delta('stop:2'),
      submits: delta('submit:0'),
      durations: delta('duration:1'),
    }).toEqual({ views: limits.perClient, stopsAt1: 2, stopsAt2: -2, submits: 2, durations: 2 })
    const { rows } = await backend.db.query<{ day: string; visits: string }>(
      `select (day = public.funnel_today())::text as day, visits::text from public.form_funnel_counts
        where form_id = $1 and schema_hash = $2 and kind = 'stop' and bucket = 2 order by day`,
      [form.formId, revision],
    )
    expect(rows, "today's stop first, then yesterday's; never below zero").toEqual([
      { day: 'false', visits: '4' },
      { day: 'true', visits: '0' },
    ])
  })

  it('a batch the database refuses answers each of its events with an error and counts none of them', async () => {
    const before = await counts()
    await backend.db.exec('alter function public.count_form_events(jsonb, integer, integer) rename to count_form_events_off')
    let answers: Answer[]
    try {
      answers = await Promise.all(['127.0.3.1', '127.0.3.2', '127.0.3.3'].map((from) => beacon(from, event('view'))))
    } finally {
      await backend.db.exec('alter function public.count_form_events_off(jsonb, integer, integer) rename to count_form_events')
    }
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503])
    expect(await counts()).toEqual(before)
    expect((await beacon('127.0.3.1', event('view'))).status, 'the next batch counts again').toBe(202)
  })

  it('stores no IP, no answer and no persistent identifier: counts by form, revision, day, kind and bucket only', async () => {
    const { rows: columns } = await backend.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'form_funnel_counts' order by ordinal_position`,
    )
    expect(columns.map((c) => c.column_name)).toEqual(['form_id', 'schema_hash', 'day', 'kind', 'bucket', 'visits'])
    const { rows } = await backend.db.query<Record<string, unknown>>('select * from public.form_funnel_counts')
    const stored = JSON.stringify(rows)
    expect(stored).not.toMatch(/127\.0\.1\.\d/)
    expect(stored).not.toContain('ana@exemplo.com')
    expect(stored).not.toContain('abc-123')
    const { rows: hits } = await backend.db.query<{ client_key: string }>(
      `select client_key from public.rate_limit_hits where scope = '_events'`,
    )
    expect(hits.length).toBeGreaterThan(0)
    for (const hit of hits) expect(hit.client_key, 'the limit keeps a salted hash, never the address').toMatch(/^[0-9a-f]{64}$/)
  })

  it("the daily retention job deletes counts past the form's retention, as it does its leads", async () => {
    await backend.db.query(
      `insert into public.form_funnel_counts (form_id, schema_hash, day, kind, visits) values ($1, $2, public.funnel_today() - 4000, 'view', 7)`,
      [form.formId, revision],
    )
    const { rows } = await backend.db.query<{ table_name: string; expired: string }>(
      `select table_name, expired from public.purge_expired_submissions(false) where form_id = $1`,
      [form.formId],
    )
    expect(rows.map((r) => ({ ...r, expired: Number(r.expired) }))).toContainEqual({ table_name: 'form_funnel_counts', expired: 1 })
    const { rows: left } = await backend.db.query('select 1 from public.form_funnel_counts where day < public.funnel_today() - 3000')
    expect(left).toEqual([])
  })
})
