/**
 * Runs `task` when the browser has nothing better to do (at the latest after `timeoutMs`), so work a visitor
 * does not wait for never delays a keystroke or a frame. Returns its cancellation.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short timer keeps the write out of the event that caused it.
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}
