import type { CallDatabase } from '../platform/call-database.ts'
import { FORM_TABLE_TARGETS, type SubmitTarget, mapColumns, SUBMISSIONS_TABLE } from '../form-core/index.ts'
import type { LeadRow, LeadStore, Submission } from './lead-types.ts'

/** `form_submissions`, or the form's own table through its column mapping. */
export function leadRow(target: Exclude<SubmitTarget, { local: true }>, s: Submission): LeadRow {
  if ('table' in target) {
    // check:schemas refuses any other; a revision published around it still never writes the agency's tables.
    if (!FORM_TABLE_TARGETS.includes(target.table)) throw new Error(`"${target.table}" não recebe formulários`)
    return { formId: s.formId, schemaHash: s.schemaHash, table: target.table, row: mapColumns(target.columns, s.payload) }
  }
  return {
    formId: s.formId,
    schemaHash: s.schemaHash,
    table: SUBMISSIONS_TABLE,
    row: { id: s.id, form_id: s.formId, schema_hash: s.schemaHash, payload: s.payload, user_agent: s.userAgent, origin: s.origin },
  }
}

/** One transaction (`store_lead`): the row exists only with the record that its e-mail is still owed. */
export function createLeadStore(call: CallDatabase): LeadStore {
  return {
    async store({ formId, schemaHash, table, row, reference, receiptTo }) {
      const [stored] = await call<{ row_id: string; outbox_id: number | string }>('store_lead', {
        p_form_id: formId,
        p_schema_hash: schemaHash,
        p_table: table,
        p_row: row,
        p_reference: reference ?? null,
        p_receipt_to: receiptTo ?? null,
      })
      if (!stored) throw new Error('store_lead não devolveu a linha gravada')
      return { rowId: String(stored.row_id), outboxId: Number(stored.outbox_id) }
    },
  }
}
