import { createClient } from '@supabase/supabase-js'
import { supabaseCalls } from './call-database.ts'

/** A deployed function's database calls: PostgREST with the service-role key Supabase injects. */
export const serviceCalls = (settings: { supabaseUrl: string; serviceRoleKey: string }) =>
  supabaseCalls(createClient(settings.supabaseUrl, settings.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }))
