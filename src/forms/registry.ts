import { forms, loaders } from 'virtual:forms'
import type { FormEntry } from './form-meta.ts'
import type { FormModule } from './form-module.ts'

/** Every form discovered in `schemas/`, in file order. The only list of forms there is. */
export const formEntries: readonly FormEntry[] = forms

const byId = new Map(forms.map((f) => [f.id, f]))

export function getForm(id: string): FormEntry {
  const form = byId.get(id)
  if (!form) throw new Error(`Formulário desconhecido: ${id}`)
  return form
}

export const briefings = formEntries.filter((f) => f.kind === 'briefing')

/** Forms that own a page; embedded forms (route null) are rendered inside other pages. */
export const routedForms = formEntries.filter(
  (f): f is FormEntry & { route: string } => typeof f.route === 'string',
)

const cache = new Map<string, Promise<FormModule>>()

/** Loads a form's chunk once; the same promise is reused so `use()` can suspend on it. */
export function loadFormModule(id: string): Promise<FormModule> {
  let pending = cache.get(id)
  if (!pending) {
    const loader = loaders[id]
    if (!loader) throw new Error(`Formulário desconhecido: ${id}`)
    pending = loader()
    cache.set(id, pending)
  }
  return pending
}
