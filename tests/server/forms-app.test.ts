import { describe, expect, it } from 'vitest'
import { referenceOf } from '#functions/forms-function/receipt-email.ts'
import { schemaHash, mapColumns } from '#form-core'
import { createFormsApp, type FormsDeps } from '#functions/forms-function/forms-app.ts'
import { functionsApp } from '#functions/platform/functions-app.ts'
import type { Outbox } from '#functions/forms-function/outbox.ts'
import type { RateLimiter } from '#functions/forms-function/rate-limit.ts'
import { cachedRevisions } from '#functions/forms-function/revisions.ts'
import type { FormRevision, JsonObject, RevisionSource } from '#functions/platform/server-types.ts'
import type { LeadRow, LeadStore } from '#functions/forms-function/lead-types.ts'
import { testForms } from '../helpers/form-files.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { findField, withValue } from '../backend/support/schema-probe.ts'
import { serverForms, tableForms } from '../backend/support/test-forms.ts'

const memoryStore = () => {
  const rows: (LeadRow & { schemaHash: string; userAgent: unknown })[] = []
  const store: LeadStore = {
    store: async (lead) => {
      rows.push({ ...lead, userAgent: lead.row.user_agent })
      return { rowId: String(lead.row.id ?? rows.length), outboxId: rows.length }
    },
  }
  return { rows, store }
}

/** What every handler needs besides revisions and a store; each test overrides what it is about. */
const base: Omit<FormsDeps, 'revisions' | 'store'> = {
  limiter: null,
  rateLimitSalt: 'sal-de-teste',
  outbox: null,
  background: () => undefined,
  flushSecret: 'segredo-do-agendador',
  allowOrigin: '*',
}
const quietLogger = () => {
  const lines: string[] = []
  return { lines, logger: { error: (m: string) => void lines.push(m) } }
}
const revisionOf = async ({ formId, schema, uiSchema }: (typeof serverForms)[number]): Promise<FormRevision> => ({
  formId,
  schema,
  uiSchema,
  hash: await schemaHash(schema),
})

/** Published revisions in memory, newest first per form, with a count of reads (to see the cache at work). */
function memoryRevisions(initial: FormRevision[]) {
  const byForm = new Map<string, FormRevision[]>()
  let reads = 0
  const publish = (r: FormRevision) => byForm.set(r.formId, [r, ...(byForm.get(r.formId) ?? [])].slice(0, 2))
  initial.forEach(publish)
  const source: RevisionSource = {
    async live(formId) {
      reads += 1
      return byForm.get(formId) ?? []
    },
  }
  return { source, publish, reads: () => reads }
}

