import { useCallback, useEffect, useRef, useState } from 'react'
import { countAnswered } from '../progress.ts'
import { clearDraft, readDraft, writeDraft, type Draft } from './draft-storage.ts'

const SAVE_DELAY_MS = 400

/**
 * Autosaves a form's answers (debounced, flushed when the page is hidden) and restores them on return.
 * `restored` is the draft found when the page opened, so the page can say so and offer to discard it.
 */
export function useDraft(formId: string) {
  const [restored, setRestored] = useState<Draft | null>(() => {
    const draft = readDraft(formId)
    return draft && countAnswered(draft.data) > 0 ? draft : null
  })
  const pending = useRef<Record<string, unknown> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    if (pending.current) writeDraft(formId, pending.current)
    pending.current = null
  }, [formId])

  const save = useCallback(
    (data: Record<string, unknown>) => {
      pending.current = data
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, SAVE_DELAY_MS)
    },
    [flush],
  )

  const discard = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = null
    clearDraft(formId)
    setRestored(null)
  }, [formId])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  return { restored, save, discard }
}
