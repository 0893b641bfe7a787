import { useCallback, useEffect, useRef } from 'react'

/**
 * Browser writes that must not cost a keystroke: the last value is written when the page is idle (at the latest after
 * a second), and at once when the page is hidden or left. The public forms' drafts and the editor's drafts both
 * write this way (a whole questionnaire's two files to localStorage took ~9 ms per key in the editor).
 */

// Idle (at the latest after a second), so a write never delays a keystroke or a frame.
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short timer keeps the write out of the event that caused it.
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}

export interface IdleWrite<T> {
  /** Writes `value` soon (replacing a value not yet written). */
  save(value: T): void
  /** Writes the pending value now, if any. */
  flush(): void
  /** Forgets the pending value without writing it. */
  drop(): void
}

/** `write` gets the last saved value when idle, on `pagehide`, on the tab hidden and on unmount; `beforeHide` runs first on hiding. */
export function useIdleWrite<T>(write: (value: T) => void, beforeHide?: () => void): IdleWrite<T> {
  const pending = useRef<{ value: T } | null>(null)
  const cancel = useRef<(() => void) | null>(null)
  const hooks = useRef({ write, beforeHide })
  useEffect(() => {
    hooks.current = { write, beforeHide }
  }, [write, beforeHide])

  const drop = useCallback(() => {
    cancel.current?.()
    cancel.current = null
    pending.current = null
  }, [])
  const flush = useCallback(() => {
    const next = pending.current
    drop()
    if (next) hooks.current.write(next.value)
  }, [drop])
  const save = useCallback(
    (value: T) => {
      pending.current = { value }
      cancel.current ??= whenIdle(flush)
    },
    [flush],
  )

  useEffect(() => {
    // pagehide alone misses a phone switching apps: `visibilitychange` to hidden is the last event it is sure to get.
    const onHide = () => {
      hooks.current.beforeHide?.()
      flush()
    }
    const onVisibility = () => document.visibilityState === 'hidden' && onHide()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onVisibility)
      flush()
    }
  }, [flush])

  return { save, flush, drop }
}
