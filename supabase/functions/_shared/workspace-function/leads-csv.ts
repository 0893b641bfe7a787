import {
  agencyIsoTime,
  agencyTime,
  answerText,
  formatPhone,
  labelledAnswers,
  leadPath,
  leadStatusLabel,
  leaves,
  shownAnswers,
  titleAt,
  upgradeAnswers,
  valueAt,
  whoOf,
  whoPaths,
  withReadablePhones,
  type JsonObject,
} from '../form-core/index.ts'
import type { FormRevision } from '../platform/server-types.ts'

/**
 * A form's leads as a CSV that Excel in pt-BR opens as it is: UTF-8 with a BOM, `;` between cells, CRLF between
 * lines; one column per question of the form's current revision, titled in Portuguese; old answers moved to their
 * current question through `x-form.migrations`; choices by their labels (decision 151). A phone is written as the lead
 * page shows it, "(11) 97654-3210": bare digits (or an old meeting's number) became a number in a spreadsheet, the
 * zero or plus lost and shown as 1,1E+10 (decision 236).
 */
export const CSV_BOM = '\uFEFF'

/**
 * A cell a spreadsheet could run as a formula starts with `'` (CSV injection, OWASP): its first character other than
 * blanks (`\s`: spaces, tabs, line feeds, no-break U+00A0 and ideographic U+3000 spaces) is `= + - @` or a full-width
 * `＝ ＋ － ＠`, which spreadsheets also read as operators. A value that is only a phone number ("+55 62 98444-5566":
 * a plus, 8 to 15 digits, spaces, parentheses, dots, hyphens) holds no function, reference or DDE to run and stays as
 * typed, readable (decision 172).
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/
const PHONE_ONLY = /^\+?[\d\s().-]+$/

const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return PHONE_ONLY.test(value.trim()) && digits >= 8 && digits <= 15 && /^\s*\+\d/.test(value)
}

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !isPhone(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(';')}\r\n`

export interface ExportedLead {
  created_at: string
  status: string
  /** The member who answers for it (decision 174); none when absent. */
  owner?: string | null
  answers: JsonObject
}

/** The header line and a writer of each lead's line, for the form's current revision. */
export function leadsCsv(current: FormRevision): { header: string; line(lead: ExportedLead): string } {
  const columns = leaves(current.schema, current.uiSchema)
  // A question inside a group is titled with its group's: "Contato › E-mail".
  const titleOf = (path: string[]) => path.map((_, i) => titleAt(current.schema, path.slice(0, i + 1))).join(' › ')
  const header = csvLine(['Enviado em', 'Situação', 'Responsável', ...columns.map((c) => titleOf(c.path))])
  return {
    header,
    line(lead) {
      // A question the visitor was not shown (decision 180) leaves its cell empty, like one left blank.
      const data = withReadablePhones(
        shownAnswers(current.schema, upgradeAnswers(lead.answers, current.schema).data),
        whoPaths(current.schema, current.uiSchema).phone,
      )
      const cells = columns.map((c) => {
        const value = valueAt(data, c.path)
        return value === undefined || value === null || value === '' ? '' : answerText(c.schema, value)
      })
      return csvLine([agencyTime(lead.created_at), leadStatusLabel(lead.status), lead.owner ?? '', ...cells])
    },
  }
}

/** A lead of the one-file export: the columns every lead has come from its row, its form and its own revision. */
export interface ExportedAnyLead extends ExportedLead {
  source_table: string
  source_id: string
  form_id: string
  form_title: string
  schema_hash: string
}

const ANY_FORM_HEADER = ['Enviado em', 'Formulário', 'Nome', 'E-mail', 'Telefone', 'Situação', 'Responsável', 'Link', 'Respostas']

/**
 * Every form's leads in one file (decision 214): the columns every lead has, then its answers as "pergunta: resposta",
 * one per line inside the cell, under the titles and labels of the revision the lead was sent under (as its page
 * shows it). `revisionOf` finds a revision by its hash; `siteUrl` makes the link absolute.
 */
export function anyFormCsv(revisionOf: (hash: string) => FormRevision | undefined, siteUrl?: string) {
  return {
    header: csvLine(ANY_FORM_HEADER),
    line(lead: ExportedAnyLead) {
      const revision = revisionOf(lead.schema_hash)
      const path = leadPath(lead.source_table, lead.source_id)
      const readable = revision ? withReadablePhones(lead.answers, whoPaths(revision.schema, revision.uiSchema).phone) : lead.answers
      const answers = revision
        ? labelledAnswers(revision.schema, readable, revision.uiSchema)
            .map((a) => `${[...a.groups, a.label].join(' › ')}: ${a.value}`)
            .join('\n')
        : JSON.stringify(lead.answers)
      const who = whoOf(revision, lead.answers)
      return csvLine([
        agencyTime(lead.created_at),
        lead.form_title,
        who.name ?? '',
        who.email ?? '',
        who.phone ? formatPhone(who.phone) : '',
        leadStatusLabel(lead.status),
        lead.owner ?? '',
        siteUrl ? new URL(path, siteUrl).href : path,
        answers,
      ])
    },
  }
}

/** The agency's day of an instant, `YYYY-MM-DD`. */
const agencyDay = (at: string | Date) => agencyIsoTime(at).slice(0, 10)

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)

/**
 * The file's name says what it holds: its period in the agency's days (a whole month as `2026-11`), then its filters
 * (form, situation, owner, new, search), e.g. `leads-2026-11-todos-os-formularios.csv`,
 * `leads-2026-11-03-a-2026-11-09-contact-em_andamento.csv`. The filter's `to` is the next day's midnight (listArgs).
 */
export function exportFileName(filters: JsonObject): string {
  const text = (key: string) => (typeof filters[key] === 'string' ? filters[key] : undefined)
  const from = text('from')
  const to = text('to')
  const first = from ? agencyDay(from) : undefined
  const last = to ? agencyDay(new Date(Date.parse(to) - 1)) : undefined
  const wholeMonth = first && last && first.endsWith('-01') && first.slice(0, 7) === last.slice(0, 7) && agencyDay(to!).endsWith('-01')
  const period = wholeMonth
    ? first.slice(0, 7)
    : first && last
      ? first === last
        ? first
        : `${first}-a-${last}`
      : first
        ? `desde-${first}`
        : last
          ? `ate-${last}`
          : 'todo-o-periodo'
  const owner = text('owner')
  const parts = [
    'leads',
    period,
    text('form_id') ?? 'todos-os-formularios',
    text('status'),
    owner === '' ? 'sem-responsavel' : owner ? slug(owner.split('@')[0]) : undefined,
    text('new') ? 'novos-para-mim' : undefined,
    text('search') ? `busca-${slug(text('search')!)}` : undefined,
  ]
  return `${parts.filter(Boolean).join('-')}.csv`
}
