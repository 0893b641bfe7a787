import { describe, expect, it } from 'vitest'
import { labelledAnswers, personalFields, schemaAt, type JsonObject } from '#form-core'
import { renderNotificationEmail } from '#functions/forms-function/notification-email.ts'
import { createResendNotifier, notifierFromEnv } from '#functions/forms-function/resend-notifier.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'
import type { Lead } from '#functions/forms-function/lead-types.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { findField, withValue } from '../backend/support/schema-probe.ts'
import { serverForms } from '../backend/support/test-forms.ts'

const submissionOf = (form: FormRevision, payload: Record<string, unknown>): Lead => ({
  id: '00000000-0000-4000-8000-000000000000',
  table: 'form_submissions',
  formId: form.formId,
  payload,
})

describe('the agency e-mail', () => {
  it.each(serverForms)('lists $formId answers under their titles, choices by their labels', ({ formId, schema, uiSchema }) => {
    const form: FormRevision = { formId, schema, uiSchema, hash: 'x' }
    const payload = minimalRecord(schema)
    const email = renderNotificationEmail(form, submissionOf(form, payload), { answers: 'full' })
    expect(email.subject).toContain(String(schema.title))
    const phones = new Set(
      personalFields(schema, uiSchema).flatMap((f) => (f.kind === 'phone' ? [String(schemaAt(schema, f.path)?.title)] : [])),
    )
    for (const answer of labelledAnswers(schema, payload, uiSchema)) {
      // A phone is stored as its digits and shown as people read it: "(11) 98765-4321".
      const shown = phones.has(answer.label) ? expect.stringMatching(/^\(\d{2}\) \d{4,5}-\d{4}$/) : answer.value
      const line = email.text.split('\n').find((l) => l.startsWith(`${answer.label}: `))
      expect(line?.slice(answer.label.length + 2), answer.label).toEqual(shown)
    }
    const choice = findField(schema, (f) => Array.isArray(f.oneOf))
    if (choice) {
      const option = (choice.field.oneOf as { const: string; title: string }[])[0]
      const withChoice = renderNotificationEmail(form, submissionOf(form, withValue(payload, choice.path, option.const)), {
        answers: 'full',
      })
      expect(withChoice.text).toContain(`${String(choice.field.title)}: ${option.title}`)
    }
  })

  it("opens with a link to the lead's page in the workspace when the site's address is set (SITE_URL)", () => {
    const { formId, schema, uiSchema } = serverForms[0]
    const form: FormRevision = { formId, schema, uiSchema, hash: 'x' }
    const meeting = { ...submissionOf(form, minimalRecord(schema)), table: 'Agendar Reunião', id: '42' }
    const email = renderNotificationEmail(form, meeting, { siteUrl: 'https://www.agencia.com.br' })
    const link = 'https://www.agencia.com.br/painel/leads/Agendar%20Reuni%C3%A3o/42'
    expect(email.text).toContain(`Abrir no painel: ${link}`)
    expect(email.html).toContain(`<a href="${link}"`)
    expect(renderNotificationEmail(form, meeting).text).not.toContain('painel')
  })

  it('by default says who sent which form and links to the lead, without the answers; `full` lists them (decision 176)', () => {
    const contact = serverForms.find((f) => f.formId === 'contact')!
    const form: FormRevision = { formId: contact.formId, schema: contact.schema, uiSchema: contact.uiSchema, hash: 'x' }
    const payload = {
      ...minimalRecord(contact.schema),
      name: 'Ana Souza',
      email: 'ana@cliente.com.br',
      message: 'Orçamento <b>sigiloso</b>',
    }
    const lead = { ...submissionOf(form, payload), id: '7' }
    const short = renderNotificationEmail(form, lead, { siteUrl: 'https://www.agencia.com.br' })
    expect(short.text).toContain(`Ana Souza <ana@cliente.com.br> enviou o formulário "${String(contact.schema.title)}".`)
    expect(short.text).toContain('Abrir no painel: https://www.agencia.com.br/painel/leads/form_submissions/7')
    expect(short.text).not.toContain('sigiloso')
    expect(short.html).not.toContain('sigiloso')
    expect(short.html).toContain('Ana Souza &lt;ana@cliente.com.br&gt;')
    const full = renderNotificationEmail(form, lead, { siteUrl: 'https://www.agencia.com.br', answers: 'full' })
    expect(full.text).toContain('Orçamento <b>sigiloso</b>')
    expect(full.html).toContain('Orçamento &lt;b&gt;sigiloso&lt;/b&gt;')
  })
})

