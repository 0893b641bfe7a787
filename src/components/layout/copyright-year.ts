import { useSyncExternalStore } from 'react'

declare const __BUILD_YEAR__: number

const never = () => () => {}

/**
 * The current year for the © line. Hydration first uses the year the static HTML was built with (set by
 * scripts/site/vite-plugin-site.ts), so a page built in December still hydrates cleanly in January; React
 * then switches to the visitor's year.
 */
export function useCopyrightYear(): number {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
