type Data = Record<string, unknown>

const key = (formId: string) => `excellis:dev-preview:${formId}`

/**
 * Session storage, not the form's draft: editing a JSON file reloads the page, and the test answers
 * should survive that reload without touching what a real visit would restore.
 */
export function readPreviewData(formId: string): Data {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(formId)) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Data) : {}
  } catch {
    return {}
  }
}

export function writePreviewData(formId: string, data: Data): void {
  try {
    sessionStorage.setItem(key(formId), JSON.stringify(data))
  } catch {
    // Storage unavailable: the preview still works, only without surviving a reload.
  }
}
