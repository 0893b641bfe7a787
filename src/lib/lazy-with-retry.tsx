import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { onImportFailure } from './retryable-import.ts'

/**
 * React.lazy remembers a failed import for good: the page stays broken until a full reload. This lazy component
 * swaps in a fresh React.lazy once its import failed and retryFailedImports() is called (the error boundary's
 * "Tentar novamente"), so the chunk is really fetched again.
 */
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
