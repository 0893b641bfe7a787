import type { CallDatabase } from './call-database.ts'
import type { LeadStore } from './types.ts'

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
