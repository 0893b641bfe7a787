export interface Draft {
  data: Record<string, unknown>
  savedAt: string
  /** The revision (schema hash) the answers were typed under; absent in drafts saved before revisions existed. */
  revision?: string
}

const key = (formId: string) => `excellis:draft:${formId}`

export function readDraft(formId: string): Draft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(formId)) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'data' in parsed && 'savedAt' in parsed) return parsed as Draft
  } catch {
    // A corrupt draft is worth less than a working form: start clean.
  }
  return null
}

export function writeDraft(formId: string, data: Record<string, unknown>, revision?: string): void {
  try {
    const draft: Draft = { data, savedAt: new Date().toISOString(), ...(revision ? { revision } : {}) }
    localStorage.setItem(key(formId), JSON.stringify(draft))
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(formId: string): void {
  try {
    localStorage.removeItem(key(formId))
  } catch {
    // Same as above.
  }
}