const url = (formId: string) => `http://fn.test/forms/${formId}`
const post = (formId: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url(formId), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

/** The forms routes under the function's name, as the Deno entry and the local backend serve them. */
const formsHandler = (deps: FormsDeps) => {
  const app = functionsApp({ forms: createFormsApp(deps) })
  return (req: Request) => app.fetch(req)
}

async function handlerFor(options: Partial<FormsDeps> = {}) {
  const revision = await revisionOf(serverForms[0])
  const revisions = memoryRevisions([revision])
  const { rows, store } = memoryStore()
  const handler = formsHandler({ ...base, revisions: revisions.source, store, logger: quietLogger().logger, ...options })
  return { handler, revision, revisions, rows }
}

describe('the forms handler: one entry for every questionnaire', () => {
  it('answers the CORS preflight with the headers supabase-js sends (and the revision header)', async () => {
    const { handler } = await handlerFor()
    const response = await handler(new Request(url('website'), { method: 'OPTIONS' }))
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey.*content-type|content-type.*apikey/)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-form-revision')
  })

  it.each(serverForms.map((f, i) => [f.formId, i] as const))(
    'names every missing required field of %s by its Portuguese title',
    async (formId, i) => {
      const revision = await revisionOf(serverForms[i])
      const handler = formsHandler({ ...base, revisions: memoryRevisions([revision]).source, store: memoryStore().store })
      const response = await handler(post(formId, {}))
      const required = (revision.schema.required ?? []) as string[]
      if (required.length === 0) return expect(response.status).toBe(200)
      expect(response.status).toBe(422)
      const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
      const props = revision.schema.properties as Record<string, { title: string }>
      for (const key of required) {
        expect(error.details).toContainEqual({ field: key, message: `Preencha o campo "${props[key].title}".` })
      }
    },
  )

  it("answers with the form's own messages from its ui-schema, as the page shows them", async () => {
    const meeting = tableForms.find((f) => JSON.stringify(f.uiSchema).includes('"messages"'))!
    const revision = await revisionOf(meeting)
    const handler = formsHandler({ ...base, revisions: memoryRevisions([revision]).source, store: memoryStore().store })
    const response = await handler(post(meeting.formId, { ...minimalRecord(meeting.schema), name: 'A' }))
    const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    expect(error.details).toContainEqual({ field: 'name', message: 'Nome deve ter pelo menos 2 caracteres' })
  })

  it("asks for an unanswered text question in the one sentence of every form, the meeting's phone included", async () => {
    const meeting = tableForms.find((f) => JSON.stringify(f.uiSchema).includes('"messages"'))!
    const revision = await revisionOf(meeting)
    const handler = formsHandler({ ...base, revisions: memoryRevisions([revision]).source, store: memoryStore().store })
    const answers = minimalRecord(meeting.schema)
    delete answers.phone
    const response = await handler(post(meeting.formId, answers))
    const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    expect(error.details).toEqual([{ field: 'phone', message: 'Preencha o campo "Telefone".' }])
  })

  it.each(['javascript://x/%0Aalert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %j as a website with a Portuguese 422, storing nothing',
    async (address) => {
      const form = serverForms.find((f) => findField(f.schema, (field) => field.format === 'uri'))!
      const website = findField(form.schema, (field) => field.format === 'uri')!
      const { rows, store } = memoryStore()
      const handler = formsHandler({ ...base, revisions: memoryRevisions([await revisionOf(form)]).source, store })
      const response = await handler(post(form.formId, withValue(minimalRecord(form.schema), website.path, address)))
      expect(response.status).toBe(422)
      const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
      expect(error.details).toEqual([
        {
          field: website.path.join('.'),
          message: `"${String(website.field.title)}": informe um endereço completo, começando com https://.`,
        },
      ])
      expect(rows).toEqual([])
    },
  )

  describe('questions on a condition (decision 180), on the landing-page briefing', () => {
    const form = serverForms.find((f) => f.formId === 'landing-page')!
    const answersTo = async (payload: JsonObject) => {
      const { rows, store } = memoryStore()
      const handler = formsHandler({ ...base, revisions: memoryRevisions([await revisionOf(form)]).source, store })
      const response = await handler(post(form.formId, { ...minimalRecord(form.schema), ...payload }))
      const body = (await response.json()) as { error?: { details: { field: string; message: string }[] } }
      return { status: response.status, details: body.error?.details, rows }
    }

    it('a required question whose condition holds, left out, is a 422 naming it by its title', async () => {
      const { status, details, rows } = await answersTo({ landingPageGoal: 'outro' })
      expect(status).toBe(422)
      expect(details).toEqual([{ field: 'landingPageGoalOther', message: 'Preencha o campo "Qual outro objetivo?".' }])
      expect(rows).toEqual([])
    })

    it('an answer to a question its condition does not show is refused, not stored', async () => {
      const { status, details, rows } = await answersTo({ landingPageGoal: 'leads', platform: 'webflow', platformOther: 'Wix' })
      expect(status).toBe(422)
      expect(details).toEqual([{ field: 'platformOther', message: '"Qual outra plataforma?" não se aplica às respostas dadas.' }])
      expect(rows).toEqual([])
    })

    it('stores the answers when the condition holds and its question is answered', async () => {
      const { status, rows } = await answersTo({ landingPageGoal: 'outro', landingPageGoalOther: 'Recrutar', platform: 'outro' })
      expect(status).toBe(200)
      expect(rows[0]?.row.payload).toMatchObject({ landingPageGoal: 'outro', landingPageGoalOther: 'Recrutar', platform: 'outro' })
    })
  })

  it('stores the revision the page rendered, the newest one when the caller does not say', async () => {
    const { handler, revision, rows } = await handlerFor()
    const record = minimalRecord(revision.schema)
    expect((await handler(post(revision.formId, record, { 'x-form-revision': revision.hash }))).status).toBe(200)
    expect((await handler(post(revision.formId, record))).status).toBe(200)
    expect(rows.map((r) => [r.formId, r.schemaHash])).toEqual([
      [revision.formId, revision.hash],
      [revision.formId, revision.hash],
    ])
  })

  it('validates against the previous revision while it is live: a page opened before a deploy still submits', async () => {
    const { handler, revision, revisions, rows } = await handlerFor()
    // The new revision requires a question the old page never showed.
    const schema = {
      ...revision.schema,
      properties: { ...(revision.schema.properties as object), novaPergunta: { type: 'string', title: 'Nova', minLength: 1 } },
      required: [...(revision.schema.required as string[]), 'novaPergunta'],
    }
    revisions.publish({ ...revision, schema, hash: await schemaHash(schema) })
    const old = await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': revision.hash }))
    expect(old.status).toBe(200)
    expect(rows[0].schemaHash).toBe(revision.hash)
    const current = await handler(post(revision.formId, minimalRecord(revision.schema)))
    expect(current.status, 'without a header, the newest revision decides').toBe(422)
  })

  it('asks to reload (409) for a revision it does not know, after looking again in case it was just published', async () => {
    const { handler, revision, revisions, rows } = await handlerFor({ revisionsTtlMs: 60_000 })
    const next = { ...revision.schema, title: 'Outro título' }
    const unknown = await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': await schemaHash(next) }))
    expect(unknown.status).toBe(409)
    expect(await unknown.json()).toMatchObject({
      error: { code: 'revision_unknown', message: expect.stringMatching(/Recarregue a página/) },
    })
    const readsBefore = revisions.reads()
    revisions.publish({ ...revision, schema: next, hash: await schemaHash(next) })
    const published = await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': await schemaHash(next) }))
    expect(published.status, 'a revision published after the cache was filled is found').toBe(200)
    expect(revisions.reads(), 'the cached list is looked at first, then read once more').toBe(readsBefore + 1)
    expect(rows).toHaveLength(1)
  })

  it("caches a form's revisions between submissions", async () => {
    const { handler, revision, revisions } = await handlerFor({ revisionsTtlMs: 60_000 })
    for (let i = 0; i < 3; i++) await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': revision.hash }))
    expect(revisions.reads()).toBe(1)
  })

  it('is a 404 for a form that was never published, and a 503 when the revisions cannot be read', async () => {
    const { handler, revisions } = await handlerFor()
    expect((await handler(post('nao-existe', {}))).status).toBe(404)
    expect(revisions.reads(), 'one read: a form the cache did not hold was just read fresh, no second look').toBe(1)
    const { lines, logger } = quietLogger()
    const broken = formsHandler({
      ...base,
      revisions: { live: () => Promise.reject(new Error('db down')) },
      store: memoryStore().store,
      logger,
    })
    const response = await broken(post('website', {}))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'forms_unavailable' } })
    expect(lines.join('\n')).toMatch(/não foi possível ler as revisões/)
  })

  it('a published schema that does not compile is a 500 for the visitor and the reason in the log', async () => {
    const { lines, logger } = quietLogger()
    const bad: FormRevision = {
      formId: 'quebrado',
      hash: 'b'.repeat(64),
      schema: { type: 'object', properties: { a: { type: 'string', maxlength: 3 } }, 'x-form': { submit: { server: true } } },
      uiSchema: {},
    }
    const handler = formsHandler({ ...base, revisions: memoryRevisions([bad]).source, store: memoryStore().store, logger })
    const response = await handler(post('quebrado', { a: 'x' }))
    expect(response.status).toBe(500)
    expect(lines.join('\n')).toMatch(/quebrado.*não compila/)
  })

  it('stores the row with its request metadata, bounded, and answers with its id', async () => {
    const { handler, revision, rows } = await handlerFor()
    const response = await handler(post(revision.formId, minimalRecord(revision.schema), { 'user-agent': 'x'.repeat(2000) }))
    expect(response.status).toBe(200)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ table: 'form_submissions', formId: revision.formId })
    expect(rows[0].userAgent).toHaveLength(512)
    expect(await response.json()).toEqual({ ok: true, id: rows[0].row.id, reference: referenceOf(String(rows[0].row.id)) })
  })

  it('stores a table form (meeting) as its mapped row, in its own table, after validating the answers', async () => {
    const meeting = tableForms[0]
    const revision = await revisionOf(meeting)
    const { rows, store } = memoryStore()
    const handler = formsHandler({ ...base, revisions: memoryRevisions([revision]).source, store })
    const answers = { ...minimalRecord(meeting.schema), phone: '(11) 98765-4321' }
    const accepted = await handler(post(meeting.formId, answers))
    expect(accepted.status).toBe(200)
    expect(rows).toEqual([expect.objectContaining({ table: meeting.table, row: mapColumns(meeting.columns, answers) })])
    // The table's key is sequential ("1", "2", …): the answer is a random receipt, the honeypot's shape.
    expect(await accepted.json()).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      reference: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}$/),
    })
    expect((await handler(post(meeting.formId, { ...answers, email: 'sem-arroba' }))).status, 'the schema guards the table too').toBe(422)
    expect(rows).toHaveLength(1)
  })

  it('keeps a bounded cache: a form that does not exist is not remembered, and many forms evict the oldest', async () => {
    const forms = await Promise.all(serverForms.map(revisionOf))
    const revisions = memoryRevisions(forms)
    const cache = cachedRevisions(revisions.source, 60_000, () => 0, 3)
    await cache.live('nao-existe')
    await cache.live('nao-existe')
    expect(revisions.reads(), 'an unknown id is asked for each time, never kept').toBe(2)
    for (const f of forms.slice(0, 4)) await cache.live(f.formId)
    await cache.live(forms[3].formId)
    expect(revisions.reads(), 'the newest is served from the cache').toBe(6)
    await cache.live(forms[0].formId)
    expect(revisions.reads(), 'the oldest was evicted past the bound').toBe(7)
  })

  it('is a 404 for a form kept in the browser (`{ local: true }`): the server has nowhere to put it', async () => {
    const diagnostic = testForms.find((f) => 'local' in f.meta.submit)!
    const revision: FormRevision = {
      formId: diagnostic.id,
      schema: diagnostic.schema as Record<string, unknown>,
      uiSchema: {},
      hash: 'd'.repeat(64),
    }
    const { rows, store } = memoryStore()
    const handler = formsHandler({ ...base, revisions: memoryRevisions([revision]).source, store })
    const response = await handler(post(diagnostic.id, {}))
    expect(response.status).toBe(404)
    expect(rows).toHaveLength(0)
  })

  it('refuses a big body of unknown fields with the first 20 problems and their count, never an answer larger than it', async () => {
    const { handler, revision } = await handlerFor()
    const junk = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`campo_${i}`, i]))
    const body = { ...minimalRecord(revision.schema), ...junk, ['k'.repeat(10_000)]: 1 }
    const response = await handler(post(revision.formId, body))
    expect(response.status).toBe(422)
    const text = await response.text()
    expect(text.length, 'the answer is small').toBeLessThan(16_000)
    const { error } = JSON.parse(text) as { error: { details: { field: string }[]; total: number; message: string } }
    expect(error.details).toHaveLength(20)
    expect(error.total).toBe(3001)
    expect(error.message).toMatch(/\(e mais 2998\)$/)
  })

  /** A valid record sent with `type` as its Content-Type. */
  const sentAs = (revision: FormRevision, type: string) =>
    new Request(url(revision.formId), {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(minimalRecord(revision.schema)),
    })

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8'])('takes %s as JSON', async (type) => {
    const { handler, revision } = await handlerFor()
    expect((await handler(sentAs(revision, type))).status).toBe(200)
  })

  it.each(['application/json-patch+json', 'application/merge-patch+json', 'application/jsonx', 'text/json'])(
    'refuses %s as what it is: a JSON 415 in Portuguese',
    async (type) => {
      const { handler, revision, rows } = await handlerFor()
      const response = await handler(sentAs(revision, type))
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({
        error: { code: 'unsupported_media_type', message: expect.stringMatching(/Envie as respostas como JSON/) },
      })
      expect(rows).toHaveLength(0)
    },
  )

  it('answers 503 with a JSON body when storing fails, and starts no e-mail', async () => {
    const started: Promise<unknown>[] = []
    const store: LeadStore = { store: async () => Promise.reject(new Error('database down')) }
    const { handler, revision } = await handlerFor({
      store,
      background: (task) => void started.push(task),
      notifier: { notify: async () => undefined },
    })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema)))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'storage_failed' } })
    expect(started).toEqual([])
  })

  it('answers before the e-mail is sent: the send runs in the background, from the outbox entry just written', async () => {
    const started: Promise<unknown>[] = []
    const claimed: number[] = []
    // A provider that never answers and an outbox that records what is claimed: nothing here resolves on its own.
    const outbox: Outbox = {
      claim: async ({ id }) => (claimed.push(id ?? -1), []),
      finish: async () => undefined,
      receiptSent: async () => undefined,
    }
    const { handler, revision } = await handlerFor({
      outbox,
      notifier: { notify: () => new Promise<void>(() => undefined) },
      background: (task) => void started.push(task),
    })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema)))
    expect(response.status).toBe(200)
    expect(started, 'one send handed to the background, not awaited by the answer').toHaveLength(1)
    await started[0]
    expect(claimed, 'the send claims the entry the store returned').toEqual([1])
  })

  it('answers 429 in Portuguese with Retry-After when the limiter refuses, before reading the body', async () => {
    const keys: string[] = []
    const limiter: RateLimiter = { hit: async (key) => (keys.push(key), { allowed: false, retryAfterSeconds: 125 }) }
    const { handler, revision, rows } = await handlerFor({ limiter })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-forwarded-for': '203.0.113.7' }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('125')
    expect(await response.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/Tente novamente em 3 minutos/) },
    })
    expect(rows).toHaveLength(0)
    expect(keys[0], 'a salted hash, never the address').toMatch(/^[0-9a-f]{64}$/)
    expect(keys[0]).not.toContain('203.0.113.7')
  })

  it('lets a submission through, logged, when the limiter itself fails: a lead is worth more than the limit', async () => {
    const { lines, logger } = quietLogger()
    const limiter: RateLimiter = { hit: async () => Promise.reject(new Error('db down')) }
    const { handler, revision, rows } = await handlerFor({ limiter, logger })
    expect((await handler(post(revision.formId, minimalRecord(revision.schema)))).status).toBe(200)
    expect(rows).toHaveLength(1)
    expect(lines.join('\n')).toMatch(/limite de envios indisponível/)
  })

  it('refuses a lone UTF-16 surrogate in any text (400) before validation: the database could never store it', async () => {
    const { handler, revision, rows } = await handlerFor()
    const [key] = Object.keys(minimalRecord(revision.schema))
    for (const text of ['a\ud800', '\udc00b', 'ok \ud83d']) {
      const response = await handler(post(revision.formId, { ...minimalRecord(revision.schema), [key]: text }))
      expect(response.status, JSON.stringify(text)).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'lone_surrogate' } })
    }
    expect(rows).toHaveLength(0)
    expect(
      (await handler(post(revision.formId, { ...minimalRecord(revision.schema), [key]: 'emoji 😀 inteiro' }))).status,
      'a whole pair is text',
    ).not.toBe(400)
  })

  it('the flush route (/forms/_outbox) takes only the service-role key', async () => {
    const outbox = { claim: async () => [], finish: async () => undefined, receiptSent: async () => undefined }
    const { handler } = await handlerFor({ outbox })
    const flush = (authorization?: string) =>
      handler(new Request('http://fn.test/forms/_outbox', { method: 'POST', headers: authorization ? { authorization } : {} }))
    expect((await flush()).status).toBe(401)
    expect((await flush('Bearer errado')).status).toBe(401)
    expect((await flush(`Bearer ${'ç'.repeat(5000)}`)).status).toBe(401)
    const ok = await flush(`Bearer ${base.flushSecret}`)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, sent: 0 })
  })

  it('refuses a body longer than its Content-Length (413), counting bytes as they stream', async () => {
    const { handler, revision, rows } = await handlerFor()
    const big = new TextEncoder().encode(JSON.stringify({ a: 'b'.repeat(1000) }))
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(big), c.close()) })
    const request = new Request(url(revision.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '10' },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await handler(request)
    expect(response.status).toBe(413)
    expect(rows).toHaveLength(0)
  })
})
