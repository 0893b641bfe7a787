import { escapeHtml, isEmail, labelledAnswers, leadPath, personalFields, valueAt, withReadablePhones } from '../form-core/index.ts'
import type { FormRevision, JsonObject } from '../platform/server-types.ts'
import type { NotifyAnswers } from '../platform/environment.ts'
import type { Lead } from './lead-types.ts'

export interface Email {
  subject: string
  html: string
  text: string
  /** The visitor's address: the agency answers the lead by replying. */
  replyTo?: string
}

/** The first answer tagged `x-personal: "email"`, at any depth, whatever the form names it (decision 080). */
export function visitorAddress(form: FormRevision, payload: JsonObject): string | undefined {
  for (const field of personalFields(form.schema, form.uiSchema)) {
    const value = valueAt(payload, field.path)
    if (field.kind === 'email' && typeof value === 'string' && isEmail(value)) return value
  }
  return undefined
}

/** Everything a visitor typed is escaped: an answer is text in the agency's inbox, never markup. */

export const formTitle = (form: FormRevision) => (typeof form.schema.title === 'string' ? form.schema.title : form.formId)

export interface NotificationOptions {
  /** `SITE_URL`: the e-mail opens with a link to the lead's page in the workspace, where the team answers it. */
  siteUrl?: string
  /**
   * `NOTIFY_EMAIL_ANSWERS`: `none` (the default) says who sent which form and links to the lead, so an erased lead's
   * answers are not left in a mailbox; `full` lists every answer, as before (decision 176).
   */
  answers?: NotifyAnswers
}

/** The sender as the inbox names them: the first answer tagged as a name and the one tagged as an e-mail. */
export function senderOf(form: FormRevision, payload: JsonObject): string | undefined {
  const fields = personalFields(form.schema, form.uiSchema)
  const first = (kind: 'name' | 'email') =>
    fields.map((f) => (f.kind === kind ? valueAt(payload, f.path) : undefined)).find((v) => typeof v === 'string' && v.trim() !== '') as
      string | undefined
  const name = first('name')?.trim()
  const email = first('email')?.trim()
  return name && email ? `${name} <${email}>` : (name ?? email)
}

export function answerRows(form: FormRevision, lead: Lead): { rows: string[]; lines: string[] } {
  const rows: string[] = []
  const lines: string[] = []
  let lastGroup = ''
  // A phone is stored as the digits typed (issue 43); an e-mail shows it as people read it, like the lead page.
  const phones = personalFields(form.schema, form.uiSchema)
    .filter((f) => f.kind === 'phone')
    .map((f) => f.path)
  for (const { groups, label, value } of labelledAnswers(form.schema, withReadablePhones(lead.payload, phones), form.uiSchema)) {
    const group = groups.join(' › ')
    if (group && group !== lastGroup) {
      rows.push(`<tr><th colspan="2" style="text-align:left;padding:12px 0 4px">${escapeHtml(group)}</th></tr>`)
      lines.push('', `## ${group}`)
    }
    lastGroup = group
    rows.push(
      `<tr><td style="vertical-align:top;padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    lines.push(`${label}: ${value}`)
  }
  return { rows, lines }
}

export function renderNotificationEmail(form: FormRevision, lead: Lead, options: NotificationOptions = {}): Email {
  const title = formTitle(form)
  const full = options.answers === 'full'
  const { rows, lines } = full ? answerRows(form, lead) : { rows: [], lines: [] }
  const sender = senderOf(form, lead.payload)
  const who = sender ? `${sender} enviou o formulário "${title}".` : `Alguém enviou o formulário "${title}".`
  const footer = `Envio ${lead.id} (formulário "${lead.formId}").`
  const link = options.siteUrl ? new URL(leadPath(lead.table, lead.id), options.siteUrl).href : undefined
  const open = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 14px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">Abrir no painel</a></p>`
    : ''
  const where = full || !link ? '' : 'As respostas estão no painel.'
  return {
    subject: `Novo envio: ${title}`,
    html:
      `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(who)}${where ? ` ${escapeHtml(where)}` : ''}</p>${open}` +
      (full ? `<table>${rows.join('')}</table>` : '') +
      `<p style="color:#888;font-size:12px">${escapeHtml(footer)}</p>`,
    text: [
      title,
      '',
      who,
      ...(where ? [where] : []),
      ...(link ? ['', `Abrir no painel: ${link}`] : []),
      ...(full ? ['', ...lines] : []),
      '',
      footer,
    ].join('\n'),
    replyTo: visitorAddress(form, lead.payload),
  }
}
