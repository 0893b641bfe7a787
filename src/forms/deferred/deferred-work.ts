import { createContext, useContext } from 'react'

/** Work a form page puts off, each piece with a way to do it now. */
export interface FlushRegistry {
  /** Adds a piece's flush; returns its removal. */
  register: (flush: () => void) => () => void
  /** Does every registered piece now. */
  flushAll: () => void
}

export function createFlushRegistry(): FlushRegistry {
  const flushes = new Set<() => void>()
  return {
    register(flush) {
      flushes.add(flush)
      return () => flushes.delete(flush)
    },
    flushAll() {
      for (const flush of flushes) flush()
    },
  }
}

/**
 * What the form page defers (decision 090) and completes before anything reads the form: `typing`, text not yet
 * handed to RJSF (use-deferred-field.ts), flushed before submit and when the page is hidden (the draft); `rendering`,
 * sections not yet mounted (use-revealed-count.ts), mounted before submit so the focus can reach the first error.
 */
export interface DeferredWork {
  typing: FlushRegistry
  rendering: FlushRegistry
}

export const createDeferredWork = (): DeferredWork => ({ typing: createFlushRegistry(), rendering: createFlushRegistry() })

/** Absent outside the form page (the development preview): fields then rely on their delay and on blur. */
export const DeferredWorkContext = createContext<DeferredWork | null>(null)

export const useDeferredWork = () => useContext(DeferredWorkContext)
