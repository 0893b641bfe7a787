export type Background = (task: Promise<unknown>) => void

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(task: Promise<unknown>): void }
}

/** `EdgeRuntime.waitUntil` on Supabase; elsewhere the promise is kept until `settle()` (the local backend calls it before closing). */
export function createBackground(): { run: Background; settle(timeoutMs: number): Promise<void> } {
  const running = new Set<Promise<unknown>>()
  const edge = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  return {
    run(task) {
      const quiet = task.catch(() => undefined)
      if (edge) return edge.waitUntil(quiet)
      running.add(quiet)
      void quiet.finally(() => running.delete(quiet))
    },
    async settle(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
      await Promise.race([Promise.all(running), timeout])
      clearTimeout(timer)
    },
  }
}