describe('every lead can be answered (issue 25)', () => {
  const briefings = serverForms.filter(({ schema }) => (schema['x-form'] as { kind?: string }).kind === 'briefing')
  const addressOf = (schema: JsonObject) => personalFields(schema).find((f) => f.kind === 'email')

  it('there are briefings to check', () => expect(briefings.length).toBeGreaterThanOrEqual(10))

  it.each(briefings)('$formId asks for an e-mail, required, tagged as personal data', ({ schema }) => {
    const address = addressOf(schema)
    expect(address, 'a question tagged x-personal: "email"').toBeDefined()
    const [parent, key] = [address!.path.slice(0, -1), address!.path.at(-1)]
    const container = parent.length ? schemaAt(schema, parent)! : schema
    expect(container.required, 'the address is required').toContain(key)
    expect(schemaAt(schema, address!.path)?.format).toBe('email')
  })

  it.each(serverForms.filter(({ schema }) => addressOf(schema)))("$formId's e-mail replies to the visitor's address", (form) => {
    const revision: FormRevision = { ...form, hash: 'x' }
    const payload = withValue(minimalRecord(form.schema), addressOf(form.schema)!.path, 'visitante@padaria.com.br')
    expect(renderNotificationEmail(revision, submissionOf(revision, payload)).replyTo).toBe('visitante@padaria.com.br')
  })

  it('a form without an address, or an answer that is not one, has no reply-to', () => {
    const { formId, schema, uiSchema } = serverForms[0]
    const form: FormRevision = { formId, schema, uiSchema, hash: 'x' }
    const path = addressOf(schema)!.path
    expect(renderNotificationEmail(form, submissionOf(form, withValue({}, path, 'a@b.com\nBcc: c@d.com'))).replyTo).toBeUndefined()
    const untagged = { ...form, schema: JSON.parse(JSON.stringify(schema).replaceAll('"x-personal":"email"', '"x-personal":false')) }
    expect(renderNotificationEmail(untagged, submissionOf(untagged, withValue({}, path, 'a@b.com'))).replyTo).toBeUndefined()
  })
})

describe('Resend notifier', () => {
  it('posts the rendered e-mail to Resend with the key, the recipients and a reply-to', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} })
      return new Response('{"id":"e1"}', { status: 200 })
    }) as typeof fetch
    const { formId, schema, uiSchema } = serverForms[0]
    const form: FormRevision = { formId, schema, uiSchema, hash: 'x' }
    const notifier = createResendNotifier({
      apiKey: 're_test',
      to: 'a@agencia.com, b@agencia.com',
      from: 'Site <site@agencia.com>',
      fetch: fakeFetch,
    })
    await notifier.notify(form, submissionOf(form, minimalRecord(schema)))
    expect(calls[0].url).toBe('https://api.resend.com/emails')
    expect(new Headers(calls[0].init.headers).get('authorization')).toBe('Bearer re_test')
    const body = JSON.parse(String(calls[0].init.body)) as { to: string[]; subject: string; html: string; reply_to?: string }
    expect(body.to).toEqual(['a@agencia.com', 'b@agencia.com'])
    expect(body.reply_to).toBe(renderNotificationEmail(form, submissionOf(form, minimalRecord(schema))).replyTo)
    expect(body.reply_to).toMatch(/@/)
    expect(body.subject).toContain(String(schema.title))
  })

  it('throws on a Resend error so the handler logs it', async () => {
    const failing = (async () => new Response('quota', { status: 429 })) as typeof fetch
    const { formId, schema, uiSchema } = serverForms[0]
    const form: FormRevision = { formId, schema, uiSchema, hash: 'x' }
    const notifier = createResendNotifier({ apiKey: 'k', to: 't@x.com', from: 'f@x.com', fetch: failing })
    await expect(notifier.notify(form, submissionOf(form, {}))).rejects.toThrow(/429/)
  })

  it('is on only with all three variables, and names the missing ones', () => {
    const logged: string[] = []
    const logger = { error: (m: string) => void logged.push(m) }
    expect(notifierFromEnv(() => undefined, logger)).toBeNull()
    expect(logged).toEqual([])
    expect(notifierFromEnv((n) => (n === 'RESEND_API_KEY' ? 're_x' : undefined), logger)).toBeNull()
    expect(logged[0]).toMatch(/NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM/)
    const env: Record<string, string> = { RESEND_API_KEY: 'k', NOTIFY_EMAIL_TO: 't@x.com', NOTIFY_EMAIL_FROM: 'f@x.com' }
    expect(notifierFromEnv((n) => env[n], logger)).not.toBeNull()
  })
})
