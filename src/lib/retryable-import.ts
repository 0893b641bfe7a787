const failed = new Set<() => void>()

export function retryFailedImports(): void {
  const resets = [...failed]
  failed.clear()
  resets.forEach((reset) => reset())
}

export const onImportFailure = (reset: () => void) => void failed.add(reset)

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
