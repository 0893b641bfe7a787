import { WORKSPACE_STORAGE_KEYS } from '#form-core'
import type { FormOption } from './inbox-filters.tsx'
import type { Revision } from './lead-people.ts'

/**
 * What the inbox reads once per tab: revisions (a hash is its content, it never changes) and the forms to filter by
 * (they change only when a form is published). Kept in sessionStorage, so a reload or a link opened in the same tab
 * does not fetch them again (the first list's call carried them: the slowest screen of `npm run bench:workspace`).
 * Both are the questionnaires the public site serves anyway, never a lead's answers.
 */
const KEY = WORKSPACE_STORAGE_KEYS.tabCache

interface Held {
  revisions: Record<string, Revision>
  forms?: FormOption[]
}

function read(): Held {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    // Written only by hold() below; anything else (an older shape, a damaged entry) is read again from the server.
    if (stored && typeof stored === 'object' && 'revisions' in stored && stored.revisions && typeof stored.revisions === 'object')
      return stored as Held
  } catch {
    // Not JSON: as if empty.
  }
  return { revisions: {} }
}

let held: Held | undefined
const current = () => (held ??= read())

export const heldRevisionHashes = () => Object.keys(current().revisions)
export const heldRevision = (hash: string): Revision | undefined => current().revisions[hash]
export const heldForms = () => current().forms

export function hold(revisions: readonly Revision[], forms: FormOption[] | null) {
  const now = current()
  for (const r of revisions) now.revisions[r.hash] = r
  if (forms) now.forms = forms
  if (revisions.length === 0 && !forms) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify(now))
  } catch {
    // Storage full or refused: kept for this page only.
  }
}
