import {
  agencyIsoTime,
  agencyTime,
  AGENCY_TIME_ZONE,
  CHANNEL_TAPS,
  escapeHtml,
  leadStatusLabel,
  type JsonObject,
} from '../form-core/index.ts'
import type { ExportedRecord } from './privacy-walk.ts'

/**
 * A person's LGPD copy (art. 18, II and V) in the two forms "Pedidos do titular" offers: a Portuguese HTML document
 * to hand to the person (printable, self-contained, every value escaped) and the data for another system (JSON).
 * Both are built from the same records: each lead's answers and the whole rows of its records (privacy_copy).
 */
export type CopyFormat = 'documento' | 'dados'

export const isCopyFormat = (value: unknown): value is CopyFormat => value === 'documento' || value === 'dados'

/** "19/11/2026 14:03 (horário de Brasília)". */
export const readableTime = (at: string | Date): string => `${agencyTime(at)} (horário de Brasília)`

/** A column value that is a time as the SQL writes it (ISO with an offset). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/

function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return ISO_TIME.test(value) ? readableTime(value) : value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export interface PrivacyCopy {
  titular: string
  gerado_em: string
  fuso_horario: string
  registros: ExportedRecord[]
}

export const privacyCopy = (email: string, records: ExportedRecord[], now = new Date()): PrivacyCopy => ({
  titular: email,
  gerado_em: agencyIsoTime(now),
  fuso_horario: `${AGENCY_TIME_ZONE} (horário de Brasília)`,
  registros: records,
})

/** The columns that only tie a record to its lead: the document says which lead by its section. */
const TIES = new Set(['source_table', 'source_id', 'form_id', 'schema_hash'])

/** The columns a known table's sentence already says; any other column (one added later) is listed after it. */
const SAID: Record<string, string[]> = {
  lead_status: ['status', 'updated_at', 'updated_by'],
  lead_owner: ['owner', 'updated_at', 'updated_by'],
  lead_notes: ['id', 'body', 'author', 'created_at'],
  lead_activity: ['id', 'actor', 'action', 'from_status', 'to_status', 'channel', 'owner', 'created_at'],
  notification_outbox: ['id', 'created_at', 'sent_at', 'attempts', 'last_error', 'next_attempt_at', 'claimed_until'],
  lead_seen: ['member', 'seen_at'],
}

const SECTION_TITLES: Record<string, string> = {
  lead_status: 'Situação',
  lead_owner: 'Responsável na equipe',
  lead_notes: 'Notas internas da equipe',
  lead_activity: 'Histórico',
  notification_outbox: 'Aviso por e-mail à equipe',
  lead_seen: 'Quem da equipe abriu',
}

const esc = (value: unknown) => escapeHtml(readable(value))

/** Every column not said by the table's sentence, as "name: value". */
function others(table: string, row: JsonObject): string {
  const said = new Set(SAID[table] ?? [])
  const rest = Object.entries(row).filter(([key]) => !TIES.has(key) && !said.has(key))
  if (rest.length === 0) return ''
  return `<dl class="campos">${rest.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>`
}

function sentence(table: string, row: JsonObject): string {
  const at = (key: string) => `<time>${esc(row[key])}</time>`
  switch (table) {
    case 'lead_status':
      return `${escapeHtml(leadStatusLabel(String(row.status)))}, definida por ${esc(row.updated_by)} em ${at('updated_at')}`
    case 'lead_owner':
      return `${esc(row.owner)}, definido por ${esc(row.updated_by)} em ${at('updated_at')}`
    case 'lead_notes':
      return `${at('created_at')} — ${esc(row.author)} escreveu:<blockquote>${esc(row.body)}</blockquote>`
    case 'lead_activity': {
      const who = `${at('created_at')} — ${esc(row.actor)}`
      if (row.action === 'note') return `${who} adicionou uma nota`
      if (row.action === 'note_edited') return `${who} editou uma nota`
      if (row.action === 'note_deleted') return `${who} apagou uma nota`
      if (row.action === 'owner') return row.owner ? `${who} definiu ${esc(row.owner)} como responsável` : `${who} tirou o responsável`
      if (row.action === 'answer')
        return `${who} ${escapeHtml(CHANNEL_TAPS[row.channel as keyof typeof CHANNEL_TAPS] ?? `abriu ${readable(row.channel)}`)}`
      if (row.action === 'status')
        return `${who} mudou a situação de ${escapeHtml(leadStatusLabel(String(row.from_status ?? 'novo')))} para ${escapeHtml(leadStatusLabel(String(row.to_status)))}`
      return `${who}: ${esc(row.action)}`
    }
    case 'lead_seen':
      return `${esc(row.member)} abriu pela primeira vez em ${at('seen_at')}`
    case 'notification_outbox':
      return (
        `Aviso criado em ${at('created_at')}; ` +
        (row.sent_at ? `enviado em ${at('sent_at')}` : 'ainda não enviado') +
        `; tentativas: ${esc(row.attempts)}` +
        (row.last_error ? `; último erro: ${esc(row.last_error)}` : '')
      )
    default:
      return ''
  }
}

