import { createFormHandler } from '../../supabase/functions/_shared/form-handler.ts'
import { errorBody, HttpError, jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { FormDefinition, Logger, Notifier, SubmissionStore } from '../../supabase/functions/_shared/types.ts'

export type Handler = (req: Request) => Promise<Response>

export interface HandlerDeps {
  store: SubmissionStore
  notifier: Notifier | null
  logger: Logger
}

/**
 * One handler per Edge Function name, built from the same module the deployed functions use.
 * A schema that does not compile disables only its own function (answering 500 with the reason),
 * so one half-written form does not stop the whole local backend.
 */
export function buildFunctionHandlers(forms: Record<string, FormDefinition>, deps: HandlerDeps): Map<string, Handler> {
  const handlers = new Map<string, Handler>()
  for (const [name, form] of Object.entries(forms)) {
    try {
      handlers.set(name, createFormHandler({ form, ...deps }))
    } catch (error) {
      const reason = `schemas/${form.formId}.json não compila: ${(error as Error).message}`
      deps.logger.error(`[${name}] ${reason}`)
      const failure = new HttpError(500, 'internal_error', reason)
      handlers.set(name, async () => jsonResponse(500, errorBody(failure)))
    }
  }
  return handlers
}
