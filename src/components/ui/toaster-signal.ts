import { useSyncExternalStore } from 'react'

let loaded = false
const listeners = new Set<() => void>()

/** Called once by toaster.tsx when its module is evaluated: some code that can raise a toast is now on the page. */
export function markToasterLoaded() {
  if (loaded) return
  loaded = true
  listeners.forEach((notify) => notify())
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/**
 * True once the toaster module is loaded. The layout mounts the toast region only then, so pages that never
 * raise a toast (the home before its form appears, the policies) never download the toast machine.
 */
export function useToasterLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  )
}
