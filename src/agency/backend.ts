import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import * as z from 'zod/mini'
import { anonKey, backendUrl } from 'virtual:site-env'
import { SERVER_UNAVAILABLE, WORKSPACE_STORAGE_KEYS } from '#form-core'

// /painel's policy has no 'unsafe-eval' (decision 172): zod's compiled parsers probe `new Function`, which the page
// reports as a violation even when caught. Every answer and body here is small; the interpreted parse is plenty.
// Set here, in the one client both staff pages load before any call.
z.config({ jitless: true })

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

/** Said when an answer is not what this page reads: a page older or newer than its server, until it is reloaded. */
export const UNREADABLE_ANSWER = 'O servidor respondeu algo que esta página não sabe ler. Recarregue a página e tente de novo.'

/**
 * An answer of the server read at the boundary (decision 197): what `answer` parses, or a WorkspaceError whose
 * details (which call, which field) go to the console for whoever looks into it.
 */
export function readAnswer<T>(call: string, answer: z.ZodMiniType<T>, data: unknown): T {
  const read = answer.safeParse(data)
  if (read.success) return read.data
  console.error(`[agency] a resposta de ${call} não tem a forma esperada`, read.error.issues)
  throw new WorkspaceError(UNREADABLE_ANSWER)
}

/** One rpc call as the signed-in member whose answer the page does not read (a write): done, or a WorkspaceError. */
export async function rpc(fn: string, args?: Record<string, unknown>): Promise<void>
/** One rpc call as the signed-in member: its answer parsed by `answer`, or a WorkspaceError. */
export async function rpc<T>(fn: string, args: Record<string, unknown>, answer: z.ZodMiniType<T>): Promise<T>
export async function rpc<T>(fn: string, args: Record<string, unknown> = {}, answer?: z.ZodMiniType<T>): Promise<T | void> {
  const { data, error } = await workspaceClient().rpc(fn, args)
  if (error) throw failureOf(error)
  if (answer) return readAnswer(fn, answer, data)
}
