import { describe, expect, it } from 'vitest'
import { createFormHandler } from '../../supabase/functions/_shared/form-handler.ts'
import { schemaHash } from '../../supabase/functions/_shared/schema-hash.ts'
import type { FormDefinition, Notifier, Submission, SubmissionStore } from '../../supabase/functions/_shared/types.ts'
import { minimalRecord } from '../../scripts/functions/sample-record.ts'
import { functionForms } from './support/test-forms.ts'

const memoryStore = () => {
  const rows: Submission[] = []
  const store: SubmissionStore = { insert: async (s) => void rows.push(s) }
  return { rows, store }
}
const quietLogger = () => {
  const lines: string[] = []
  return { lines, logger: { error: (m: string) => void lines.push(m) } }
}
const definition = async (i = 0): Promise<FormDefinition> => {
  const { formId, schema } = functionForms[i]
  return { formId, schema, schemaHash: await schemaHash(schema) }
}
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://fn.test/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('createFormHandler', () => {
  it('answers the CORS preflight with the headers supabase-js sends, in a JSON body', async () => {
    const handler = createFormHandler({ form: await definition(), store: memoryStore().store })
    const response = await handler(new Request('http://fn.test/', { method: 'OPTIONS' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey.*content-type|content-type.*apikey/)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info')
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each(functionForms.map((f, i) => [f.formId, i] as const))('names every missing required field of %s by its Portuguese title', async (_id, i) => {
    const form = await definition(i)
    const response = await createFormHandler({ form, store: memoryStore().store })(post({}))
    const required = (form.schema.required ?? []) as string[]
    if (required.length === 0) return expect(response.status).toBe(200)
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    const props = form.schema.properties as Record<string, { title: string }>
    for (const key of required) {
      expect(error.details).toContainEqual({ field: key, message: `Preencha o campo "${props[key].title}".` })
    }
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
    const form = await definition()
    const response = await createFormHandler({ form, store, notifier, logger })(post(minimalRecord(form.schema), { 'user-agent': 'x'.repeat(2000) }))
    expect(response.status).toBe(200)
    expect(rows).toHaveLength(1)
    expect(rows[0].userAgent).toHaveLength(512)
    expect(order).toEqual(['notify after 1 row(s)'])
    expect(lines.join('\n')).toMatch(/gravado, mas o e-mail falhou/)
  })

  it('does not wait forever for a hanging notifier', async () => {
    const { rows, store } = memoryStore()
    const notifier: Notifier = { notify: () => new Promise(() => undefined) }
    const form = await definition()
    const response = await createFormHandler({ form, store, notifier, logger: quietLogger().logger, notifyTimeoutMs: 50 })(post(minimalRecord(form.schema)))
    expect(response.status).toBe(200)
    expect(rows).toHaveLength(1)
  })

  it('answers 503 with a JSON body when storing fails, and sends no e-mail', async () => {
    let notified = false
    const store: SubmissionStore = { insert: async () => Promise.reject(new Error('database down')) }
    const form = await definition()
    const handler = createFormHandler({ form, store, notifier: { notify: async () => void (notified = true) }, logger: quietLogger().logger })
    const response = await handler(post(minimalRecord(form.schema)))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'storage_failed' } })
    expect(notified).toBe(false)
  })

  it('refuses a body longer than its Content-Length (413), counting bytes as they stream', async () => {
    const { rows, store } = memoryStore()
    const big = new TextEncoder().encode(JSON.stringify({ a: 'b'.repeat(1000) }))
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(big), c.close()) })
    const request = new Request('http://fn.test/', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '10' }, body, duplex: 'half' } as RequestInit)
    const response = await createFormHandler({ form: await definition(), store })(request)
    expect(response.status).toBe(413)
    expect(rows).toHaveLength(0)
  })
})
