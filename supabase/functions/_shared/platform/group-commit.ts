/**
 * Group commit (decision 230): items that arrive within `windowMs` of the first one are written together by one call
 * of `write`, and each caller's promise settles only once that call did: resolved with its own result when the write
 * committed, rejected with the write's error when it failed, so nothing acknowledged was not written. One write at a
 * time per instance (per isolate, deployed): what arrives during a write waits for the next one, which starts as soon
 * as the previous ended. Nothing is kept across calls but the queue; nothing is retried.
 */

export interface GroupCommitOptions {
  /** How long the first item of a batch waits for others; the latency added to a lone item. */
  windowMs: number
  /** A batch is written at once when it reaches this many items (and a write never takes more). */
  maxItems: number
}

interface Pending<I, O> {
  item: I
  resolve(result: O): void
  reject(error: unknown): void
}

export function groupCommit<I, O>(
  write: (items: readonly I[]) => Promise<readonly O[]>,
  { windowMs, maxItems }: GroupCommitOptions,
): (item: I) => Promise<O> {
  let queue: Pending<I, O>[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing = false

  async function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    if (writing || queue.length === 0) return
    const batch = queue.slice(0, maxItems)
    queue = queue.slice(maxItems)
    writing = true
    try {
      const results = await write(batch.map((p) => p.item))
      if (results.length !== batch.length) throw new Error(`a gravação em lote respondeu ${results.length} de ${batch.length}`)
      batch.forEach((p, i) => p.resolve(results[i]!))
    } catch (error) {
      batch.forEach((p) => p.reject(error))
    } finally {
      writing = false
      // Whatever came in meanwhile has waited at least one write: it goes now.
      if (queue.length > 0) void flush()
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (writing) return
      if (queue.length >= maxItems) void flush()
      else timer ??= setTimeout(() => void flush(), windowMs)
    })
}
