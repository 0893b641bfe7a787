import { useState } from 'react'
import { SERVER_UNAVAILABLE, WORKSPACE_FUNCTION } from '#form-core'
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
