/**
 * The contracts between the forms handler and the world around it. Revisions, storage and notification are
 * injected, so the same handler runs in Deno on Supabase (supabase-js, Resend), in the local backend (PGlite or
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

export interface SubmissionStore {
  insert(submission: Submission): Promise<void>
}

export interface Notifier {
  notify(form: FormRevision, submission: Submission): Promise<void>
}

export interface Logger {
  error(message: string, detail?: unknown): void
}
