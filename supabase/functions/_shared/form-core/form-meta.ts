import { isObject, type JsonObject } from './json.ts'

/** Types of the `x-form` block every schema carries (docs/forms.md); checked by check:schemas' meta-schema. */
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

/**
 * Where a form's answers go: the server (the one `forms` Edge Function, which validates and stores them in
 * `form_submissions`), a table with a column mapping, or this browser only.
 */
export type SubmitTarget =
  | { server: true }
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

/** The `x-form` block of a schema as the code reads it (check:schemas has made sure of its shape). */
export const formMetaOf = (schema: JsonObject): FormMeta => schema['x-form'] as FormMeta

/** A form's submit target, or undefined when the schema has none (a broken file the check reports). */
export function submitTargetOf(schema: JsonObject): SubmitTarget | undefined {
  const meta = schema['x-form']
  return isObject(meta) && isObject(meta.submit) ? (meta.submit as unknown as SubmitTarget) : undefined
}
