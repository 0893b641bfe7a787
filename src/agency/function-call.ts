import { useState } from 'react'
import { SERVER_UNAVAILABLE, WORKSPACE_FUNCTION } from '#form-core'
import { backendUrl } from 'virtual:site-env'
import { FUNCTIONS_PATH } from '../lib/supabase.ts'
import { expireSession, workspaceClient } from './backend.ts'

/** The `workspace` function's routes the pages call with the member's token. */
export type WorkspaceRoute = 'privacy' | 'team' | 'editor/review' | 'editor/status'

export type FunctionAnswer<T> = { ok: true; data: T } | { ok: false; problem: string; signedOut?: true }

/**
 * One call of a `workspace` function route with the member's token: its answer, or its Portuguese refusal; a refused
 * session (401) goes back to sign-in on the same page.
 */
export async function callWorkspaceFunction<T>(route: WorkspaceRoute, body: Record<string, unknown>): Promise<FunctionAnswer<T>> {
  const { data, error } = await workspaceClient().functions.invoke<T>(`${WORKSPACE_FUNCTION}/${route}`, { body })
  if (!error && data) return { ok: true, data }
  const answer = (error as { context?: Response } | null)?.context
  if (answer?.status === 401) {
    expireSession()
    return { ok: false, problem: 'Sua sessão terminou. Entre de novo.', signedOut: true }
  }
  const refusal = (await answer?.json().catch(() => undefined)) as { error?: { message?: string } } | undefined
  return { ok: false, problem: refusal?.error?.message ?? SERVER_UNAVAILABLE }
}

/** callWorkspaceFunction with the call's state for a screen: busy while it runs, the refusal in `problem`. */
export function useWorkspaceFunction(route: WorkspaceRoute) {
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const call = async <T>(body: Record<string, unknown>): Promise<T | undefined> => {
    setBusy(true)
    setProblem(undefined)
    const answer = await callWorkspaceFunction<T>(route, body)
    setBusy(false)
    if (answer.ok) return answer.data
    if (!answer.signedOut) setProblem(answer.problem)
  }
  return { call, problem, setProblem, busy }
}

/**
 * Downloads what a single-use ticket opens (`exports/<ticket>`, `privacy/copies/<ticket>`) with a plain link: the
 * browser's download manager writes the file to disk, and the ticket, not the member's token, is in the address.
 */
export function downloadByTicket(path: string): void {
  const link = document.createElement('a')
  link.href = `${backendUrl}${FUNCTIONS_PATH}/${WORKSPACE_FUNCTION}/${path}`
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
