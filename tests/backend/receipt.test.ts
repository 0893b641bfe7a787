import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { schemaHash, type JsonObject } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { LOCAL_AGENCY_INBOX } from '../../scripts/local-backend/start-backend.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'

/**
 * The visitor's receipt (issue 43, decision 209): after an accepted send, one e-mail to the address typed in the form,
 * with the reference the page was answered with, what happens next and a copy of the answers; at most five a day per
 * address; delivered by the outbox that delivers the agency's notice, exactly once.
 */
let backend: TestBackend
const landing = serverForms.find((f) => f.formId === 'landing-page')!
const meeting = tableForms.find((f) => f.formId === 'meeting')!

beforeAll(async () => {
  backend = await startTestBackend('mailbox')
})
afterAll(() => backend?.stop())

const receiptsTo = async (address: string) => (await backend.mailbox.list({ to: address })).filter((m) => m.kind === 'receipt')

async function send(form: { formId: string; schema: JsonObject }, answers: JsonObject) {
  const response = await fetch(formUrl(backend.url, form.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify({ ...minimalRecord(form.schema), ...answers }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { ok: true; id: string; reference: string }
}

describe("the visitor's receipt", () => {
  const marina = 'Marina@SorrisoVivo.com.br'
  const answers = {
    // As a person writes it and the page stores it: a title before the name, the phone's digits only.
    contactName: 'Dra. Marina Duarte',
    contactEmail: marina,
    contactPhone: '11987654321',
    productName: 'Implantes <b>dentários</b>',
  }

  it('reaches the address typed in the form once, with the reference the page got, what happens next and the answers', async () => {
    const { reference } = await send(landing, answers)
    expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/)
    await vi.waitFor(async () => expect(await receiptsTo(marina)).toHaveLength(1), { timeout: 10_000 })
    const [receipt] = await receiptsTo(marina)
    expect(receipt.to).toBe('marina@sorrisovivo.com.br')
    expect(receipt.subject, "it names what was sent, by the form's title").toBe(
      `Recebemos suas respostas: Briefing para Landing Page de Produto (referência ${reference})`,
    )
    expect(receipt.text).toContain('Olá, Marina!')
    expect(receipt.text).toContain(`Número de referência: ${reference}`)
    expect(receipt.text).toContain('Em até 24 horas você recebe a nossa proposta personalizada.')
    expect(receipt.text).toContain('Vamos falar com você pelo e-mail marina@sorrisovivo.com.br ou pelo telefone (11) 98765-4321.')
    expect(receipt.text, 'the copy of the answers shows the phone as people read it').toMatch(/: \(11\) 98765-4321$/m)
    expect(receipt.text).not.toContain('11987654321')
    expect(receipt.text).toContain('Nome do produto ou serviço: Implantes <b>dentários</b>')
    expect(receipt.html, 'an answer is text, never markup').toContain('Implantes &lt;b&gt;dentários&lt;/b&gt;')
    // The agency's notice went too, from the same entry; flushing again sends neither twice.
    await vi.waitFor(async () => expect(await backend.mailbox.list({ to: LOCAL_AGENCY_INBOX })).toHaveLength(1))
    await backend.flushOutbox()
    expect(await receiptsTo(marina)).toHaveLength(1)
    const { rows } = await backend.db.query<{ reference: string; receipt: boolean; sent: boolean }>(
      'select reference, receipt_sent_at is not null as receipt, sent_at is not null as sent from public.notification_outbox',
    )
    expect(rows).toEqual([{ reference, receipt: true, sent: true }])
    expect(backend.notices.join('\n'), 'the address typed stays out of the terminal').not.toContain('sorrisovivo')
  })

  it('goes for a table form too (the meeting), with its own confirmation as what happens next', async () => {
    const address = 'joao@padaria.test'
    const { reference } = await send(meeting, { name: 'João', email: address })
    await vi.waitFor(async () => expect(await receiptsTo(address)).toHaveLength(1), { timeout: 10_000 })
    const [receipt] = await receiptsTo(address)
    expect(receipt.text).toContain(`Número de referência: ${reference}`)
    expect(receipt.text).toContain('para combinar o dia e o horário da reunião')
  })

  it('stops at five a day for one address: the sixth send is stored and notified, with no receipt', async () => {
    for (let n = 2; n <= 6; n++) await send(landing, { ...answers, contactEmail: marina.toLowerCase() })
    await vi.waitFor(async () => expect(await backend.mailbox.list({ to: LOCAL_AGENCY_INBOX })).toHaveLength(7), { timeout: 20_000 })
    await backend.flushOutbox()
    expect(await receiptsTo(marina)).toHaveLength(5)
    const { rows } = await backend.db.query<{ receipts: number; leads: number }>(
      "select count(*) filter (where receipt_to is not null)::int as receipts, count(*)::int as leads from public.notification_outbox where form_id = 'landing-page'",
    )
    expect(rows[0]).toEqual({ receipts: 5, leads: 6 })
  })
})
