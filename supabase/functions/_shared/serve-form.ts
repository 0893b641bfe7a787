import { createFormHandler } from './form-handler.ts'
import { type FunctionForms, functionForms, type FunctionName } from './forms.generated.ts'
import { notifierFromEnv } from './notifier-from-env.ts'
import { createSupabaseStore } from './supabase-store.ts'

/**
 * Deno only: reads this function's environment at cold start, then serves its form with the shared handler.
 * The name picks the form and its generated data type: a name no schema declares does not compile.
 */
export function serveForm<N extends FunctionName>(functionName: N): void {
  const form = functionForms[functionName]
  // Deploys do not type-check: a stale forms.generated.ts still fails loudly at cold start.
  if (!form) throw new Error(`${functionName}: nenhum schemas/*.json declara x-form.submit.function = "${functionName}" (rode npm run gen:functions)`)
  const env = (name: string) => Deno.env.get(name)
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter((name) => !env(name))
  if (missing.length > 0) throw new Error(`${functionName}: faltam as variáveis ${missing.join(', ')}`)
  const handler = createFormHandler<FunctionForms[N]['payload']>({
    form,
    store: createSupabaseStore(env('SUPABASE_URL') ?? '', env('SUPABASE_SERVICE_ROLE_KEY') ?? ''),
    notifier: notifierFromEnv(env, console),
    allowOrigin: env('CORS_ALLOW_ORIGIN') || '*',
  })
  Deno.serve(handler)
}
