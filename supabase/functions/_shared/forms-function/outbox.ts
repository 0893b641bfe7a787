import type { CallDatabase } from '../platform/call-database.ts'
import { isObject, type JsonObject } from '../form-core/index.ts'

export interface ClaimedNotification {
  id: number
  formId: string
  schemaHash: string
  schema: JsonObject | null
  uiSchema: JsonObject
  table: string
  rowId: string
  row: JsonObject | null
  attempts: number
  reference: string | null
  /** The visitor's address while their receipt is owed; null when none is (or it went already). */
  receiptTo: string | null
}

export interface Outbox {
  /** Due entries (or the one `id`, right after it was stored), each now the caller's for `leaseSeconds`. */
  claim(options: { limit: number; leaseSeconds: number; id?: number }): Promise<ClaimedNotification[]>
  /** Sent (no error), or failed: tried again later with backoff, or never (`giveUp`). */
  finish(id: number, error?: string, giveUp?: boolean): Promise<void>
  /** The visitor's receipt went: a retry of the agency's notice does not send it again. */
  receiptSent(id: number): Promise<void>
}

interface ClaimRow {
  id: number | string
  form_id: string
  schema_hash: string
  schema: unknown
  ui_schema: unknown
  source_table: string
  source_id: string
  source_row: unknown
  attempts: number
  reference: string | null
  receipt_to: string | null
  receipt_sent: boolean
}

export function createOutbox(call: CallDatabase): Outbox {
  return {
    async claim({ limit, leaseSeconds, id }) {
      const rows = await call<ClaimRow>('claim_notifications', { p_limit: limit, p_lease_seconds: leaseSeconds, p_id: id ?? null })
      return rows.map((r) => ({
        id: Number(r.id),
        formId: r.form_id,
        schemaHash: r.schema_hash,
        schema: isObject(r.schema) ? r.schema : null,
        uiSchema: isObject(r.ui_schema) ? r.ui_schema : {},
        table: r.source_table,
        rowId: r.source_id,
        row: isObject(r.source_row) ? r.source_row : null,
        attempts: Number(r.attempts),
        reference: r.reference,
        receiptTo: r.receipt_sent ? null : r.receipt_to,
      }))
    },
    async finish(id, error, giveUp = false) {
      await call('finish_notification', { p_id: id, p_error: error ?? null, p_give_up: giveUp })
    },
    async receiptSent(id) {
      await call('finish_receipt', { p_id: id })
    },
  }
}
