import {
  agencyTime,
  answerText,
  leadStatusLabel,
  leaves,
  shownAnswers,
  titleAt,
  upgradeAnswers,
  valueAt,
  type JsonObject,
} from '../form-core/index.ts'
import type { FormRevision } from '../platform/server-types.ts'

/**
 * A form's leads as a CSV that Excel in pt-BR opens as it is: UTF-8 with a BOM, `;` between cells, CRLF between
 * lines; one column per question of the form's current revision, titled in Portuguese; old answers moved to their
 * current question through `x-form.migrations`; choices by their labels (decision 151).
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
      const data = shownAnswers(current.schema, upgradeAnswers(lead.answers, current.schema).data)
      const cells = columns.map((c) => {
        const value = valueAt(data, c.path)
        return value === undefined || value === null || value === '' ? '' : answerText(c.schema, value)
      })
      return csvLine([agencyTime(lead.created_at), leadStatusLabel(lead.status), lead.owner ?? '', ...cells])
    },
  }
}
