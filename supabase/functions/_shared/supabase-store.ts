import type { SupabaseClient } from '@supabase/supabase-js'
import type { Submission, SubmissionStore } from './types.ts'

/**
 * Production storage: supabase-js with the function's service-role key. `insert` without `.select()` sends
 * `Prefer: return=minimal`, so nothing is read back; the id was chosen by the handler.
 */
export function createSupabaseStore(client: SupabaseClient): SubmissionStore {
  return {
    async insert(s: Submission) {
      const { error } = await client.from('form_submissions').insert({
        id: s.id,
        form_id: s.formId,
        schema_hash: s.schemaHash,
        payload: s.payload,
        user_agent: s.userAgent,
        origin: s.origin,
      })
      if (error) throw new Error(`form_submissions: ${error.code} ${error.message}`)
    },
  }
}
