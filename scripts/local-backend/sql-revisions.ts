import { DEFAULT_ACCEPTED_REVISIONS, revisionFromRow } from '../../supabase/functions/_shared/supabase-revisions.ts'
import type { RevisionSource } from '../../supabase/functions/_shared/types.ts'
import { asRole, type Database } from './database.ts'

/** Local revisions: the same `live_form_revisions` the Edge Function calls through PostgREST, as the same role. */
export function createSqlRevisions(db: Database, accepted = DEFAULT_ACCEPTED_REVISIONS): RevisionSource {
  return {
    async live(formId) {
      const { rows } = await asRole(db, 'service_role', (tx) =>
        tx.query<{ hash: string; schema: unknown; ui_schema: unknown }>('select hash, schema, ui_schema from public.live_form_revisions($1, $2)', [formId, accepted]),
      )
      return rows.map((row) => revisionFromRow(formId, row))
    },
  }
}
