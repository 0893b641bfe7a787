import { useCallback, useEffect, useRef, useState } from 'react'
import { inertOthers } from './inert-others.ts'
import { useFocusTrap } from './use-focus-trap.ts'

/** Same breakpoint as Chakra's `lg`, where the full navigation fits and the overlay is never shown. */
const DESKTOP = '(min-width: 62em)'

/**
 * Open/closed state of the mobile overlay, with focus trap, Escape, scroll lock and focus return. While open, the
 * header (bar + overlay) is a modal dialog and the page behind it is inert.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const trapRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => setOpen(false), [])
  const closeAndReturnFocus = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])
  const toggle = useCallback(() => setOpen((o) => !o), [])

  useFocusTrap(open, trapRef, closeAndReturnFocus, '#menu-movel a')

  useEffect(() => {
    if (!open) return
    // The page under the overlay must not scroll; the overlay scrolls on its own when it is taller than the screen.
    const html = document.documentElement
    const previous = html.style.overflow
    html.style.overflow = 'hidden'
    const restoreOthers = trapRef.current ? inertOthers(trapRef.current) : undefined
    const desktop = window.matchMedia(DESKTOP)
    const onChange = () => desktop.matches && setOpen(false)
    desktop.addEventListener('change', onChange)
    return () => {
      html.style.overflow = previous
      restoreOthers?.()
      desktop.removeEventListener('change', onChange)
    }
  }, [open])

  return { open, toggle, close, trapRef, toggleRef }
}
