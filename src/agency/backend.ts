import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { anonKey, backendUrl } from 'virtual:site-env'
import { SERVER_UNAVAILABLE, WORKSPACE_STORAGE_KEYS } from '#form-core'

/**
 * The workspace's one client: Supabase Auth (e-mail code, session kept and refreshed by supabase-js) and PostgREST
 * `rpc` with the member's token, so row-level security decides what is read (decision 141). Only this chunk loads it.
 */
let client: SupabaseClient | undefined

export const SESSION_STORAGE_KEY = WORKSPACE_STORAGE_KEYS.session

export function workspaceClient(): SupabaseClient {
  client ??= createClient(backendUrl, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: SESSION_STORAGE_KEY },
  })
  return client
}

/** Ends this browser's session after the server refused it: the page asks for sign-in again, on the same address. */
export const expireSession = () => void workspaceClient().auth.signOut({ scope: 'local' })

/** A refusal said in Portuguese to the member: the database's own message for bad input, a plain one otherwise. */
export class WorkspaceError extends Error {
  constructor(
    message: string,
    /** The session is gone or expired: the page asks for sign-in again, at the same address. */
    readonly signedOut = false,
  ) {
    super(message)
  }
}

interface PostgrestFailure {
  code?: string
  message?: string
}

/** What a failed call means to a person; the SQL functions already refuse bad input in Portuguese (22023, P0001). */
export function failureOf(error: PostgrestFailure): WorkspaceError {
  const code = error.code ?? ''
  if (code === 'PGRST303' || code === 'PGRST301' || code === '401')
    return new WorkspaceError('Sua sessão expirou. Entre de novo para continuar.', true)
  if (code === '22023' || code === 'P0001' || code === '23514') return new WorkspaceError(error.message ?? 'Pedido inválido.')
  // Our functions' refusals are Portuguese ("Só quem é da administração…"); PostgreSQL's own ("permission denied…") are not.
  if (code === '42501')
    return new WorkspaceError(/^permission denied/i.test(error.message ?? '') ? 'Sem acesso a esta ação.' : (error.message ?? ''))
  if (/fetch|network/i.test(error.message ?? ''))
    return new WorkspaceError('Sem conexão com o servidor. Verifique a internet e tente de novo.')
  return new WorkspaceError(SERVER_UNAVAILABLE)
}

/** One rpc call as the signed-in member; its rows, or a WorkspaceError. */
export async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await workspaceClient().rpc(fn, args)
  if (error) throw failureOf(error)
  return data as T
}
