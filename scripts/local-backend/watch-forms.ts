import { watch, type FSWatcher } from 'node:fs'
import type { FormDirs } from '../forms/load-forms.ts'

/**
 * Calls `onChange` once a burst of edits in schemas/ or ui-schemas/ settles (editors write a file in several
 * steps). Returns the function that stops watching. Used by `npm run dev`, so an edited questionnaire is
 * accepted by the local server as soon as Vite shows it.
 */
export function watchForms(dirs: FormDirs, onChange: () => void, settleMs = 150): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(onChange, settleMs)
  }
  const watchers: FSWatcher[] = [dirs.schemas, dirs.uiSchemas].map((dir) => watch(dir, schedule))
  return () => {
    clearTimeout(timer)
    watchers.forEach((w) => w.close())
  }
}
