import type { CallDatabase } from './call-database.ts'
import type { SubmitTarget } from './form-core/form-meta.ts'
import { mapColumns } from './form-core/map-columns.ts'
import type { LeadRow, LeadStore, Submission } from './types.ts'

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

/**
 * Stores a lead and its outbox entry in one transaction (`store_lead`, migration 20261125090100): the row exists only
 * with the record that the agency is still owed its e-mail.
 */
export function createLeadStore(call: CallDatabase): LeadStore {
  return {
    async store({ formId, schemaHash, table, row }) {
      const [stored] = await call<{ row_id: string; outbox_id: number | string }>('store_lead', {
        p_form_id: formId,
        p_schema_hash: schemaHash,
        p_table: table,
        p_row: row,
      })
      if (!stored) throw new Error('store_lead não devolveu a linha gravada')
      return { rowId: String(stored.row_id), outboxId: Number(stored.outbox_id) }
    },
  }
}
