import { escapeHtml, formatPhone, formMetaOf, givenName, personalFields, valueAt } from '../form-core/index.ts'
import type { FormRevision, JsonObject } from '../platform/server-types.ts'
import type { Lead, Receipt } from './lead-types.ts'
import { answerRows, formTitle, type Email } from './notification-email.ts'

/** A lead's reference, from its random id: 8 characters a person can read out on the phone, e.g. 3F9A-2C1B. */
export function referenceOf(submissionId: string): string {
  const hex = submissionId.replace(/[^0-9a-f]/gi, '').toUpperCase()
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`
}

const firstOf = (form: FormRevision, payload: JsonObject, kind: 'name' | 'phone') =>
  personalFields(form.schema, form.uiSchema)
    .filter((f) => f.kind === kind)
    .map((f) => valueAt(payload, f.path))
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
    ?.trim()

/** What happens next, as the form's own confirmation says it, and by which contact the agency will answer. */
function nextSteps(form: FormRevision, payload: JsonObject, to: string): string[] {
  const meta = formMetaOf(form.schema)
  const when = meta.confirmation?.description ?? meta.notices.success.description ?? 'Entraremos em contato em breve.'
  const phone = firstOf(form, payload, 'phone')
  const how = phone
    ? `Vamos falar com você pelo e-mail ${to} ou pelo telefone ${formatPhone(phone)}.`
    : `Vamos falar com você pelo e-mail ${to}.`
  return [when, how, 'Para completar ou corrigir alguma resposta, basta responder a este e-mail.']
}

/** The visitor's receipt (decision 209): in Portuguese, every answer escaped, read as on the page. */
export function renderReceiptEmail(form: FormRevision, lead: Lead, receipt: Receipt): Email {
  const title = formTitle(form)
  const fullName = firstOf(form, lead.payload, 'name')
  const name = fullName ? givenName(fullName) : undefined
  const hello = name ? `Olá, ${name}!` : 'Olá!'
  const got = `Recebemos as suas respostas ao formulário "${title}".`
  const reference = `Número de referência: ${receipt.reference}`
  const steps = nextSteps(form, lead.payload, receipt.to)
  const { rows, lines } = answerRows(form, lead)
  const why =
    'Você recebeu este e-mail porque este endereço foi digitado no formulário do site da Excellis. Se não foi você, ignore esta mensagem.'
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`
  return {
    // What was sent, by the form's title ("envio" said nothing, issue 43's play-test), and the number to quote.
    subject: `Recebemos suas respostas: ${title} (referência ${receipt.reference})`,
    html:
      `${p(hello)}${p(got)}<p style="font-size:18px"><strong>${escapeHtml(reference)}</strong></p>${steps.map(p).join('')}` +
      `<h2 style="font-size:16px">Cópia das suas respostas</h2><table>${rows.join('')}</table>` +
      `<p style="color:#888;font-size:12px">${escapeHtml(why)}</p>`,
    text: [hello, '', got, '', reference, '', ...steps, '', 'Cópia das suas respostas', ...lines, '', why].join('\n'),
    replyTo: receipt.replyTo,
  }
}
