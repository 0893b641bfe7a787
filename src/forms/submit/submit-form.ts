import type { BackendClient } from '../../lib/supabase.ts'
import type { SubmitTarget } from '../form-meta.ts'
import { getForm } from '../registry.ts'
import { splitHoneypot } from './honeypot.ts'
import { saveLocalSubmission } from './local-submissions.ts'
import { mapColumns } from './map-columns.ts'

export type SubmitResult = { ok: true } | { ok: false; error: unknown }
export type FormData = Record<string, unknown>

/** The backend client is loaded on first submit, so no page pays for it before a visitor sends something. */
const defaultClient = async () => (await import('../../lib/supabase.ts')).getBackend()

async function send(target: SubmitTarget, formId: string, data: FormData, client: () => Promise<BackendClient>) {
  if ('function' in target) {
    // The function itself drops a filled trap (answering as if stored), so the bot learns nothing.
    const { error } = await (await client()).functions.invoke(target.function, { body: data })
    return error
  }
  const { answers, tripped } = splitHoneypot(data)
  if ('table' in target) {
    if (tripped) return null // a table has no function in front of it: the trap is checked here
    const { error } = await (await client()).from(target.table).insert(mapColumns(target.columns, answers))
    return error
  }
  saveLocalSubmission(formId, answers)
  return null
}

/**
 * Sends one form's data to the target its JSON declares. Never throws and never drops the data:
 * the caller keeps it on failure and gets the error to log.
 */
export async function submitForm(
  formId: string,
  data: FormData,
  client: () => Promise<BackendClient> = defaultClient,
): Promise<SubmitResult> {
  try {
    const error = await send(getForm(formId).submit, formId, data, client)
    return error ? { ok: false, error } : { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}
