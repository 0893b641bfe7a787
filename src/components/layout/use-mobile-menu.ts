import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

const visible = (el: HTMLElement) => el.getClientRects().length > 0

function useFocusTrap(active: boolean, container: RefObject<HTMLElement | null>, onEscape: () => void, initialFocus: string) {
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

// The way modal dialogs isolate themselves; elements already inert are left alone. Returns the undo.
function inertOthers(keep: HTMLElement): () => void {
  const marked: Element[] = []
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      marked.push(sibling)
    }
  }
  return () => {
    for (const el of marked) el.removeAttribute('inert')
  }
}

/** Same breakpoint as Chakra's `lg`, where the full navigation fits and the overlay is never shown. */
const DESKTOP = '(min-width: 62em)'

// While open, the header (bar + overlay) is a modal dialog and the page behind it is inert.
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