function recordsSection(table: string, rows: JsonObject[]): string {
  const title = SECTION_TITLES[table] ?? table
  const items = rows.map((row) => `<li>${sentence(table, row)}${others(table, row)}</li>`).join('')
  const empty = table === 'lead_status' ? 'Novo (a situação nunca foi mudada).' : table === 'lead_owner' ? 'Ninguém.' : 'Nenhum registro.'
  return `<h3>${escapeHtml(title)}</h3>${rows.length ? `<ul>${items}</ul>` : `<p>${empty}</p>`}`
}

/** The answers as the lead page reads them: a section's title over its questions (`respostas` joins them with ›). */
function answers(record: ExportedRecord): string {
  let group = ''
  const parts: string[] = []
  for (const { pergunta, resposta } of record.respostas) {
    const path = pergunta.split(' › ')
    const label = path.pop() ?? pergunta
    const here = path.join(' › ')
    if (here && here !== group) parts.push(`</dl><h4>${escapeHtml(here)}</h4><dl>`)
    group = here
    parts.push(`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(resposta)}</dd>`)
  }
  return `<h3>Respostas</h3><dl>${parts.join('')}</dl>`.replace('<dl></dl>', '')
}

function leadSection(record: ExportedRecord, index: number): string {
  const records = Object.entries(record.registros)
    .map(([table, rows]) => recordsSection(table, rows))
    .join('')
  return `<section aria-labelledby="lead-${index}">
<h2 id="lead-${index}">${escapeHtml(record.titulo)}</h2>
<p class="quando">Enviado em <time>${escapeHtml(readableTime(record.enviado_em))}</time> · registro ${escapeHtml(record.id)}</p>
${answers(record)}
${records}
</section>`
}

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;margin:0 auto;max-width:48rem;padding:1.5rem;overflow-wrap:anywhere}
h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.3rem;margin:2rem 0 .25rem;border-top:2px solid #c2410c;padding-top:1rem}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}h4{font-size:1rem;margin:.75rem 0 .25rem;color:#444}
.quando,.nota{color:#444}dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}
dt{color:#444}dd{margin:0;white-space:pre-wrap;word-break:break-word}ul{padding-left:1.25rem;margin:0}li{margin:.25rem 0}
blockquote{margin:.25rem 0 .5rem;padding-left:.75rem;border-left:3px solid #ddd;white-space:pre-wrap}
dl.campos{font-size:.9rem;margin:.25rem 0}
@media (max-width:32rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
@media print{body{max-width:none;padding:0}h2{break-before:auto;break-after:avoid}section{break-inside:avoid-page}}`

/** The document for the person: everything held, lead by lead, in Portuguese and in Brasília's time. */
export function privacyDocument(copy: PrivacyCopy): string {
  const count = copy.registros.length
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Cópia dos dados de ${escapeHtml(copy.titular)}</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Cópia dos dados de ${escapeHtml(copy.titular)}</h1>
<p>Tudo o que a Excellis guarda sobre este e-mail (LGPD, art. 18): ${count} ${count === 1 ? 'envio de formulário' : 'envios de formulários'}, cada um com as respostas, a situação, as notas internas da equipe, o histórico e o registro do aviso por e-mail à equipe.</p>
<p class="nota">Gerada em <time>${escapeHtml(readableTime(copy.gerado_em))}</time>. Todos os horários são de Brasília.</p>
${copy.registros.map(leadSection).join('\n')}
</main></body></html>
`
}

/** The download's file name: the e-mail kept readable, anything a header or a file system would trip on replaced. */
export const copyFileName = (email: string, format: CopyFormat): string =>
  `copia-dados-${email.replace(/[^a-z0-9@._-]/gi, '_')}.${format === 'documento' ? 'html' : 'json'}`
