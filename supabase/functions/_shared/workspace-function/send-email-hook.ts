import { Webhook } from 'standardwebhooks'
import * as z from 'zod/mini'
import { escapeHtml } from '../form-core/index.ts'
import type { CallDatabase } from '../platform/call-database.ts'
import { readBody } from '../platform/read-body.ts'
import { HttpError } from '../platform/responses.ts'

/**
 * Supabase Auth's Send Email hook (decision 200): Auth hands us every code e-mail instead of sending it, signed as a
 * Standard Webhook with the hook's secret. We send it only to a current member, at most `CODES_PER_RECIPIENT_PER_HOUR`
 * an hour (SQL `auth_code_may_send`), and answer 200 either way: the excess is dropped, and Auth answers the request
 * the same. The local Auth calls the same route, signed with the local secret.
 */

/** Codes one address can be sent per hour: a member signs in once or twice; an attacker's rounds stop here. */
export const CODES_PER_RECIPIENT_PER_HOUR = 5

/** The route inside the workspace function: `<SUPABASE_URL>/functions/v1/workspace/auth/send-email`. */
export const SEND_EMAIL_HOOK_PATH = '/auth/send-email'

export interface CodeEmail {
  to: string
  subject: string
  html: string
  text: string
  /** The code alone, for the local terminal's line. */
  code: string
}

export interface SendEmailHookDeps {
  /** As Supabase shows it: `v1,whsec_<base64>`. */
  secret: string
  call: CallDatabase
  send: (mail: CodeEmail) => Promise<void>
  /** `CODES_PER_RECIPIENT_PER_HOUR` unless told (tests that sign in often). */
  perHour?: number
}

/**
 * The code e-mail, in Portuguese: the one template (Auth's own is not used while the hook is on). The same code opens
 * `/painel` and the deployed editor, and Auth does not say which page asked: the e-mail names the agency's staff area,
 * never one of the two (a marketer signing into the editor was told "painel", issue 45).
 */
export function codeEmail(to: string, code: string): CodeEmail {
  const shown = escapeHtml(code)
  return {
    to,
    code,
    subject: 'Seu código de acesso à área da equipe Excellis',
    html: `<h2>Seu código de acesso</h2>
<p>Use este código para entrar na área da equipe Excellis (painel de leads ou editor de questionários):</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${shown}</p>
<p>Ele expira em poucos minutos e só pode ser usado uma vez.</p>
<p style="color:#888;font-size:12px">Se você não pediu este código, ignore este e-mail: ninguém entra sem ele.</p>`,
    text: `Seu código de acesso à área da equipe Excellis (painel de leads ou editor de questionários): ${code}\nEle expira em poucos minutos e só pode ser usado uma vez.\nSe você não pediu este código, ignore este e-mail.`,
  }
}

/** What Auth posts (supabase.com/docs/guides/auth/auth-hooks/send-email-hook): the parts we read. */
export const hookPayload = z.object({
  user: z.object({ email: z.string() }),
  email_data: z.object({ token: z.string(), email_action_type: z.string() }),
})
export type HookPayload = z.infer<typeof hookPayload>

/** The hook's signature key: Supabase shows `v1,whsec_<base64>`; the library takes the base64. */
export const hookSigner = (secret: string) => new Webhook(secret.replace(/^v1,whsec_/, ''))

/** Bodies Auth sends are under 2 KiB. */
const HOOK_BODY_LIMIT = 16 * 1024

export async function answerSendEmailHook(req: Request, deps: SendEmailHookDeps): Promise<Response> {
  const body = new TextDecoder().decode(await readBody(req, HOOK_BODY_LIMIT))
  let payload: HookPayload
  try {
    const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, req.headers.get(h) ?? '']))
    payload = hookPayload.parse(hookSigner(deps.secret).verify(body, headers))
  } catch {
    throw new HttpError(401, 'unauthorized', 'Assinatura do Auth inválida.')
  }
  const email = payload.user.email.toLowerCase()
  const [decision] = await deps.call<{ send: boolean }>('auth_code_may_send', {
    p_email: email,
    p_per_hour: deps.perHour ?? CODES_PER_RECIPIENT_PER_HOUR,
  })
  if (decision?.send) await deps.send(codeEmail(email, payload.email_data.token))
  return Response.json({})
}

/** What Auth does: the payload posted to the hook, signed as a Standard Webhook; a non-2xx answer is a failure. */
export async function postToHook(url: string, secret: string, payload: HookPayload): Promise<void> {
  const body = JSON.stringify(payload)
  const id = `msg_${crypto.randomUUID()}`
  const at = new Date()
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': hookSigner(secret).sign(id, at, body),
    },
    body,
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`o gancho de e-mail respondeu ${response.status}`)
}

/** Production's sender: Resend's API with the notifier's key, from the agency's address. */
export const resendCodeSender =
  (apiKey: string, from: string) =>
  async ({ to, subject, html, text }: CodeEmail): Promise<void> => {
    const response = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from, to: [to], subject, html, text }),
      signal: AbortSignal.timeout(8000),
    })
    if (!response.ok) throw new Error(`Resend respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
