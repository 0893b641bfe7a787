/** What to undo for each import that failed, run when the visitor asks to try again. */
const failed = new Set<() => void>()

/**
 * Forgets every import that failed, so the next render fetches its chunk again: what an error boundary's
 * "Tentar novamente" calls before it renders its children again.
 */
export function retryFailedImports(): void {
  const resets = [...failed]
  failed.clear()
  resets.forEach((reset) => reset())
}

/** Registers how to forget one failed import (lazy-with-retry.tsx uses it for React.lazy). */
export const onImportFailure = (reset: () => void) => void failed.add(reset)

/**
 * A loader that hands out the same promise on every call (React's `use` and `lazy` suspend on it) and, once that
 * promise has failed, keeps it failed until retryFailedImports(): a flaky network then costs the visitor one click,
 * not a reload that would fail the same way while the chunk stays cached as failed.
 */
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
