import type { AuthError } from '@supabase/supabase-js'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { ADMIN_ROLE } from '#form-core'
import * as z from 'zod/mini'
import { teamRole } from '#functions/workspace-contract/workspace-answers.ts'
import { expireSession, rpc, SESSION_STORAGE_KEY, workspaceClient } from './backend.ts'

/** `workspace_my_role`: the signed-in member's role, or null for someone who is not in the team. */
export const myRole = z.nullable(teamRole)

export type SessionState =
  | { kind: 'loading' }
  /** `expired`: the session ended without the member signing out (a refresh failed, a token was refused). */
  | { kind: 'signed-out'; expired: boolean }
  /**
   * `member` undefined while asked; `admin`: their role is the administration's (decision 173); `removed`: they were a
   * member when this page asked, and a refused call found them out of the team since (decision 215).
   */
  | { kind: 'signed-in'; email: string; member: boolean | undefined; admin: boolean; removed?: boolean }

interface SessionApi {
  state: SessionState
  signOut(): Promise<void>
  /** A call was refused for an expired session: back to sign-in, on the same page. */
  expire(): void
}

const SessionContext = createContext<SessionApi | undefined>(undefined)

/** A session was in storage when the page opened; whose, supabase-js says next. */
const STORED = '(guardada)'

/** Set while the member signs out by choice: that end of the session is not an expiry. */
let leaving = false

/** The mounted provider's check of the membership, for a refused call (queries.ts); none outside /painel. */
let recheck: (() => void) | undefined

/**
 * A call was refused: ask again whether the signed-in person is still in the team. If not, the page says "Seu acesso
 * ao painel foi removido" instead of the refusal of that one call (a removed member sees no lead under RLS, so their
 * next note read "this lead no longer exists").
 */
export const checkMembership = () => recheck?.()

export function useSession(): SessionApi {
  const api = useContext(SessionContext)
  if (!api) throw new Error('useSession fora do SessionProvider')
  return api
}

/** Supabase Auth's session as the workspace sees it, with whether its e-mail is an agency member. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' })
  useEffect(() => {
    // A session kept from an earlier visit that cannot be refreshed on arrival (revoked, expired) ended too: the
    // member is told so, as when it ends with the page open.
    let current = localStorage.getItem(SESSION_STORAGE_KEY) ? STORED : ''
    const auth = workspaceClient().auth
    const { data } = auth.onAuthStateChange((_event, session) => {
      const email = session?.user.email ?? ''
      if (!session) {
        const expired = current !== '' && !leaving
        current = ''
        leaving = false
        // supabase-js may say "no session" twice (a refused refresh's SIGNED_OUT, then INITIAL_SESSION): the first
        // one's reason stands.
        setState((s) => (s.kind === 'signed-out' && !expired ? s : { kind: 'signed-out', expired }))
        return
      }
      if (email === current) return
      current = email
      setState({ kind: 'signed-in', email, member: undefined, admin: false })
      // Asked once per sign-in; a non-member's calls would return nothing anyway (RLS), this only says why.
      // Deferred: supabase-js must not be called back from inside its own auth callback.
      setTimeout(() => {
        rpc('workspace_my_role', {}, myRole).then(
          (role) =>
            setState((s) =>
              s.kind === 'signed-in' && s.email === email ? { ...s, member: role !== null, admin: role === ADMIN_ROLE } : s,
            ),
          () => setState((s) => (s.kind === 'signed-in' && s.email === email ? { ...s, member: false } : s)),
        )
      })
    })
    recheck = () => {
      const email = current
      rpc('workspace_my_role', {}, myRole).then(
        (role) =>
          role === null &&
          setState((s) =>
            s.kind === 'signed-in' && s.email === email && s.member ? { ...s, member: false, admin: false, removed: true } : s,
          ),
        () => undefined,
      )
    }
    return () => {
      recheck = undefined
      data.subscription.unsubscribe()
    }
  }, [])
  const signOut = useCallback(async () => {
    leaving = true
    await workspaceClient().auth.signOut({ scope: 'local' })
  }, [])
  const api = useMemo(() => ({ state, signOut, expire: expireSession }), [state, signOut])
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>
}

/** What the member reads when Cloudflare, or Auth after it, could not tell them from a robot (decision 220). */
export const ROBOT_CHECK_FAILED = 'Não conseguimos confirmar que você não é um robô. Tente de novo.'

/** GoTrue's refusals of the sign-in, said to a person (docs/backend.md lists the codes the local Auth answers too). */
export function authMessage(error: AuthError | Error): string {
  const code = 'code' in error ? String(error.code ?? '') : ''
  if (code === 'otp_expired') return 'Código errado, expirado ou já usado. Confira o último e-mail ou peça um novo código.'
  if (code === 'over_email_send_rate_limit')
    return 'Um código acabou de ser enviado para este e-mail. Aguarde um minuto antes de pedir outro.'
  if (code === 'over_request_rate_limit') return 'Muitas tentativas a partir desta conexão. Aguarde alguns minutos e tente de novo.'
  // Auth's bot protection refused the request's token, or found none (decision 220).
  if (code === 'captcha_failed' || /captcha/i.test(error.message)) return ROBOT_CHECK_FAILED
  if (code === 'validation_failed' || code === 'email_address_invalid') return 'Confira o e-mail: ele parece incompleto.'
  if (error.name === 'AuthRetryableFetchError') return 'Sem conexão com o servidor. Verifique a internet e tente de novo.'
  return 'Não foi possível entrar agora. Tente de novo em instantes.'
}
