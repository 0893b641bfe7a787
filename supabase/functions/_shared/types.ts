/** Everything around the handler is injected, so it runs in Deno on Supabase, in the local backend and in tests. */
import type { JsonObject } from './form-core/index.ts'

export type { JsonObject }

/** `hash` is the SHA-256 of the canonical schema, the revision's identity. */
export interface FormRevision {
  formId: string
  hash: string
  schema: JsonObject
  uiSchema: JsonObject
}

export interface RevisionSource {
  /** The form's revisions the server accepts, newest first; empty for a form that does not exist (or no longer). */
  live(formId: string): Promise<FormRevision[]>
}

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

export interface Logger {
  error(message: string, detail?: unknown): void
}
