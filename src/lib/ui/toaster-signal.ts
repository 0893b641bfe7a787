import { useSyncExternalStore } from 'react'

let loaded = false
const listeners = new Set<() => void>()

export function markToasterLoaded() {
  if (loaded) return
  loaded = true
  listeners.forEach((notify) => notify())
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

// Pages that never raise a toast never download the toast machine.
export function useToasterLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  )
}
