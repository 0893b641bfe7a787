import type { FormKind, FormMeta } from '#form-core/form-meta.ts'

/** What every page may know of a form without loading its metadata: enough to route to it and title it. */
export interface FormHead {
  id: string
  kind: FormKind
  route: string | null
  title: string
  intro?: string
}

/** What the manifest exposes per form: its id, metadata and field count, never the schema itself. */
export interface FormEntry extends FormMeta {
  id: string
  fieldCount: number
}
