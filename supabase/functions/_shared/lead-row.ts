import type { SubmitTarget } from './form-core/form-meta.ts'
import { mapColumns } from './form-core/map-columns.ts'
import type { LeadRow, Submission } from './types.ts'

/** The table every `{ "server": true }` form stores into: the answers as one jsonb payload per row. */
export const SUBMISSIONS_TABLE = 'form_submissions'

/**
 * The row an accepted submission becomes, in the table its form's target names: `form_submissions` with the payload
 * and request metadata, or the form's own table through its column mapping (the meeting form → "Agendar Reunião").
 */
export function leadRow(target: Exclude<SubmitTarget, { local: true }>, s: Submission): LeadRow {
  if ('table' in target) return { formId: s.formId, schemaHash: s.schemaHash, table: target.table, row: mapColumns(target.columns, s.payload) }
  return {
    formId: s.formId,
    schemaHash: s.schemaHash,
    table: SUBMISSIONS_TABLE,
    row: { id: s.id, form_id: s.formId, schema_hash: s.schemaHash, payload: s.payload, user_agent: s.userAgent, origin: s.origin },
  }
}
