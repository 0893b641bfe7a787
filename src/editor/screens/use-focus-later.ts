import { useCallback, useEffect, useRef, useState } from 'react'

/** The Avançado tab's textarea scrolled so the problem's line shows, the cursor at its start. */
function showLine(area: HTMLTextAreaElement, line: number) {
  const lines = area.value.split('\n')
  const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0)
  area.setSelectionRange(offset, offset)
  area.scrollTop = (area.scrollHeight / Math.max(1, lines.length)) * (line - 3)
}

/**
 * Focus an element once it is on screen, after the render that draws it (a new question's title, a problem's
 * field). Once only: focus is never taken back on a later render, so typing keeps its place.
 */
export function useFocusLater() {
  const pending = useRef<{ id: string; select: boolean; line?: number; stay: boolean }>(undefined)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    let frame = 0
    let tries = 0
    const seek = () => {
      const goal = pending.current
      if (!goal) return
      const element = document.getElementById(goal.id)
      if (!element) {
        // Up to ~3 s of frames: on a loaded machine the render that draws it can take that long.
        if (tries++ < 180) frame = requestAnimationFrame(seek)
        return
      }
      pending.current = undefined
      // A field under a closed fold ("Avançado") opens it: a problem's link never leads to nothing.
      const fold = element.closest('details')
      if (fold && !fold.open) fold.open = true
      if (!goal.stay) element.scrollIntoView({ block: 'center' })
      element.focus({ preventScroll: true })
      if (goal.line && element instanceof HTMLTextAreaElement) showLine(element, goal.line)
      else if (goal.select && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) element.select()
    }
    seek()
    return () => cancelAnimationFrame(frame)
  }, [asked])
  /** `stay`: the page keeps its scroll position (after a fix in Problemas, the marketer's place is kept). */
  return useCallback((id: string, options: { select?: boolean; line?: number; stay?: boolean } = {}) => {
    pending.current = { id, select: options.select ?? false, line: options.line, stay: options.stay ?? false }
    setAsked((n) => n + 1)
  }, [])
}
