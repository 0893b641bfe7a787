import { formHeads, loaders } from 'virtual:form-index'
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
