import type { JsonObject } from '#form-core'
import type { PublishedLock } from './field-contract.ts'

/**
 * What the checks read: the forms' texts as given (FormsInput), then each pair parsed (FormFile) with what every rule
 * (rules/) is handed beside them (CheckContext). Apart from check-forms.ts, so the rules and their runner import it
 * and not each other.
 */

export interface FormFile {
  id: string
  schemaFile: string
  uiFile: string
  schema: JsonObject
  uiSchema: JsonObject
}

export interface CheckContext {
  forms: FormFile[]
  /** What production runs (supabase/published-forms.lock.json); absent, compatibility is not checked. */
  published?: PublishedLock
  /** The site's own pages, routed before the forms: a form there would never show. */
  sitePages: ReadonlySet<string>
}

export interface FormText {
  id: string
  file: string
  text: string
}

export interface FormsInput extends Omit<CheckContext, 'forms'> {
  schemas: FormText[]
  uiSchemas: FormText[]
}
