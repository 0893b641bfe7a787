import type { Submission, SubmissionStore } from '../../supabase/functions/_shared/types.ts'
import { asRole, type Database } from './database.ts'

/**
 * Local storage for the forms handler: the same insert the Edge Function makes through supabase-js with its
 * service-role key, made as `service_role`, so the migrations' grants and CHECKs are what accept it.
 */
export function createSqlStore(db: Database): SubmissionStore {
  return {
    async insert(s: Submission) {
      await asRole(db, 'service_role', (tx) =>
        tx.query(
          `insert into public.form_submissions (id, form_id, schema_hash, payload, user_agent, origin)
           values ($1, $2, $3, $4::jsonb, $5, $6)`,
          [s.id, s.formId, s.schemaHash, JSON.stringify(s.payload), s.userAgent, s.origin],
        ),
      )
    },
  }
}
