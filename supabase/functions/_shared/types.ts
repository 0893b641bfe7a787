/**
 * The contracts between the form handler and the world around it. Storage and notification are
 * injected, so the same handler runs in Deno on Supabase (supabase-js, Resend) and in the local
 * backend (PGlite or pg, no e-mail) and in tests (in-memory, failing on purpose).
 */

export type JsonObject = { [key: string]: unknown }

/** One form as the backend needs it: its id, its JSON Schema (with `x-form`), and the schema's hash. */
export interface FormDefinition {
  formId: string
  schema: JsonObject
  /** SHA-256 hex of the canonical schema text (see schema-hash.ts). */
  schemaHash: string
}

/**
 * What is stored for one accepted submission. `id` is chosen by the handler: anon cannot read back.
 * `P` is the validated payload: `JsonObject &` the form's generated data type in the handler; storage and
 * e-mail are generic and take any object.
 */
export interface Submission<P extends JsonObject = JsonObject> {
  id: string
  formId: string
  schemaHash: string
  payload: P
  userAgent: string | null
  origin: string | null
}

export interface SubmissionStore {
  insert(submission: Submission): Promise<void>
}

export interface Notifier {
  notify(form: FormDefinition, submission: Submission): Promise<void>
}

export interface Logger {
  error(message: string, detail?: unknown): void
}
