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
  /** The number the visitor is shown and e-mailed. */
  reference?: string
  /** The address typed in the form, when its receipt is owed (the form declares one, the address is under its limit). */
  receiptTo?: string
}

export interface StoredLead {
  rowId: string
  outboxId: number
}

export interface LeadStore {
  store(lead: LeadRow): Promise<StoredLead>
}

/** What the visitor's receipt needs besides the lead: its number and whom the visitor's reply reaches (decision 209). */
export interface Receipt {
  to: string
  reference: string
  /** The agency's address: the receipt's reply-to. */
  replyTo: string
}

export interface Notifier {
  /** `idempotencyKey` is the outbox entry's: the provider sends one e-mail however often the same entry is retried. */
  notify(form: FormRevision, lead: Lead, delivery?: { idempotencyKey: string }): Promise<void>
  /** The visitor's receipt (decision 209); a notifier without it sends none. */
  receipt?(form: FormRevision, lead: Lead, receipt: Omit<Receipt, 'replyTo'>, delivery?: { idempotencyKey: string }): Promise<void>
}
