import { useCallback, useEffect, useRef, useState } from 'react'
import { type JsonObject, upgradeAnswers, retentionDaysOf, STORAGE_KEYS } from '#form-core'
import { readStored, writeStored } from '../lib/browser-storage.ts'
import { countAnswered } from './progress.ts'

export interface Draft {
  data: Record<string, unknown>
  savedAt: string
  /** The revision (schema hash) the answers were typed under; absent in drafts saved before revisions existed. */
  revision?: string
  /** The step the visitor was on (0-based section), for a form shown step by step (decision 203). */
  step?: number
}

export interface RestoredDraft extends Draft {
  /** Answers left out because the form changed since (questions removed, choices no longer offered). */
  dropped: number
}

const key = STORAGE_KEYS.formDraft
const DAY_MS = 24 * 60 * 60 * 1000

export function readDraft(formId: string): Draft | null {
  const stored = readStored(key(formId))
  // Anything else (an older shape, a corrupt value) is worth less than a working form: start clean.
  return stored && typeof stored === 'object' && 'data' in stored && 'savedAt' in stored ? (stored as Draft) : null
}

function writeDraft(formId: string, data: Record<string, unknown>, revision: string, step: number | undefined): void {
  const draft: Draft = { data, savedAt: new Date().toISOString(), ...(revision ? { revision } : {}), ...(step ? { step } : {}) }
  writeStored(key(formId), draft)
}

const clearDraft = (formId: string) => writeStored(key(formId), undefined)

// Migrated (decision 070); past `x-form.retentionDays` deleted: a browser keeps personal data no longer (decision 080).
export function restoreDraft(formId: string, revision: string, schema: JsonObject, now = Date.now()): RestoredDraft | null {
  const draft = readDraft(formId)
  if (!draft) return null
  const saved = Date.parse(draft.savedAt)
  if (!Number.isFinite(saved) || now - saved > retentionDaysOf(schema) * DAY_MS) {
    clearDraft(formId)
    return null
  }
  const fitted = draft.revision === revision ? { data: draft.data, dropped: [] } : upgradeAnswers(draft.data as JsonObject, schema)
  if (countAnswered(fitted.data) === 0 && fitted.dropped.length === 0) return null
  const step = Number.isInteger(draft.step) && draft.step! > 0 ? { step: draft.step } : {}
  return { data: fitted.data, savedAt: draft.savedAt, revision, dropped: fitted.dropped.length, ...step }
}

// Idle (at the latest after a second), so a draft write never delays a keystroke or a frame.
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short timer keeps the write out of the event that caused it.
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}

interface DraftOptions {
  revision: string
  schema: JsonObject
  /** Gathers answers still held elsewhere (text being typed) before the page's last write. */
  beforeHide?: () => void
}

// Saves when idle, at once when the page is hidden or left; `restored` lets the page offer to discard the draft.
export function useDraft(formId: string, { revision, schema, beforeHide }: DraftOptions) {
  const [restored, setRestored] = useState<RestoredDraft | null>(() => restoreDraft(formId, revision, schema))
  const pending = useRef<Record<string, unknown> | null>(null)
  // The last answers written or pending, so a step change alone can be written with them.
  const latest = useRef<Record<string, unknown> | null>(restored?.data ?? null)
  const step = useRef<number | undefined>(restored?.step)
  const cancel = useRef<(() => void) | null>(null)
  const hideHook = useRef(beforeHide)

  useEffect(() => {
    hideHook.current = beforeHide
  }, [beforeHide])

  const flush = useCallback(() => {
    cancel.current?.()
    cancel.current = null
    if (pending.current) writeDraft(formId, pending.current, revision, step.current)
    pending.current = null
  }, [formId, revision])

  const save = useCallback(
    (data: Record<string, unknown>) => {
      pending.current = data
      latest.current = data
      cancel.current ??= whenIdle(flush)
    },
    [flush],
  )

  /** The step the visitor is on, kept with the answers (a step without any answer is no draft). */
  const saveStep = useCallback(
    (at: number) => {
      if (step.current === at) return
      step.current = at
      if (latest.current) save(latest.current)
    },
    [save],
  )

  const discard = useCallback(() => {
    cancel.current?.()
    cancel.current = null
    pending.current = null
    latest.current = null
    step.current = undefined
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

  return { restored, save, saveStep, flush, discard }
}
