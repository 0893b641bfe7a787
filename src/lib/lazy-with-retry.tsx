import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { onImportFailure } from './retryable-import.ts'

// React.lazy remembers a failed import for good; this swaps in a fresh one after retryFailedImports().
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>
  const tracked = () =>
    load().catch((error: unknown) => {
      onImportFailure(() => {
        current = lazy(tracked)
      })
      throw error
    })
  current = lazy(tracked)
  function Retryable(props: P) {
    const Current = current
    return <Current {...props} />
  }
  return Retryable
}
