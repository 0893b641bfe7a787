import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import type { Submission, SubmissionStore } from './types.ts'

/**
 * Production storage: supabase-js with the function's service-role key (Supabase injects SUPABASE_URL
 * and SUPABASE_SERVICE_ROLE_KEY into every Edge Function). `insert` without `.select()` sends
 * `Prefer: return=minimal`, so nothing is read back; the id was chosen by the handler.
 */
export function createSupabaseStore(url: string, key: string, options: SupabaseClientOptions<'public'> = {}): SubmissionStore {
  const client = createClient(url, key, { ...options, auth: { persistSession: false, autoRefreshToken: false } })
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
