import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

const failed = new Set<() => void>()

export function retryFailedImports(): void {
  const resets = [...failed]
  failed.clear()
  resets.forEach((reset) => reset())
}

const onImportFailure = (reset: () => void) => void failed.add(reset)

// A failed promise stays failed until retryFailedImports(): a flaky network costs one click, not a reload.
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (!pending) {
      const attempt = load()
      pending = attempt
      attempt.catch(() =>
        onImportFailure(() => {
          if (pending === attempt) pending = undefined
        }),
      )
    }
    return pending
  }
}

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
