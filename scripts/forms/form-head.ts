import type { FormMeta } from '#form-core/form-meta.ts'
import type { FormHead } from '../../src/forms/form-meta.ts'

/** What the first bundle knows of a form (virtual:form-index), also written into its page's static shell. */
export function formHeadOf(id: string, meta: FormMeta): FormHead {
  const { kind, route, title, intro } = meta
  return { id, kind, route, title, ...(intro ? { intro } : {}) }
}
