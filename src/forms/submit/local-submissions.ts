const key = (formId: string) => `excellis:submissions:${formId}`

export interface LocalSubmission {
  at: string
  data: Record<string, unknown>
}

/** Forms whose target is `{ local: true }` (the diagnostic) keep each send in this browser only. */
export function saveLocalSubmission(formId: string, data: Record<string, unknown>): void {
  const list = readLocalSubmissions(formId)
  list.unshift({ at: new Date().toISOString(), data })
  localStorage.setItem(key(formId), JSON.stringify(list.slice(0, 50)))
  console.info(`[${formId}] respostas registradas localmente`, data)
}

export function readLocalSubmissions(formId: string): LocalSubmission[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(formId)) ?? '[]')
    return Array.isArray(parsed) ? (parsed as LocalSubmission[]) : []
  } catch {
    return []
  }
}
