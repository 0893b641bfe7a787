import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { formFilesOf, type FormTexts } from '#form-core'
import { FORMS_CHANGED, type FormsChanged } from '../../forms/form-entry.ts'
import { rememberSaved } from './editor-store.ts'
import type { HistoryAction } from '../model/history.ts'
import { mergeTexts } from '../model/merge.ts'

/** The dev server's channel to the page (Vite's `import.meta.hot`), as far as this hook uses it. */
export interface DevChannel {
  on(event: typeof FORMS_CHANGED, listener: (changed: FormsChanged) => void): void
  off(event: typeof FORMS_CHANGED, listener: (changed: FormsChanged) => void): void
}

/**
 * What is saved, and under `npm run dev` one of this form's files changed on disk and not by the editor (a hand edit,
 * a `git pull`): it becomes what is saved, and the marketer's unsaved edits are replayed onto it (where both changed
 * the same value, the marketer's stays). Returns the sentence that says so.
 *
 * The dev server's events come between renders: a save's answer and its two files' events, or a pull's two files, in
 * one go. Each reads what is saved as of the previous one, not as of the last render, or the last would undo the others.
 */
export function useDiskChanges(props: {
  id: string
  /** The texts as last saved when the editor opened. */
  base: FormTexts
  texts: FormTexts
  dispatch: Dispatch<HistoryAction<FormTexts>>
  /** Vite's under `npm run dev`; a test's own otherwise. */
  channel?: DevChannel
}): { saved: FormTexts; setSaved(next: FormTexts): void; notice?: string } {
  const { id, dispatch, channel = import.meta.hot } = props
  const [saved, setSavedState] = useState(props.base)
  const [notice, setNotice] = useState<string>()
  const now = useRef({ saved: props.base, texts: props.texts })
  useEffect(() => {
    now.current.texts = props.texts
  }, [props.texts])
  const setSaved = useCallback((next: FormTexts) => {
    now.current.saved = next
    setSavedState(next)
  }, [])
  useEffect(() => {
    if (!channel) return
    const listener = ({ file, text }: FormsChanged) => {
      const key = file === formFilesOf(id).schema ? 'schema' : file === formFilesOf(id).uiSchema ? 'uiSchema' : undefined
      const { saved, texts } = now.current
      if (!key || text === null || text === saved[key]) return
      const base = { ...saved, [key]: text }
      setSaved(base)
      rememberSaved(id, base)
      // The editor's own save, heard before its answer arrived.
      if (text === texts[key]) return
      const merged = texts[key] === saved[key] ? text : (mergeTexts(saved[key], texts[key], text, () => 'ours').text ?? texts[key])
      now.current.texts = { ...texts, [key]: merged }
      dispatch({ type: 'edit', value: now.current.texts })
      setNotice(
        texts[key] === saved[key]
          ? 'O questionário mudou fora do editor: ele mostra a versão nova.'
          : 'O questionário mudou fora do editor: as suas alterações foram reaplicadas sobre a versão nova.',
      )
    }
    channel.on(FORMS_CHANGED, listener)
    return () => channel.off(FORMS_CHANGED, listener)
  }, [id, dispatch, channel, setSaved])
  return { saved, setSaved, notice }
}
