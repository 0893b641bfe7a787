import { useEffect, useRef, useState, type Dispatch } from 'react'
import { FORMS_CHANGED, type FormsChanged } from '../forms/form-meta.ts'
import { rememberSaved } from './editor-store.ts'
import type { Texts } from './form-model.ts'
import type { HistoryAction } from './history.ts'
import { mergeTexts } from './merge.ts'

/**
 * Under `npm run dev`, one of this form's files changed on disk and not by the editor (a hand edit, a `git pull`):
 * it becomes what is saved, and the marketer's unsaved edits are replayed onto it (where both changed the same value,
 * the marketer's stays). Returns the sentence that says so.
 */
export function useDiskChanges(props: {
  id: string
  saved: Texts
  texts: Texts
  onBase(texts: Texts): void
  dispatch: Dispatch<HistoryAction<Texts>>
}): string | undefined {
  const [notice, setNotice] = useState<string>()
  const current = useRef({ saved: props.saved, texts: props.texts })
  useEffect(() => {
    current.current = { saved: props.saved, texts: props.texts }
  }, [props.saved, props.texts])
  const { id, onBase, dispatch } = props
  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const listener = ({ file, text }: FormsChanged) => {
      const key = file === `schemas/${id}.json` ? 'schema' : file === `ui-schemas/${id}.json` ? 'uiSchema' : undefined
      const { saved, texts } = current.current
      if (!key || text === null || text === saved[key]) return
      const base = { ...saved, [key]: text }
      onBase(base)
      rememberSaved(id, base)
      // The editor's own save, heard before its answer arrived.
      if (text === texts[key]) return
      const merged = texts[key] === saved[key] ? text : (mergeTexts(saved[key], texts[key], text, () => 'ours').text ?? texts[key])
      dispatch({ type: 'edit', value: { ...texts, [key]: merged } })
      setNotice(
        texts[key] === saved[key]
          ? `${file} mudou fora do editor: ele mostra a versão nova.`
          : `${file} mudou fora do editor: as suas alterações foram reaplicadas sobre a versão nova.`,
      )
    }
    hot.on(FORMS_CHANGED, listener)
    return () => hot.off(FORMS_CHANGED, listener)
  }, [id, onBase, dispatch])
  return notice
}
