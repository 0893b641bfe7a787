import { useCallback, useEffect, useRef, useState } from 'react'

/** The Avançado tab's textarea scrolled so the problem's line shows, the cursor at its start. */
function showLine(area: HTMLTextAreaElement, line: number) {
  const lines = area.value.split('\n')
  const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0)
  area.setSelectionRange(offset, offset)
  area.scrollTop = (area.scrollHeight / Math.max(1, lines.length)) * (line - 3)
}

/** What the focused element gets besides the focus, and how the page scrolls to it. */
export interface FocusOptions {
  /** A text box's text selected (a new title or option, typed over). */
  select?: boolean
  /** The Avançado tab's textarea at this line (a problem's place in the files). */
  line?: number
  /** The caret at this offset of a text box's text. */
  caret?: number
  /**
   * Only once the text box shows this text: boxes keyed by place (the options) show the moved or the remaining
   * option a render later, and until then the box at that place holds another one.
   */
  shows?: string
  /**
   * `center` (the default): the element in the middle of the screen; `keep`: the page keeps its scroll position
   * (after a fix in Problemas, the marketer's place is kept); `nearest`: only as far as shows it (an option moved
   * one place by the keyboard).
   */
  scroll?: 'center' | 'keep' | 'nearest'
}

/** Asks for the focus in the element `id` once it is on screen (the function `useFocusLater` returns). */
export type FocusLater = (id: string, options?: FocusOptions) => void

const isTextBox = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement

/**
 * Focus an element once it is on screen, after the render that draws it (a new question's title, a problem's
 * field, an option moved by the keyboard). Once only: focus is never taken back on a later render, so typing keeps its
 * place; a newer request replaces one still waiting.
 */
export function useFocusLater(): FocusLater {
  const pending = useRef<{ id: string } & FocusOptions>(undefined)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    let frame = 0
    let tries = 0
    const seek = () => {
      const goal = pending.current
      if (!goal) return
      const element = document.getElementById(goal.id)
      const shown = element && (goal.shows === undefined || (isTextBox(element) && element.value === goal.shows))
      if (!shown) {
        // Up to ~3 s of frames: on a loaded machine the render that draws it can take that long.
        if (tries++ < 180) frame = requestAnimationFrame(seek)
        return
      }
      pending.current = undefined
      // A field under a closed fold ("Avançado") opens it: a problem's link never leads to nothing.
      const fold = element.closest('details')
      if (fold && !fold.open) fold.open = true
      const scroll = goal.scroll ?? 'center'
      if (scroll === 'center') element.scrollIntoView({ block: 'center' })
      element.focus({ preventScroll: scroll !== 'nearest' })
      if (goal.line && element instanceof HTMLTextAreaElement) showLine(element, goal.line)
      else if (isTextBox(element) && goal.caret !== undefined) element.setSelectionRange(goal.caret, goal.caret)
      else if (isTextBox(element) && goal.select) element.select()
    }
    seek()
    return () => cancelAnimationFrame(frame)
  }, [asked])
  return useCallback((id, options = {}) => {
    pending.current = { id, ...options }
    setAsked((n) => n + 1)
  }, [])
}
