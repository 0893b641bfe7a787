import { formHeads, loaders } from 'virtual:form-index'
import { retryableImport } from '../lib/lazy-with-retry.tsx'
import type { FormHead, FormModule } from './form-entry.ts'
import type { FormId } from './form-ids.ts'

// The light side of the registry, in the first bundle; the full metadata (registry.ts) comes with the form pages.
const formIndex: readonly FormHead[] = formHeads

export const routedForms = formIndex.filter((f): f is FormHead & { route: string } => typeof f.route === 'string')

export function getFormHead(id: FormId): FormHead {
  const head = formIndex.find((f) => f.id === id)
  if (!head) throw new Error(`Formulário desconhecido: ${id}`)
  return head
}

const cache = new Map<string, () => Promise<FormModule>>()

// The same promise every time so `use()` can suspend on it; a failed one is fetched again after a retry.
export function loadFormModule(id: string): Promise<FormModule> {
  let load = cache.get(id)
  if (!load) {
    const loader = loaders[id]
    if (!loader) throw new Error(`Formulário desconhecido: ${id}`)
    load = retryableImport(loader)
    cache.set(id, load)
  }
  return load()
}
