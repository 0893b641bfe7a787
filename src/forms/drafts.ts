import { useCallback, useRef, useState } from 'react'
import { type JsonObject, upgradeAnswers, retentionDaysOf, STORAGE_KEYS } from '#form-core'
import { readStored, writeStored } from '../lib/browser-storage.ts'
import { useIdleWrite } from '../lib/idle-write.ts'
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

interface DraftOptions {
  revision: string
  schema: JsonObject
  /** Gathers answers still held elsewhere (text being typed) before the page's last write. */
  beforeHide?: () => void
}

// Saves when idle, at once when the page is hidden or left (idle-write.ts); `restored` lets the page offer to discard the draft.
export function useDraft(formId: string, { revision, schema, beforeHide }: DraftOptions) {
  const [restored, setRestored] = useState<RestoredDraft | null>(() => restoreDraft(formId, revision, schema))
  // The last answers written or pending, so a step change alone can be written with them.
  const latest = useRef<Record<string, unknown> | null>(restored?.data ?? null)
  const step = useRef<number | undefined>(restored?.step)
  const write = useCallback((data: Record<string, unknown>) => writeDraft(formId, data, revision, step.current), [formId, revision])
  const { save: saveLater, flush, drop } = useIdleWrite(write, beforeHide)

  const save = useCallback(
    (data: Record<string, unknown>) => {
      latest.current = data
      saveLater(data)
    },
    [saveLater],
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
    drop()
    latest.current = null
    step.current = undefined
    clearDraft(formId)
    setRestored(null)
  }, [formId, drop])

  return { restored, save, saveStep, flush, discard }
}
