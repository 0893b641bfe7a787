import { agencyTime, answerText, leadStatusLabel, leaves, titleAt, upgradeAnswers, valueAt, type JsonObject } from '../form-core/index.ts'
import type { FormRevision } from '../platform/server-types.ts'

/**
 * A form's leads as a CSV that Excel in pt-BR opens as it is: UTF-8 with a BOM, `;` between cells, CRLF between
 * lines; one column per question of the form's current revision, titled in Portuguese; old answers moved to their
 * current question through `x-form.migrations`; choices by their labels (decision 151).
 */
export const CSV_BOM = '\uFEFF'

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) starts with `'`: CSV injection (OWASP). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(';')}\r\n`

export interface ExportedLead {
  created_at: string
  status: string
  answers: JsonObject
}

/** The header line and a writer of each lead's line, for the form's current revision. */
export function leadsCsv(current: FormRevision): { header: string; line(lead: ExportedLead): string } {
  const columns = leaves(current.schema, current.uiSchema)
  // A question inside a group is titled with its group's: "Contato › E-mail".
  const titleOf = (path: string[]) => path.map((_, i) => titleAt(current.schema, path.slice(0, i + 1))).join(' › ')
  const header = csvLine(['Enviado em', 'Situação', ...columns.map((c) => titleOf(c.path))])
  return {
    header,
    line(lead) {
      const { data } = upgradeAnswers(lead.answers, current.schema)
      const cells = columns.map((c) => {
        const value = valueAt(data, c.path)
        return value === undefined || value === null || value === '' ? '' : answerText(c.schema, value)
      })
      return csvLine([agencyTime(lead.created_at), leadStatusLabel(lead.status), ...cells])
    },
  }
}
