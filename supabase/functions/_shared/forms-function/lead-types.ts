/** A lead on its way through the forms function: submitted, stored, then notified. */
import type { FormRevision, JsonObject } from '../platform/server-types.ts'

export interface Submission {
  id: string
  formId: string
  schemaHash: string
  payload: JsonObject
  userAgent: string | null
  origin: string | null
}

export interface Lead {
  id: string
  /** The table the lead is stored in (with `id`, its key in the workspace: its page is `leadPath(table, id)`). */
  table: string
  formId: string
  payload: JsonObject
}

export interface LeadRow {
  formId: string
  schemaHash: string
  table: string
  row: JsonObject
}

export interface StoredLead {
  rowId: string
  outboxId: number
}

export interface LeadStore {
  store(lead: LeadRow): Promise<StoredLead>
}

export interface Notifier {
  /** `idempotencyKey` is the outbox entry's: the provider sends one e-mail however often the same entry is retried. */
  notify(form: FormRevision, lead: Lead, delivery?: { idempotencyKey: string }): Promise<void>
}
