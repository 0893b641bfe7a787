import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

const visible = (el: HTMLElement) => el.getClientRects().length > 0

/**
 * While `active`, Tab and Shift+Tab cycle inside `container` and Escape calls `onEscape`. The first element
 * matching `initialFocus` inside the container receives the focus when the trap starts.
 */
export function useFocusTrap(active: boolean, container: RefObject<HTMLElement | null>, onEscape: () => void, initialFocus: string) {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    root.querySelector<HTMLElement>(initialFocus)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible)
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      const inside = root.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, container, onEscape, initialFocus])
}
