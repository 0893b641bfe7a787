import { useState } from 'react'
import type * as z from 'zod/mini'
import { SERVER_UNAVAILABLE, WORKSPACE_FUNCTION } from '#form-core'
import { errorBody } from '#functions/workspace-contract/workspace-answers.ts'
import { backendUrl } from 'virtual:site-env'
import { FUNCTIONS_PATH } from '../lib/supabase.ts'
import { expireSession, readAnswer, workspaceClient, WorkspaceError } from './backend.ts'

/** The `workspace` function's routes the pages call with the member's token. */
export type WorkspaceRoute =
  'exports' | 'privacy' | 'team' | 'editor/review' | 'editor/status' | 'editor/reviews' | 'editor/approve' | 'editor/refuse'

/**
 * What a refused call says to the member: the function's own sentence (its one error body, parsed here for /painel
 * and the editor alike), or a plain one when the answer has none (a proxy's page, no connection). A refused session
 * (401) ends it: the page asks for sign-in again, on the same address.
 */
export async function refusalOf(error: unknown, fallback = SERVER_UNAVAILABLE): Promise<WorkspaceError> {
  const answer = (error as { context?: unknown } | null)?.context
  if (!(answer instanceof Response)) return new WorkspaceError(fallback)
  if (answer.status === 401) {
    expireSession()
    return new WorkspaceError('Sua sessão terminou. Entre de novo.', true)
  }
  const body = errorBody.safeParse(await answer.json().catch(() => undefined))
  return new WorkspaceError(body.success ? body.data.error.message : fallback)
}

/**
 * One call of a `workspace` function route with the member's token: its answer as `answer` parses it, or a
 * WorkspaceError with the function's Portuguese refusal (`signedOut` when the session was refused).
 */
export async function callWorkspaceFunction<T>(
  route: WorkspaceRoute,
  body: Record<string, unknown>,
  answer: z.ZodMiniType<T>,
  fallback?: string,
): Promise<T> {
  const { data, error } = await workspaceClient().functions.invoke<unknown>(`${WORKSPACE_FUNCTION}/${route}`, { body })
  if (error) throw await refusalOf(error, fallback)
  return readAnswer(`${WORKSPACE_FUNCTION}/${route}`, answer, data)
}

/**
 * callWorkspaceFunction with the call's state for a screen: busy while it runs, the refusal in `problem` (`fallback`
 * when the function gave no sentence of its own).
 */
export function useWorkspaceFunction(route: WorkspaceRoute, fallback?: string) {
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const call = async <T>(body: Record<string, unknown>, answer: z.ZodMiniType<T>): Promise<T | undefined> => {
    setBusy(true)
    setProblem(undefined)
    try {
      return await callWorkspaceFunction(route, body, answer, fallback)
    } catch (error) {
      if (!(error instanceof WorkspaceError && error.signedOut)) setProblem(error instanceof Error ? error.message : SERVER_UNAVAILABLE)
    } finally {
      setBusy(false)
    }
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
