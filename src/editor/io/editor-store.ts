import { isObject, STORAGE_KEYS } from '#form-core'
import type { Texts } from '../model/form-model.ts'

/**
 * What the editor keeps beyond its page: in this browser (localStorage) the unsaved texts of each form, the new
 * questionnaires not yet saved and the review each form was sent in; in this tab's memory, the texts saved
 * since the page loaded (the bundled copy of the files is as old as the page).
 */

const NEW_KEY = STORAGE_KEYS.editorNewForms
const draftKey = STORAGE_KEYS.editorDraft
const reviewKey = STORAGE_KEYS.editorReview
// Before their own keys a form named `new` wrote its draft over the list of new forms; older entries are still read.
const LEGACY_NEW_KEY = 'excellis-editor:new'
const legacyDraftKey = (id: string) => `excellis-editor:${id}`

function read(key: string, legacyKey?: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? (legacyKey && localStorage.getItem(legacyKey)) ?? 'null')
  } catch {
    return null // a value that does not read back is dropped
  }
}

const isTexts = (v: unknown): v is Texts => isObject(v) && typeof v.schema === 'string' && typeof v.uiSchema === 'string'
const same = (a: Texts, b: Texts) => a.schema === b.schema && a.uiSchema === b.uiSchema

const savedThisSession = new Map<string, Texts>()

/** The form's texts as last written: saved in this tab, else as bundled. */
export const savedTexts = (id: string, bundled: Texts | undefined): Texts | undefined => savedThisSession.get(id) ?? bundled

/** Every form the editor knows saved: bundled, or saved in this tab since (a new one included). */
export const savedForms = (bundled: Record<string, Texts>): Record<string, Texts> => ({
  ...bundled,
  ...Object.fromEntries(savedThisSession),
})

export function rememberSaved(id: string, texts: Texts): void {
  savedThisSession.set(id, texts)
  const started = newForms()
  if (started[id]) {
    delete started[id]
    localStorage.setItem(NEW_KEY, JSON.stringify(started))
  }
}

/** New questionnaires started here and not yet saved: their id and first texts. */
export function newForms(): Record<string, Texts> {
  // Only entries shaped as a form's two texts: a collided draft (the old bug) is not a list of forms.
  const value = read(NEW_KEY, LEGACY_NEW_KEY)
  return isObject(value) ? (Object.fromEntries(Object.entries(value).filter(([, t]) => isTexts(t))) as Record<string, Texts>) : {}
}

export const startNewForm = (id: string, texts: Texts) => localStorage.setItem(NEW_KEY, JSON.stringify({ ...newForms(), [id]: texts }))

/** The unsaved texts of a form, when they were edited from these saved ones. */
export function readDraft(id: string, saved: Texts): Texts | undefined {
  const draft = read(draftKey(id), legacyDraftKey(id))
  return isObject(draft) && isTexts(draft) && isTexts(draft.base) && same(draft.base, saved)
    ? { schema: draft.schema, uiSchema: draft.uiSchema }
    : undefined
}

export function writeDraft(id: string, texts: Texts, saved: Texts): void {
  if (same(texts, saved)) localStorage.removeItem(draftKey(id))
  else localStorage.setItem(draftKey(id), JSON.stringify({ ...texts, base: saved }))
  if (id !== 'new') localStorage.removeItem(legacyDraftKey(id))
}

/** A review sent from this browser: its number and address, and the texts it holds. */
export interface SentReview {
  number: number
  url: string
  /** The texts the editor started from when it first sent (the site's build). */
  base: Texts
  sent: Texts
}

export function readReview(id: string, bundled: Texts): SentReview | undefined {
  const value = read(reviewKey(id))
  if (!isObject(value) || !isTexts(value.sent) || !isTexts(value.base) || typeof value.number !== 'number') return undefined
  // A site built after the review was merged holds what was sent: the review is history.
  if (!same(value.base, bundled) || same(value.sent, bundled)) return undefined
  return value as unknown as SentReview
}

export const writeReview = (id: string, review: SentReview) => localStorage.setItem(reviewKey(id), JSON.stringify(review))
