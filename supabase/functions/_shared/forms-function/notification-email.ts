import { escapeHtml, labelledAnswers, leadPath, personalFields, valueAt } from '../form-core/index.ts'
import type { FormRevision, JsonObject } from '../platform/server-types.ts'
import type { Lead } from './lead-types.ts'

export interface Email {
  subject: string
  html: string
  text: string
  /** The visitor's address: the agency answers the lead by replying. */
  replyTo?: string
}

/** The first answer tagged `x-personal: "email"`, at any depth, whatever the form names it (decision 080). */
function visitorAddress(form: FormRevision, payload: JsonObject): string | undefined {
  for (const field of personalFields(form.schema, form.uiSchema)) {
    const value = valueAt(payload, field.path)
    if (field.kind === 'email' && typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value)) return value
  }
  return undefined
}

/** Everything a visitor typed is escaped: an answer is text in the agency's inbox, never markup. */

const formTitle = (form: FormRevision) => (typeof form.schema.title === 'string' ? form.schema.title : form.formId)

/** `siteUrl` (SITE_URL): the e-mail opens with a link to the lead's page in the workspace, where the team answers it. */
export function renderNotificationEmail(form: FormRevision, lead: Lead, siteUrl?: string): Email {
  const title = formTitle(form)
  const answers = labelledAnswers(form.schema, lead.payload, form.uiSchema)
  const rows: string[] = []
  const lines: string[] = []
  let lastGroup = ''
  for (const { groups, label, value } of answers) {
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
  const footer = `Envio ${lead.id} (formulário "${lead.formId}").`
  const link = siteUrl ? new URL(leadPath(lead.table, lead.id), siteUrl).href : undefined
  const open = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 14px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">Abrir no painel</a></p>`
    : ''
  return {
    subject: `Novo envio: ${title}`,
    html:
      `<h1 style="font-size:18px">${escapeHtml(title)}</h1>${open}<table>${rows.join('')}</table>` +
      `<p style="color:#888;font-size:12px">${escapeHtml(footer)}</p>`,
    text: [title, ...(link ? ['', `Abrir no painel: ${link}`] : []), '', ...lines, '', footer].join('\n'),
    replyTo: visitorAddress(form, lead.payload),
  }
}
