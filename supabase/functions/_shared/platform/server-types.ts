/** Everything around the handler is injected, so it runs in Deno on Supabase, in the local backend and in tests. */
import type { JsonObject } from '../form-core/index.ts'

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

export interface Logger {
  error(message: string, detail?: unknown): void
}
