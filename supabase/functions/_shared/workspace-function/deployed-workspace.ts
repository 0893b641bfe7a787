import { authUserAlive, createTokenVerifier, withLiveSession } from '../platform/auth-token.ts'
import { adminApiAuthUsers } from '../platform/auth-admin.ts'
import { serviceCalls } from '../platform/service-calls.ts'
import { createRevisions } from '../platform/supabase-revisions.ts'
// Both functions are deployed with one set of settings; the forms function's module reads and checks them.
import { formsEnv } from '../forms-function/forms-env.ts'
import { readEnv } from '../platform/environment.ts'
import type { WorkspaceDeps } from './workspace-app.ts'
import { editorGithubSettings, editorRepository } from './editor-github.ts'
import { createEditorReview } from './editor-review.ts'
import { resendCodeSender } from './send-email-hook.ts'

/**
 * The workspace function: the member's token checked against the project's JWKS, as PostgREST checks it (decision
 * 142), and its session asked of Auth, so a token stops working here at sign-out (decision 171).
 */
export function deployedWorkspaceDeps(): WorkspaceDeps {
  const settings = formsEnv()
  const call = serviceCalls(settings)
  const auth = `${settings.supabaseUrl}/auth/v1`
  const revisions = createRevisions(call, settings.acceptedRevisions)
  const github = editorGithubSettings()
  return {
    call,
    verify: withLiveSession(
      createTokenVerifier({ jwks: new URL(`${auth}/.well-known/jwks.json`), issuer: auth }),
      authUserAlive(auth, settings.serviceRoleKey),
    ),
    revisions,
    editorReview: github && createEditorReview(editorRepository(github), revisions, call),
    authUsers: adminApiAuthUsers(settings),
    allowOrigin: settings.allowOrigin,
    notifyEmailAnswers: readEnv(['NOTIFY_EMAIL_ANSWERS']).NOTIFY_EMAIL_ANSWERS,
    sendEmailHook: sendEmailHookFromEnv(),
    siteUrl: readEnv(['SITE_URL']).SITE_URL,
  }
}

/** The hook's secret and the agency's sender (Resend, the notifier's key): all three, or the hook route is a 503. */
function sendEmailHookFromEnv() {
  const env = readEnv(['SEND_EMAIL_HOOK_SECRET', 'RESEND_API_KEY', 'AUTH_EMAIL_SENDER'])
  if (!env.SEND_EMAIL_HOOK_SECRET || !env.RESEND_API_KEY || !env.AUTH_EMAIL_SENDER) return undefined
  return { secret: env.SEND_EMAIL_HOOK_SECRET, send: resendCodeSender(env.RESEND_API_KEY, env.AUTH_EMAIL_SENDER) }
}
