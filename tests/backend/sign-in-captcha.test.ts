import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { runMemberAction } from '../../scripts/members/member-actions.ts'
import { NoWebSocket, startTestBackend, type TestBackend } from './support/test-backend.ts'

/**
 * The agency's switch on the code request (decision 220): with AUTH_CAPTCHA_SECRET the local Auth refuses a request
 * without a good Turnstile token, in GoTrue's words, before any e-mail; with a token it sends the code as before.
 * Cloudflare's documented always-pass secret answers offline.
 */
const MEMBER = 'captcha@agencia.test'
let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, { captchaSecret: '1x0000000000000000000000000000000AA' })
  await runMemberAction(backend.db, { action: 'add', email: MEMBER, addedBy: 'teste' })
})
afterAll(() => backend?.stop())

const client = (): SupabaseClient =>
  createClient(backend.url, LOCAL_BACKEND.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket },
  })

async function mailed(email: string): Promise<string[]> {
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)
}

describe('the code request with bot protection on (AUTH_CAPTCHA_SECRET)', () => {
  it('refuses a request without a token as GoTrue does, and e-mails nothing', async () => {
    const { error } = await client().auth.signInWithOtp({ email: MEMBER, options: { shouldCreateUser: false } })
    expect(error, 'no token, no code').toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    })
    // The older shape, for a client without GoTrue's API version header.
    const raw = await fetch(`${backend.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: LOCAL_BACKEND.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: MEMBER, create_user: false, gotrue_meta_security: { captcha_token: '  ' } }),
    })
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual({
      code: 400,
      error_code: 'captcha_failed',
      msg: 'captcha protection: request disallowed (no captcha_token found)',
    })
    expect(await mailed(MEMBER), 'a refused request spends no e-mail').toEqual([])
  })

  it('with a token, sends the code and the member signs in (the code itself needs no token)', async () => {
    const auth = client().auth
    const { error } = await auth.signInWithOtp({
      email: MEMBER,
      options: { shouldCreateUser: false, captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    })
    expect(error).toBeNull()
    const [text] = await mailed(MEMBER)
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
    expect(code, 'the code e-mailed').toBeTruthy()
    const { data, error: verifyError } = await auth.verifyOtp({ email: MEMBER, token: code!, type: 'email' })
    expect(verifyError).toBeNull()
    expect(data.session?.user.email).toBe(MEMBER)
  })
})
