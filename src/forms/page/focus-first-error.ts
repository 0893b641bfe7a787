import { QUESTION_ATTRIBUTE } from '../theme/field-template.tsx'

/**
 * RJSF's `focusOnFirstError`, in page order and in view: RJSF's own focuses the first error ajv reports (not the
 * first on screen) before the messages exist, and the browser then scrolls it just under the sticky header, its
 * message below the fold (issue 25). Here, once the messages are drawn, the first question that shows one takes the
 * focus and its whole frame (label, control, message) scrolls in under the sticky bars, by its scroll margin.
 */
export function focusFirstError(): void {
  const form = document.activeElement?.closest('form') ?? document
  requestAnimationFrame(() => {
    const frame = form.querySelector<HTMLElement>(`[${QUESTION_ATTRIBUTE}]:has([id$="__error"])`)
    const control = frame?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
    if (!frame || !control) return
    control.focus({ preventScroll: true })
    frame.scrollIntoView({ block: 'start' })
  })
}
