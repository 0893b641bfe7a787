import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { schemaHash } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { LOCAL_AGENCY_INBOX } from '../../scripts/local-backend/start-backend.ts'
import type { StoredMail } from '../../scripts/local-backend/mailbox.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { runMemberAction } from '../../scripts/members/member-actions.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

/** The local mailbox: every e-mail the backend would send, readable on a page and as JSON; a lead's answers never in the terminal. */
let backend: TestBackend
const [form] = serverForms
const ANSWER = 'Resposta <script>alert(1)</script> que só o e-mail mostra'

beforeAll(async () => {
  backend = await startTestBackend('mailbox')
})
afterAll(() => backend?.stop())

const messagesOf = async (running: TestBackend, query = '') =>
  ((await (await fetch(`${running.url}/mailbox/messages${query}`)).json()) as { messages: StoredMail[] }).messages
const messages = (query = '') => messagesOf(backend, query)

const sendLead = async (running: TestBackend) =>
  fetch(formUrl(running.url, form.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify({ ...minimalRecord(form.schema), [textField!]: ANSWER }),
  })

/** The first text question of the form, so the answer is shown under its title. */
const textField = Object.entries(
  (form.schema.properties ?? {}) as Record<string, { type?: string; format?: string; enum?: unknown; oneOf?: unknown }>,
).find(([, p]) => p.type === 'string' && !p.format && !p.enum && !p.oneOf)?.[0]

describe('the local mailbox', () => {
  it("a lead's notification lands in the mailbox, naming the form and linking to the lead, without the answers by default", async () => {
    expect(textField, 'a text question to answer').toBeDefined()
    const response = await sendLead(backend)
    expect(response.status).toBe(200)
    // The agency's notice; the visitor's receipt goes to the address typed (tests/backend/receipt.test.ts).
    const agency = `?to=${LOCAL_AGENCY_INBOX}`
    await vi.waitFor(async () => expect(await messages(agency)).toHaveLength(1), { timeout: 10_000 })
    const [mail] = await messages(agency)
    expect(mail).toMatchObject({ kind: 'lead', to: LOCAL_AGENCY_INBOX, subject: `Novo envio: ${String(form.schema.title)}` })
    expect(mail.text).toContain(`enviou o formulário "${String(form.schema.title)}".`)
    expect(mail.text).toMatch(/Abrir no painel: http:\/\/localhost:\d+\/painel\/leads\/form_submissions\/[0-9a-f-]{36}/)
    expect(mail.text, 'NOTIFY_EMAIL_ANSWERS unset: no answer leaves the database').not.toContain('que só o e-mail mostra')
    expect(mail.html).not.toContain('que só o e-mail mostra')
    expect(await backend.count('notification_outbox')).toBe(1)
    const { rows } = await backend.db.query<{ sent: boolean }>('select sent_at is not null as sent from public.notification_outbox')
    expect(rows[0].sent, 'the outbox entry is done').toBe(true)
    const notice = backend.notices.filter((line) => line.includes(mail.subject))
    expect(notice).toHaveLength(1)
    expect(backend.notices.join('\n'), 'no answer in the terminal').not.toContain('que só o e-mail mostra')
  })

  it('a login code is shown in the terminal line and in the mailbox, newest first', async () => {
    await runMemberAction(backend.db, { action: 'add', email: 'equipe@agencia.test', addedBy: 'teste' })
    const response = await fetch(`${backend.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Equipe@Agencia.test' }),
    })
    expect(response.status).toBe(200)
    const [newest] = await messages()
    expect(newest).toMatchObject({ kind: 'login', to: 'equipe@agencia.test', subject: 'Seu código de acesso à área da equipe Excellis' })
    const code = /\d{6}/.exec(newest.text)![0]
    expect(backend.notices.at(-1)).toContain(`equipe@agencia.test: código ${code}`)
    expect(await messages('?to=EQUIPE@agencia.test'), 'filtered by recipient').toHaveLength(1)
  })

  it('the page lists them in Portuguese with every answer escaped; each e-mail opens in a sandbox', async () => {
    const page = await fetch(`${backend.url}/mailbox`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('Caixa de e-mails local')
    expect(html.indexOf('Seu código de acesso')).toBeLessThan(html.indexOf('Novo envio'))
    expect(html).not.toContain('<script>')
    const [, lead] = await messages()
    const one = await fetch(`${backend.url}/mailbox/${lead.id}`)
    expect(one.headers.get('content-security-policy')).toContain('sandbox')
    expect((await fetch(`${backend.url}/mailbox/999999`)).status).toBe(404)
  })

  it('answers only pages of this machine: another Host (DNS rebinding) is refused', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) =>
      request(`${backend.url}/mailbox/messages`, { headers: { host: 'evil.test' } }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    )
    expect(status).toBe(403)
  })
})

describe('NOTIFY_EMAIL_ANSWERS=full', () => {
  it('the lead e-mail carries every answer, escaped, as Resend would send it', async () => {
    const full = await startTestBackend('mailbox', undefined, undefined, { notifyEmailAnswers: 'full' })
    try {
      expect((await sendLead(full)).status).toBe(200)
      await vi.waitFor(async () => expect(await messagesOf(full, `?to=${LOCAL_AGENCY_INBOX}`)).toHaveLength(1), { timeout: 10_000 })
      const [mail] = await messagesOf(full, `?to=${LOCAL_AGENCY_INBOX}`)
      expect(mail.text).toContain(ANSWER)
      expect(mail.html, 'escaped').toContain('&lt;script&gt;')
      expect(mail.html).not.toContain('<script>')
      expect(full.notices.join('\n'), 'no answer in the terminal').not.toContain('que só o e-mail mostra')
    } finally {
      await full.stop()
    }
  })
})
