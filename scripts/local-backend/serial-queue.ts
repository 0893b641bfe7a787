/**
 * Runs tasks one at a time, in arrival order. PGlite is a single connection: two interleaved
 * transactions would share one session, so every transaction waits for the previous one.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task)
    tail = result.catch(() => undefined)
    return result
  }
}
