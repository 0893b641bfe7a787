import { formHeads, loaders } from 'virtual:form-index'
import { retryableImport } from '../lib/retryable-import.ts'
import type { FormHead } from './form-meta.ts'
import type { FormModule } from './form-module.ts'

/**
 * The light side of the registry, in the first bundle: routes, titles and the lazy loaders. The full
 * metadata (registry.ts) arrives with the pages that show or send a form.
 */
const formIndex: readonly FormHead[] = formHeads

/** Forms that own a page; embedded forms (route null) are rendered inside other pages. */
export const routedForms = formIndex.filter((f): f is FormHead & { route: string } => typeof f.route === 'string')

export function getFormHead(id: string): FormHead {
  const head = formIndex.find((f) => f.id === id)
  if (!head) throw new Error(`Formulário desconhecido: ${id}`)
  return head
}

const cache = new Map<string, () => Promise<FormModule>>()

/**
 * Loads a form's chunk once; the same promise is reused so `use()` can suspend on it. One that failed is fetched
 * again after the error boundary's retry (retryable-import.ts).
 */
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
