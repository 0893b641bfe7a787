import { forms } from 'virtual:forms'
import type { FormEntry } from './form-entry.ts'

export { loadFormModule } from './form-index.ts'

/** Every form discovered in `schemas/`, in file order, with its full metadata. The only list of forms there is. */
export const formEntries: readonly FormEntry[] = forms

const byId = new Map(forms.map((f) => [f.id, f]))

export function getForm(id: string): FormEntry {
  const form = byId.get(id)
  if (!form) throw new Error(`Formulário desconhecido: ${id}`)
  return form
}

export const briefings = formEntries.filter((f) => f.kind === 'briefing')
