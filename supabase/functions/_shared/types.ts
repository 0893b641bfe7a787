/**
 * The contracts between the forms handler and the world around it. Revisions, storage, rate limits, the outbox
 * and notification are injected, so the same handler runs in Deno on Supabase (supabase-js, Resend), in the local backend (PGlite or
 * pg) and in tests (in memory, failing on purpose).
 */
import type { JsonObject } from './form-core/json.ts'

export type { JsonObject }

/**
 * One published revision of a questionnaire: what the server validates with and renders the e-mail from.
 * `hash` is the SHA-256 of the canonical schema (form-core/schema-hash.ts), the revision's identity.
 */
export interface FormRevision {
  formId: string
  hash: string
  schema: JsonObject
  uiSchema: JsonObject
}

/** Where published revisions are read from: `form_revisions`, through SQL locally or supabase-js in production. */
export interface RevisionSource {
  /** The form's revisions the server accepts, newest first; empty for a form that does not exist (or no longer). */
  live(formId: string): Promise<FormRevision[]>
}

/** What is stored for one accepted submission. `id` is chosen by the handler: nothing is read back. */
export interface Submission {
  id: string
  formId: string
  /** The revision the payload was validated against (`form_revisions.hash`). */
  schemaHash: string
  payload: JsonObject
  userAgent: string | null
  origin: string | null
}

/** One lead as the agency is told about it: the answers (read back from its row) under the form's id. */
export interface Lead {
  id: string
  formId: string
  payload: JsonObject
}

/**
 * A row on its way to the table its form names (`form_submissions`, or `x-form.submit.table` through the form's
 * column mapping), with the revision it answered. Stored together with its outbox entry (`store_lead`).
 */
export interface LeadRow {
  formId: string
  schemaHash: string
  table: string
  row: JsonObject
}

/** Where a stored row is (its id, as text) and the outbox entry that owes the agency its e-mail. */
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

export interface Logger {
  error(message: string, detail?: unknown): void
}
