import type { JsonObject } from '#form-core/json.ts'
import { upgradeAnswers } from '#form-core/migrations.ts'
import { retentionDaysOf } from '#form-core/personal-data.ts'
import { countAnswered } from '../progress.ts'
import { clearDraft, readDraft, type Draft } from './draft-storage.ts'

export interface RestoredDraft extends Draft {
  /** Answers left out because the form changed since (questions removed, choices no longer offered). */
  dropped: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The draft a visitor left on this form, fitted to the revision the page renders: kept as it is when typed under
 * the same revision, else upgraded through the form's declared migrations, answers with no place left dropped
 * and counted (decision 070). A draft older than the form's retention period (`x-form.retentionDays`, decision
 * 080) is deleted instead: a browser keeps personal data no longer than the agency does.
 */
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
  return { data: fitted.data, savedAt: draft.savedAt, revision, dropped: fitted.dropped.length }
}
