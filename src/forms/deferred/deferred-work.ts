import { createContext, useContext } from 'react'

export interface FlushRegistry {
  register: (flush: () => void) => () => void
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

// Done before anything reads the form (decision 090); `rendering` before submit, so focus can reach the first error.
export interface DeferredWork {
  typing: FlushRegistry
  rendering: FlushRegistry
}

export const createDeferredWork = (): DeferredWork => ({ typing: createFlushRegistry(), rendering: createFlushRegistry() })

/** Absent outside the form page (the development preview): fields then rely on their delay and on blur. */
export const DeferredWorkContext = createContext<DeferredWork | null>(null)

export const useDeferredWork = () => useContext(DeferredWorkContext)
