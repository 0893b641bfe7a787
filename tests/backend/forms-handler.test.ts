import { describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core/schema-hash.ts'
import { createFormsHandler, type FormsHandlerOptions } from '../../supabase/functions/_shared/forms-handler.ts'
import type { FormRevision, Notifier, RevisionSource, Submission, SubmissionStore } from '../../supabase/functions/_shared/types.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { serverForms, tableForms } from './support/test-forms.ts'

const memoryStore = () => {
  const rows: Submission[] = []
  const store: SubmissionStore = { insert: async (s) => void rows.push(s) }
  return { rows, store }
}
const quietLogger = () => {
  const lines: string[] = []
  return { lines, logger: { error: (m: string) => void lines.push(m) } }
}
const revisionOf = async ({ formId, schema, uiSchema }: (typeof serverForms)[number]): Promise<FormRevision> => ({ formId, schema, uiSchema, hash: await schemaHash(schema) })

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

async function handlerFor(options: Partial<FormsHandlerOptions> = {}) {
  const revision = await revisionOf(serverForms[0])
  const revisions = memoryRevisions([revision])
  const { rows, store } = memoryStore()
  const handler = createFormsHandler({ revisions: revisions.source, store, logger: quietLogger().logger, ...options })
  return { handler, revision, revisions, rows }
}

describe('the forms handler: one entry for every questionnaire', () => {
  it('answers the CORS preflight with the headers supabase-js sends (and the revision header), in a JSON body', async () => {
    const { handler } = await handlerFor()
    const response = await handler(new Request(url('website'), { method: 'OPTIONS' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey.*content-type|content-type.*apikey/)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-form-revision')
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each(serverForms.map((f, i) => [f.formId, i] as const))('names every missing required field of %s by its Portuguese title', async (formId, i) => {
    const revision = await revisionOf(serverForms[i])
    const handler = createFormsHandler({ revisions: memoryRevisions([revision]).source, store: memoryStore().store })
    const response = await handler(post(formId, {}))
    const required = (revision.schema.required ?? []) as string[]
    if (required.length === 0) return expect(response.status).toBe(200)
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    const props = revision.schema.properties as Record<string, { title: string }>
    for (const key of required) {
      expect(error.details).toContainEqual({ field: key, message: `Preencha o campo "${props[key].title}".` })
    }
  })

  it("answers with the form's own messages from its ui-schema, as the page shows them", async () => {
    const meeting = tableForms.find((f) => JSON.stringify(f.uiSchema).includes('"messages"'))!
    const revision = await revisionOf(meeting)
    const handler = createFormsHandler({ revisions: memoryRevisions([revision]).source, store: memoryStore().store })
    const response = await handler(post(meeting.formId, { ...minimalRecord(meeting.schema), name: 'A' }))
    const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    expect(error.details).toContainEqual({ field: 'name', message: 'Nome deve ter pelo menos 2 caracteres' })
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
    const schema = { ...revision.schema, properties: { ...(revision.schema.properties as object), novaPergunta: { type: 'string', title: 'Nova', minLength: 1 } }, required: [...(revision.schema.required as string[]), 'novaPergunta'] }
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
    expect(await unknown.json()).toMatchObject({ error: { code: 'revision_unknown', message: expect.stringMatching(/Recarregue a página/) } })
    const readsBefore = revisions.reads()
    revisions.publish({ ...revision, schema: next, hash: await schemaHash(next) })
    const published = await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': await schemaHash(next) }))
    expect(published.status, 'a revision published after the cache was filled is found').toBe(200)
    expect(revisions.reads(), 'the cached list is looked at first, then read once more').toBe(readsBefore + 1)
    expect(rows).toHaveLength(1)
  })

  it('caches a form\'s revisions between submissions', async () => {
    const { handler, revision, revisions } = await handlerFor({ revisionsTtlMs: 60_000 })
    for (let i = 0; i < 3; i++) await handler(post(revision.formId, minimalRecord(revision.schema), { 'x-form-revision': revision.hash }))
    expect(revisions.reads()).toBe(1)
  })

  it('is a 404 for a form that was never published, and a 503 when the revisions cannot be read', async () => {
    const { handler } = await handlerFor()
    expect((await handler(post('nao-existe', {}))).status).toBe(404)
    const { lines, logger } = quietLogger()
    const broken = createFormsHandler({ revisions: { live: () => Promise.reject(new Error('db down')) }, store: memoryStore().store, logger })
    const response = await broken(post('website', {}))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'forms_unavailable' } })
    expect(lines.join('\n')).toMatch(/não foi possível ler as revisões/)
  })

  it('a published schema that does not compile is a 500 for the visitor and the reason in the log', async () => {
    const { lines, logger } = quietLogger()
    const bad: FormRevision = { formId: 'quebrado', hash: 'b'.repeat(64), schema: { type: 'object', properties: { a: { type: 'string', maxlength: 3 } } }, uiSchema: {} }
    const handler = createFormsHandler({ revisions: memoryRevisions([bad]).source, store: memoryStore().store, logger })
    const response = await handler(post('quebrado', { a: 'x' }))
    expect(response.status).toBe(500)
    expect(lines.join('\n')).toMatch(/quebrado.*não compila/)
  })

  it('stores first, then notifies; a failing notifier still answers success and keeps the row', async () => {
    const { rows, store } = memoryStore()
    const { lines, logger } = quietLogger()
    const order: string[] = []
    const notifier: Notifier = {
      notify: async () => {
        order.push(`notify after ${rows.length} row(s)`)
        throw new Error('Resend 500')
      },
    }
    const revision = await revisionOf(serverForms[0])
    const handler = createFormsHandler({ revisions: memoryRevisions([revision]).source, store, notifier, logger })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema), { 'user-agent': 'x'.repeat(2000) }))
    expect(response.status).toBe(200)
    expect(rows).toHaveLength(1)
    expect(rows[0].userAgent).toHaveLength(512)
    expect(order).toEqual(['notify after 1 row(s)'])
    expect(lines.join('\n')).toMatch(/gravado, mas o e-mail falhou/)
  })

  it('does not wait forever for a hanging notifier', async () => {
    const notifier: Notifier = { notify: () => new Promise(() => undefined) }
    const { handler, revision, rows } = await handlerFor({ notifier, notifyTimeoutMs: 50 })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema)))
    expect(response.status).toBe(200)
    expect(rows).toHaveLength(1)
  })

  it('answers 503 with a JSON body when storing fails, and sends no e-mail', async () => {
    let notified = false
    const store: SubmissionStore = { insert: async () => Promise.reject(new Error('database down')) }
    const { handler, revision } = await handlerFor({ store, notifier: { notify: async () => void (notified = true) } })
    const response = await handler(post(revision.formId, minimalRecord(revision.schema)))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'storage_failed' } })
    expect(notified).toBe(false)
  })

  it('refuses a body longer than its Content-Length (413), counting bytes as they stream', async () => {
    const { handler, revision, rows } = await handlerFor()
    const big = new TextEncoder().encode(JSON.stringify({ a: 'b'.repeat(1000) }))
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(big), c.close()) })
    const request = new Request(url(revision.formId), { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '10' }, body, duplex: 'half' } as RequestInit)
    const response = await handler(request)
    expect(response.status).toBe(413)
    expect(rows).toHaveLength(0)
  })
})
