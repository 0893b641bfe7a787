import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mapColumns, HONEYPOT_FIELD, personalFields, schemaHash, valueAt } from '#form-core'
import { renderNotificationEmail } from '#functions/forms-function/notification-email.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'
import type { Lead, Notifier } from '#functions/forms-function/lead-types.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { anonClient, startTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms } from './support/test-forms.ts'

/** Records every e-mail it is asked to send, then fails: the agency's mail being down must lose nothing. */
const mailed: { form: FormRevision; submission: Lead }[] = []
const failingNotifier: Notifier = {
  async notify(form, submission) {
    mailed.push({ form, submission })
    throw new Error('servidor de e-mail fora do ar (de propósito)')
  },
}

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(failingNotifier)
})
afterAll(() => backend?.stop())

describe('every questionnaire sent to the server, through supabase-js', () => {
  it('finds the forms in schemas/ (none listed by hand), all served by the one forms function', () => {
    expect(serverForms.length).toBeGreaterThan(0)
    expect(backend.functionNames).toEqual(['forms', 'workspace'])
  })

  it.each(serverForms)(
    'forms/$formId stores a valid submission, naming the revision it was validated against, even though the e-mail fails',
    async ({ formId, schema }) => {
      const sample = minimalRecord(schema)
      const before = await backend.count('form_submissions')
      const revision = await schemaHash(schema)
      const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${formId}`, {
        body: sample,
        headers: { 'x-form-revision': revision },
      })
      expect(error, JSON.stringify(data)).toBeNull()
      expect(data).toMatchObject({ ok: true, id: expect.any(String) })
      expect(await backend.count('form_submissions')).toBe(before + 1)
      const { rows } = await backend.db.query<{ form_id: string; payload: unknown; schema_hash: string }>(
        'select form_id, payload, schema_hash from public.form_submissions where id = $1',
        [(data as { id: string }).id],
      )
      expect(rows[0]).toMatchObject({ form_id: formId, payload: sample })
      expect(rows[0].schema_hash).toBe(revision)
      // The e-mail goes out after the answer, from the outbox entry stored with the row.
      await vi.waitFor(() =>
        expect(mailed.at(-1)?.submission.id, 'the notifier was called after storing').toBe((data as { id: string }).id),
      )
      await vi.waitFor(() => expect(backend.errors.at(-1), 'the e-mail failure is logged').toMatch(/e-mail do envio .* falhou/))
      // The agency answers by replying: the address the visitor typed, wherever the form asks for it (issue 25).
      const address = personalFields(schema).find((f) => f.kind === 'email')
      const { form, submission } = mailed.at(-1)!
      expect(renderNotificationEmail(form, submission).replyTo).toBe(address ? valueAt(sample, address.path) : undefined)
    },
  )
})

describe('every form with a table target goes through the same function, stored as its mapped row', () => {
  it.each(tableForms)(
    'forms/$formId stores a valid request in "$table", through the site\'s column mapping',
    async ({ formId, table, columns, schema }) => {
      const before = await backend.count(table)
      const sample = { ...minimalRecord(schema), phone: '+55 (11) 98765-4321' }
      const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${formId}`, {
        body: sample,
        headers: { 'x-form-revision': await schemaHash(schema) },
      })
      expect(error, JSON.stringify(data)).toBeNull()
      // The answer is an opaque receipt, like every form's: the table's sequential id would count the meetings.
      expect(data).toEqual({
        ok: true,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reference: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}$/),
      })
      expect(await backend.count(table)).toBe(before + 1)
      const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${table}" order by id desc limit 1`)
      expect(rows[0]).toMatchObject(mapColumns(columns, sample))
      await vi.waitFor(() =>
        expect(mailed.at(-1)?.submission, 'the same schema-rendered e-mail, from the row').toMatchObject({
          id: String(rows[0].id),
          formId,
        }),
      )
    },
  )
})

describe('row-level security', () => {
  const tables = ['form_submissions', ...tableForms.map((f) => f.table)]

  it.each(tables)('even with a SELECT grant, the policies show anon 0 rows of "%s"', async (table) => {
    const seen = await backend.db.transaction(async (tx) => {
      await tx.query(`grant select on public."${table}" to anon`)
      await tx.query('set local role anon')
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from public."${table}"`)
      await tx.query('reset role')
      await tx.query(`revoke select on public."${table}" from anon`)
      return rows[0].n
    })
    expect(seen).toBe(0)
  })
})

describe('content that is odd but valid', () => {
  const [form] = serverForms
  const textKey = Object.keys(minimalRecord(form.schema)).find(
    (k) => typeof minimalRecord(form.schema)[k] === 'string' && !/mail|phone|site|url/i.test(k),
  )

  it('stores HTML/script text verbatim and escapes it in the agency e-mail', async () => {
    const script = '<script>alert("x")</script> & <b>negrito</b>'
    const body = { ...minimalRecord(form.schema), [String(textKey)]: script }
    const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, { body })
    expect(error).toBeNull()
    const { rows } = await backend.db.query<{ payload: Record<string, unknown> }>(
      'select payload from public.form_submissions where id = $1',
      [(data as { id: string }).id],
    )
    expect(rows[0].payload[String(textKey)]).toBe(script)
    await vi.waitFor(() => expect(mailed.at(-1)?.submission.id).toBe((data as { id: string }).id))
    const last = mailed.at(-1)!
    const email = renderNotificationEmail(last.form, last.submission, { answers: 'full' })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;')
  })

  it(`answers a filled honeypot (${HONEYPOT_FIELD}) like a success and stores nothing`, async () => {
    const before = await backend.count('form_submissions')
    const body = { ...minimalRecord(form.schema), [HONEYPOT_FIELD]: 'http://spam.example' }
    const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, { body })
    expect(error).toBeNull()
    expect(data).toMatchObject({ ok: true, id: expect.any(String) })
    expect(await backend.count('form_submissions')).toBe(before)
  })

  it('accepts an empty honeypot (a person) and stores the answers without it', async () => {
    const body = { ...minimalRecord(form.schema), [HONEYPOT_FIELD]: '' }
    const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, { body })
    expect(error).toBeNull()
    const { rows } = await backend.db.query<{ payload: Record<string, unknown> }>(
      'select payload from public.form_submissions where id = $1',
      [(data as { id: string }).id],
    )
    expect(rows[0].payload).toEqual(minimalRecord(form.schema))
  })
})
