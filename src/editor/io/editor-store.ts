import * as z from 'zod/mini'
import { STORAGE_KEYS, type FormTexts } from '#form-core'
import { formTexts } from '#functions/workspace-contract/editor-review-calls.ts'
import { readStored, writeStored } from '../../lib/browser-storage.ts'

/**
 * What the editor keeps beyond its page: in this browser (localStorage) the unsaved texts of each form, the new
 * questionnaires not yet saved and the review each form was sent in; in this tab's memory, the texts saved
 * since the page loaded (the bundled copy of the files is as old as the page). Storage may be disabled, full or
 * damaged (browser-storage.ts): a read finds nothing, a write is skipped, and the page goes on.
 */

const NEW_KEY = STORAGE_KEYS.editorNewForms
const draftKey = STORAGE_KEYS.editorDraft
const reviewKey = STORAGE_KEYS.editorReview
// Before their own keys a form named `new` wrote its draft over the list of new forms; older entries are still read.
const LEGACY_NEW_KEY = 'excellis-editor:new'
const legacyDraftKey = (id: string) => `excellis-editor:${id}`

const read = (key: string, legacyKey?: string): unknown => readStored(key) ?? (legacyKey === undefined ? undefined : readStored(legacyKey))

/** A draft: the edited texts and the saved ones they were edited from. */
const draft = z.extend(formTexts, { base: formTexts })

/** A review sent from this browser: its number and address, and the texts it holds. */
const sentReview = z.object({
  number: z.number(),
  url: z.string(),
  /** The texts the editor started from when it first sent (the site's build). */
  base: formTexts,
  sent: formTexts,
})

export type SentReview = z.infer<typeof sentReview>

const same = (a: FormTexts, b: FormTexts) => a.schema === b.schema && a.uiSchema === b.uiSchema

const savedThisSession = new Map<string, FormTexts>()
/** New questionnaires started in this tab: they open even where storage keeps nothing. */
const startedThisSession = new Map<string, FormTexts>()

/** The form's texts as last written: saved in this tab, else as bundled. */
export const savedTexts = (id: string, bundled: FormTexts | undefined): FormTexts | undefined => savedThisSession.get(id) ?? bundled

/** Every form the editor knows saved: bundled, or saved in this tab since (a new one included). */
export const savedForms = (bundled: Record<string, FormTexts>): Record<string, FormTexts> => ({
  ...bundled,
  ...Object.fromEntries(savedThisSession),
})

export function rememberSaved(id: string, texts: FormTexts): void {
  savedThisSession.set(id, texts)
  startedThisSession.delete(id)
  const started = storedNewForms()
  if (started[id]) {
    delete started[id]
    writeStored(NEW_KEY, started)
  }
}

/** The new questionnaires kept in storage: only entries shaped as a form's two texts (a collided draft, the old bug, is not one). */
function storedNewForms(): Record<string, FormTexts> {
  const value = z.record(z.string(), z.unknown()).safeParse(read(NEW_KEY, LEGACY_NEW_KEY))
  if (!value.success) return {}
  return Object.fromEntries(
    Object.entries(value.data).flatMap(([id, texts]) => {
      const parsed = formTexts.safeParse(texts)
      return parsed.success ? [[id, parsed.data]] : []
    }),
  )
}

/** New questionnaires started here and not yet saved: their id and first texts. */
export const newForms = (): Record<string, FormTexts> => ({ ...storedNewForms(), ...Object.fromEntries(startedThisSession) })

export function startNewForm(id: string, texts: FormTexts): void {
  startedThisSession.set(id, texts)
  writeStored(NEW_KEY, { ...storedNewForms(), [id]: texts })
}

/** The unsaved texts of a form, when they were edited from these saved ones. */
export function readDraft(id: string, saved: FormTexts): FormTexts | undefined {
  const stored = draft.safeParse(read(draftKey(id), legacyDraftKey(id)))
  return stored.success && same(stored.data.base, saved) ? { schema: stored.data.schema, uiSchema: stored.data.uiSchema } : undefined
}

export function writeDraft(id: string, texts: FormTexts, saved: FormTexts): void {
  writeStored(draftKey(id), same(texts, saved) ? undefined : { ...texts, base: saved })
  if (id !== 'new') writeStored(legacyDraftKey(id), undefined)
}

export function readReview(id: string, bundled: FormTexts): SentReview | undefined {
  const stored = sentReview.safeParse(read(reviewKey(id)))
  // A site built after the review was merged holds what was sent: the review is history.
  if (!stored.success || !same(stored.data.base, bundled) || same(stored.data.sent, bundled)) return undefined
  return stored.data
}

export const writeReview = (id: string, review: SentReview) => writeStored(reviewKey(id), review)
