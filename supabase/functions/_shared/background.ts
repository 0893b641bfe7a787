/** Work that continues after the answer was sent: the lead's e-mail. */
export type Background = (task: Promise<unknown>) => void

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(task: Promise<unknown>): void }
}

/**
 * Runs a task after the response without holding it. On Supabase, `EdgeRuntime.waitUntil` keeps the isolate alive
 * until the task ends (https://supabase.com/docs/guides/functions/background-tasks); elsewhere (Deno.serve, Node) the
 * promise is kept until it settles, and `settle()` waits for what is still running (the local backend calls it
 * before closing its database). A task that fails is already recorded by its own code (the outbox).
 */
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
