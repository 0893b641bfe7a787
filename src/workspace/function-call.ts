import { useState } from 'react'
import { SERVER_UNAVAILABLE, WORKSPACE_FUNCTION } from '#form-core'
import { backendUrl } from 'virtual:site-env'
import { FUNCTIONS_PATH } from '../lib/supabase.ts'
import { workspaceClient } from './backend.ts'
import { useSession } from './session.tsx'

/**
 * One call of a `workspace` function route with the member's token: its answer, or its Portuguese refusal in
 * `problem`; a refused session (401) goes back to sign-in on the same page.
 */
export function useWorkspaceFunction(route: 'privacy' | 'team') {
  const { expire } = useSession()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const call = async <T>(body: Record<string, unknown>): Promise<T | undefined> => {
    setBusy(true)
    setProblem(undefined)
    const { data, error } = await workspaceClient().functions.invoke<T>(`${WORKSPACE_FUNCTION}/${route}`, { body })
    setBusy(false)
    if (!error && data) return data
    const answer = (error as { context?: Response } | null)?.context
    if (answer?.status === 401) return void expire()
    const refusal = (await answer?.json().catch(() => undefined)) as { error?: { message?: string } } | undefined
    setProblem(refusal?.error?.message ?? SERVER_UNAVAILABLE)
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
