import type { BackendClient } from '../../lib/supabase.ts'
import type { FormDataById, FormId } from '../generated/index.ts'
import { submitForm, type FormData, type SubmitResult } from './submit-form.ts'

/** The generated interfaces have no index signature; a shallow copy is the plain record the adapter sends. */
const toRecord = (data: object): FormData => ({ ...data })

/**
 * `submitForm` for code that knows which form it sends (tests, scripts, a page built around one form): the
 * payload is checked at compile time against the type generated from that form's schema (`npm run gen:types`).
 * The engine keeps the generic `submitForm(id, record)`, so no form needs code of its own.
 */
export function submitFormData<Id extends FormId>(
  formId: Id,
  data: FormDataById[Id],
  client?: () => Promise<BackendClient>,
): Promise<SubmitResult> {
  return submitForm(formId, toRecord(data), client)
}
