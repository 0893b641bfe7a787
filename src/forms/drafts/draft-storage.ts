export interface Draft {
  data: Record<string, unknown>
  savedAt: string
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

export function writeDraft(formId: string, data: Record<string, unknown>): void {
  try {
    localStorage.setItem(key(formId), JSON.stringify({ data, savedAt: new Date().toISOString() }))
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
