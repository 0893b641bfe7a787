import { useCallback, useEffect, useRef, useState } from 'react'
import type { JsonObject } from '#form-core/json.ts'
import { clearDraft, writeDraft } from './draft-storage.ts'
import { restoreDraft, type RestoredDraft } from './restore-draft.ts'
import { whenIdle } from './when-idle.ts'

export interface DraftOptions {
  /** The revision the page renders: a draft records it, and one typed under another revision is upgraded. */
  revision: string
  /** The form's schema: its declared migrations and its retention period (restore-draft.ts). */
  schema: JsonObject
  /** Gathers answers still held elsewhere (text being typed) before the page's last write. */
  beforeHide?: () => void
}

/**
 * Autosaves a form's answers when the browser is idle (never inside a keystroke), writes them at once when the
 * page is hidden or left, and restores them on return. `restored` is the draft found when the page opened, so
 * the page can say so and offer to discard it (fitted to the current revision, restore-draft.ts). `beforeHide` lets
 * the page gather answers still held elsewhere (text being typed, see use-deferred-text.ts) before the last write.
 */
export function useDraft(formId: string, { revision, schema, beforeHide }: DraftOptions) {
  const [restored, setRestored] = useState<RestoredDraft | null>(() => restoreDraft(formId, revision, schema))
  const pending = useRef<Record<string, unknown> | null>(null)
  const cancel = useRef<(() => void) | null>(null)
  const hideHook = useRef(beforeHide)

  useEffect(() => {
    hideHook.current = beforeHide
  }, [beforeHide])

  const flush = useCallback(() => {
    cancel.current?.()
    cancel.current = null
    if (pending.current) writeDraft(formId, pending.current, revision)
    pending.current = null
  }, [formId, revision])

  const save = useCallback(
    (data: Record<string, unknown>) => {
      pending.current = data
      cancel.current ??= whenIdle(flush)
    },
    [flush],
  )

  const discard = useCallback(() => {
    cancel.current?.()
    cancel.current = null
    pending.current = null
    clearDraft(formId)
    setRestored(null)
  }, [formId])

  useEffect(() => {
    // pagehide alone misses a phone switching apps: `visibilitychange` to hidden is the last event it is sure to get.
    const onHide = () => {
      hideHook.current?.()
      flush()
    }
    const onVisibility = () => document.visibilityState === 'hidden' && onHide()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onVisibility)
      flush()
    }
  }, [flush])

  return { restored, save, flush, discard }
}
