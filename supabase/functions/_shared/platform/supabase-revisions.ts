import type { CallDatabase } from './call-database.ts'
import { isObject } from '../form-core/index.ts'
import type { FormRevision, RevisionSource } from './server-types.ts'

interface RevisionRow {
  hash: string
  schema: unknown
  ui_schema: unknown
}

export function revisionFromRow(formId: string, row: RevisionRow): FormRevision {
  if (!isObject(row.schema) || !isObject(row.ui_schema) || typeof row.hash !== 'string')
    throw new Error(`form_revisions: linha inválida para "${formId}"`)
  return { formId, hash: row.hash, schema: row.schema, uiSchema: row.ui_schema }
}

/** `live_form_revisions`, which only the server's role may execute: visitors never read `form_revisions`. */
/** `accepted`: how many of a form's newest revisions are live (FORM_REVISIONS_ACCEPTED). */
export function createRevisions(call: CallDatabase, accepted: number): RevisionSource {
  return {
    async live(formId) {
      const rows = await call<RevisionRow>('live_form_revisions', { p_form_id: formId, p_keep: accepted })
      return rows.map((row) => revisionFromRow(formId, row))
    },
  }
}
