import type { SupabaseClient } from '@supabase/supabase-js'
import { isObject } from './form-core/json.ts'
import type { FormRevision, RevisionSource } from './types.ts'

/** How many of a form's newest revisions the server accepts: the current one and the one before (version skew). */
export const DEFAULT_ACCEPTED_REVISIONS = 2

interface RevisionRow {
  hash: string
  schema: unknown
  ui_schema: unknown
}

/** A `live_form_revisions` row as the handler's revision, refusing anything that is not one. */
export function revisionFromRow(formId: string, row: RevisionRow): FormRevision {
  if (!isObject(row.schema) || !isObject(row.ui_schema) || typeof row.hash !== 'string') throw new Error(`form_revisions: linha inválida para "${formId}"`)
  return { formId, hash: row.hash, schema: row.schema, uiSchema: row.ui_schema }
}

/**
 * Production revisions: the `live_form_revisions` database function through PostgREST, with the function's
 * service-role key (only that role may execute it; visitors never read `form_revisions`).
 */
export function createSupabaseRevisions(client: SupabaseClient, accepted = DEFAULT_ACCEPTED_REVISIONS): RevisionSource {
  return {
    async live(formId) {
      const { data, error } = await client.rpc('live_form_revisions', { p_form_id: formId, p_keep: accepted })
      if (error) throw new Error(`live_form_revisions: ${error.code} ${error.message}`)
      return ((data ?? []) as RevisionRow[]).map((row) => revisionFromRow(formId, row))
    },
  }
}
