import { takeHoneypot, FORMS_FUNCTION, REVISION_HEADER, STORAGE_KEYS } from '#form-core'
import { readStored } from '../../lib/browser-storage.ts'
import type { BackendClient } from '../../lib/supabase.ts'
import { getForm } from '../registry.ts'

export interface Refusal {
  status: number
  code?: string
  message?: string
}

/** `reference`: the lead's number as the server gave it (decision 209), shown in the confirmation and in the receipt. */
export type SubmitResult = { ok: true; reference?: string } | { ok: false; error: unknown; refusal?: Refusal }
export type FormData = Record<string, unknown>

export interface SubmitOptions {
  revision?: string
  /** The backend client; loaded on first submit by default, so no page pays for it before a visitor sends something. */
  client?: () => Promise<BackendClient>
}

const defaultClient = async () => (await import('../../lib/supabase.ts')).getBackend()

/** Forms whose target is `{ local: true }` (the diagnostic) keep their last 50 sends in this browser only. */
function saveLocalSubmission(formId: string, data: FormData): void {
  const key = STORAGE_KEYS.localSubmissions(formId)
  const stored = readStored(key)
  const list = [{ at: new Date().toISOString(), data }, ...(Array.isArray(stored) ? stored : [])]
  // Not writeStored: here storage is the target, and a failed write must reach the visitor as a failure.
  localStorage.setItem(key, JSON.stringify(list.slice(0, 50)))
  console.info(`[${formId}] respostas registradas localmente`, data)
}

// Every form whose answers leave the browser goes through the server (docs/decisions/060-every-lead-through-the-server.md).
async function send(formId: string, data: FormData, { revision, client = defaultClient }: SubmitOptions) {
  const target = getForm(formId).submit
  if ('local' in target) {
    saveLocalSubmission(formId, takeHoneypot(data).payload)
    return { error: null }
  }
  // The server drops a filled trap itself (answering as if stored), so a bot learns nothing.
  const headers = revision ? { [REVISION_HEADER]: revision } : undefined
  const { data: answer, error } = await (await client()).functions.invoke(`${FORMS_FUNCTION}/${formId}`, { body: data, headers })
  const reference = (answer as { reference?: unknown } | null)?.reference
  return { error, reference: typeof reference === 'string' ? reference : undefined }
}

// Never throws and never drops the data: the caller keeps it on failure and gets the error to log.
export async function submitForm(formId: string, data: FormData, options: SubmitOptions = {}): Promise<SubmitResult> {
  try {
    const { error, reference } = await send(formId, data, options)
    return error ? { ok: false, error, refusal: await refusalOf(error) } : { ok: true, ...(reference ? { reference } : {}) }
  } catch (error) {
    return { ok: false, error }
  }
}

/** supabase-js hands a non-2xx answer back as an error whose `context` is the Response: read the server's reason. */
async function refusalOf(error: unknown): Promise<Refusal | undefined> {
  const response = (error as { context?: unknown } | null)?.context
  if (!(response instanceof Response)) return undefined
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown; message?: unknown } }
    const { code, message } = body.error ?? {}
    return {
      status: response.status,
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    }
  } catch {
    return { status: response.status }
  }
}
