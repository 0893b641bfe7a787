/** Types of the `x-form` block every schema carries (see docs/forms.md). */
export type FormKind = 'briefing' | 'lead' | 'tool'

export interface Notice {
  title: string
  description?: string
}

export interface ColumnMapping {
  field: string
  /** `integer`: digits of the value as a number, 0 when unparsable; `nullIfEmpty`: empty → null. */
  as?: 'integer' | 'nullIfEmpty'
}

export type SubmitTarget =
  | { function: string }
  | { table: string; columns: Record<string, ColumnMapping> }
  | { local: true }

export interface FormCard {
  title: string
  description: string
  category: string
  tags: string[]
  popular: boolean
}

export interface FormMeta {
  kind: FormKind
  route: string | null
  title: string
  intro?: string
  estimatedTime?: string
  card?: FormCard
  submit: SubmitTarget
  notices: { success: Notice; failure: Notice }
  afterSuccess: string | null
  clearOnSuccess?: boolean
  related?: string[]
  buttons: { submit: string; submitting: string; spinner?: boolean }
  seo?: { title: string; description: string }
}

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
