import { useEffect, useState } from 'react'
import { WorkspaceError } from '../agency/backend.ts'
import { useSession } from '../agency/session.tsx'

export type Remote<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; value: T; refreshing: boolean }

/**
 * A read that follows its key: loads on change, again every `pollMs` while the tab is visible (a new lead shows up
 * without reloading, decision 150), and on `reload`. An expired session sends the member to sign in on the same page.
 */
export function useRemote<T>(key: string, load: () => Promise<T>, pollMs?: number): [Remote<T>, () => void] {
  const { expire } = useSession()
  const [tick, setTick] = useState(0)
  const current = `${tick} ${key}`
  // What the last finished read gave, and for which key and tick: a newer one in flight shows it as refreshing.
  const [done, setDone] = useState<{ for: string; key: string; value?: T; error?: string }>()
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setDone({ for: current, key, value }),
      (error: unknown) => {
        if (!live) return
        if (error instanceof WorkspaceError && error.signedOut) return expire()
        setDone({ for: current, key, error: error instanceof Error ? error.message : 'Erro inesperado.' })
      },
    )
    return () => void (live = false)
    // `load` is the key's: a new closure for the same key reads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, expire])
  useEffect(() => {
    if (!pollMs) return
    const timer = setInterval(() => document.visibilityState === 'visible' && setTick((t) => t + 1), pollMs)
    return () => clearInterval(timer)
  }, [pollMs])
  const reload = () => setTick((t) => t + 1)
  if (!done) return [{ kind: 'loading' }, reload]
  if (done.error !== undefined && done.for === current) return [{ kind: 'error', message: done.error }, reload]
  if (done.value === undefined || (done.error !== undefined && done.key !== key)) return [{ kind: 'loading' }, reload]
  return [{ kind: 'ready', value: done.value, refreshing: done.for !== current }, reload]
}
