import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { configFromEnv } from '../../scripts/local-backend/config.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { unknownStatus } from '#functions/workspace-contract/workspace-requests.ts'
import { postFrom } from './support/post-from.ts'
import { runMemberAction } from '../../scripts/members/member-actions.ts'
import { NoWebSocket, startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

/**
 * The agency's sign-in, end to end through supabase-js's real auth client against the local backend's Auth: a code by
 * e-mail (read from the local mailbox), a session, a member's data under RLS, refresh with rotation, sign-out.
 */
const MEMBER = 'equipe@agencia.test'
const OUTSIDER = 'curioso@exemplo.test'

let clock = Date.UTC(2026, 10, 26, 12)
const advance = (seconds: number) => void (clock += seconds * 1000)

// Limits low enough to reach in a few requests; everything else is supabase/config.toml's.
const auth = { ...configFromEnv({}).auth, codeRequestsPer5Min: 5, emailsPerHour: 20, codesPerRecipientPerHour: 1000 }
let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, { auth }, { now: () => clock })
  await runMemberAction(backend.db, { action: 'add', email: MEMBER, addedBy: 'teste' })
  // A member removed after signing in: keeps a session, reads nothing.
  await runMemberAction(backend.db, { action: 'add', email: OUTSIDER, addedBy: 'teste' })
  const [form] = serverForms
  const response = await fetch(formUrl(backend.url, form.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify(minimalRecord(form.schema)),
  })
  expect(response.status).toBe(200)
})
afterAll(() => backend?.stop())
// Each test in a new 5-minute window: the per-address limit is low here, and every test starts from 127.0.0.1.
beforeEach(() => advance(300))

const client = (): SupabaseClient =>
  createClient(backend.url, LOCAL_BACKEND.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket },
  })

/** The newest code e-mailed to `email`, read as a test reads it: the mailbox's JSON. */
async function codeFor(email: string): Promise<string> {
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(email)}&limit=1`)
  const { messages } = (await response.json()) as { messages: { text: string; subject: string; html: string }[] }
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in the mailbox for ${email}`)
  expect(messages[0].html, 'the e-mail shows the code').toContain(code)
  return code
}

/** One new member per test (only members are sent a code): the per-address limit of one code a minute applies to each. */
let n = 0
async function fresh(): Promise<string> {
  const email = `pessoa${++n}@exemplo.test`
  await runMemberAction(backend.db, { action: 'add', email, addedBy: 'teste' })
  return email
}

/** A code request from a chosen client address, for a new user unless `email` is given. */
const otpFrom = async (from: string, email?: string) =>
  postFrom(from, `${backend.url}/auth/v1/otp`, { email: email ?? (await fresh()) }, { apikey: LOCAL_BACKEND.anonKey })

async function signIn(email: string): Promise<SupabaseClient> {
  const supabase = client()
  expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull()
  const { data, error } = await supabase.auth.verifyOtp({ email, token: await codeFor(email), type: 'email' })
  expect(error).toBeNull()
  expect(data.session?.access_token).toBeTruthy()
  return supabase
}

describe('sign-in with an e-mail code, as the workspace will do it', () => {
  it('a member asks for a code, reads it in the mailbox, signs in, is the user it says, and reads the leads', async () => {
    const supabase = client()
    expect((await supabase.auth.signInWithOtp({ email: 'Equipe@Agencia.test' })).error).toBeNull()
    const { data, error } = await supabase.auth.verifyOtp({ email: MEMBER, token: await codeFor(MEMBER), type: 'email' })
    expect(error).toBeNull()
    expect(data.user?.email, 'e-mails are lower-cased, as GoTrue does').toBe(MEMBER)
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    const { data: user } = await supabase.auth.getUser()
    expect(user.user?.email).toBe(MEMBER)

    const leads = await supabase.rpc('workspace_list_leads', { p_limit: 10 })
    expect(leads.error).toBeNull()
    expect(leads.data, 'a member sees the lead sent before').toHaveLength(1)
    expect(leads.data[0]).toMatchObject({ status: 'novo', total: 1 })
  })

  it('a member reads a lead, marks it and is told in Portuguese what it cannot do, all through rpc', async () => {
    const supabase = await signIn(MEMBER)
    const [lead] = (await supabase.rpc('workspace_list_leads', {})).data as { source_table: string; source_id: string }[]
    const args = { p_source_table: lead.source_table, p_source_id: lead.source_id }
    const read = await supabase.rpc('workspace_lead', args)
    expect(read.error).toBeNull()
    expect(read.data, 'one jsonb value, as PostgREST answers it').toMatchObject({ lead: { status: 'novo' }, notes: [], activity: [] })
    const marked = await supabase.rpc('workspace_set_status', { ...args, p_status: 'em_andamento' })
    expect(marked.data).toEqual([expect.objectContaining({ status: 'em_andamento', updated_by: MEMBER })])
    const wrong = await supabase.rpc('workspace_set_status', { ...args, p_status: 'arquivado' })
    expect(wrong.status).toBe(400)
    expect(wrong.error?.message).toBe(unknownStatus('arquivado'))
  })

  it("issues tokens as GoTrue does: ES256 with the key's id, the claims policies read, verifiable with the published JWKS", async () => {
    const supabase = await signIn(MEMBER)
    const token = (await supabase.auth.getSession()).data.session!.access_token
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) })
    const jwks = createRemoteJWKSet(new URL(`${backend.url}/auth/v1/.well-known/jwks.json`))
    const { payload } = await jwtVerify(token, jwks, {
      issuer: `${backend.url}/auth/v1`,
      audience: 'authenticated',
      currentDate: new Date(clock),
    })
    expect(payload).toMatchObject({ role: 'authenticated', email: MEMBER, aal: 'aal1', is_anonymous: false })
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a member removed while signed in keeps a session, and its calls see nothing', async () => {
    const supabase = await signIn(OUTSIDER)
    await runMemberAction(backend.db, { action: 'remove', email: OUTSIDER, removedBy: 'teste' })
    expect((await supabase.rpc('is_agency_member')).data).toBe(false)
    expect((await supabase.rpc('workspace_list_leads', {})).data, 'no lead').toEqual([])
    const anon = client()
    const refused = await anon.rpc('workspace_list_leads', {})
    expect(refused.error?.code, 'anon may not even call it').toBe('42501')
  })

  it('refreshes with rotation: the old refresh token, replayed after the reuse window, ends the session', async () => {
    const supabase = await signIn(await fresh())
    const first = (await supabase.auth.getSession()).data.session!
    const { data, error } = await supabase.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(first.refresh_token)
    const within = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(within.error, 'within 10 s, a client that lost the answer gets the current token again').toBeNull()
    expect(within.data.session!.refresh_token).toBe(data.session!.refresh_token)
    advance(11)
    const replay = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(replay.error?.code).toBe('refresh_token_already_used')
    const after = await client().auth.refreshSession({ refresh_token: data.session!.refresh_token })
    expect(after.error?.code, 'the whole session ended').toBe('refresh_token_not_found')
  })

  it('signs out: the refresh token is refused, and the access token no longer reaches Auth', async () => {
    const supabase = await signIn(await fresh())
    const session = (await supabase.auth.getSession()).data.session!
    expect((await supabase.auth.signOut()).error).toBeNull()
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error?.code).toBe('refresh_token_not_found')
    const user = await client().auth.getUser(session.access_token)
    expect(user.error?.name, 'its session is gone').toBe('AuthSessionMissingError')
  })

  it("a sign-out ends every read: the old token's rpc to the inbox gets no lead, no role and no team action", async () => {
    const supabase = await signIn(MEMBER)
    const token = (await supabase.auth.getSession()).data.session!.access_token
    const rpc = async (fn: string, args: object = {}) => {
      const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: LOCAL_BACKEND.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const before = (await rpc('workspace_inbox')).body as { total: number; rows: unknown[] }
    expect(before.rows, 'signed in, the member reads the lead').toHaveLength(1)
    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await rpc('workspace_inbox')).body, 'signed out: the same token is refused, reading nothing').toMatchObject({ code: '42501' })
    expect((await rpc('workspace_my_role')).body, 'and has no role').toBeNull()
    expect((await rpc('is_agency_member')).body).toBe(false)
    expect((await rpc('workspace_team')).body, 'nor reads the team').toMatchObject({ members: [], changes: [] })
  })

  it('an access token expires after jwt_expiry: Auth and the rpc path refuse it as Supabase does', async () => {
    const supabase = await signIn(MEMBER)
    const token = (await supabase.auth.getSession()).data.session!.access_token
    advance(3601)
    const user = await client().auth.getUser(token)
    expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' })
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/workspace_list_leads`, {
      method: 'POST',
      headers: { apikey: LOCAL_BACKEND.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(rpc.status).toBe(401)
    expect(await rpc.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
    expect(rpc.headers.get('www-authenticate')).toContain('invalid_token')
  })

  it('a session survives a restart of the backend: its key, users and sessions are in the data folder', async () => {
    const session = (await (await signIn(MEMBER)).auth.getSession()).data.session!
    const { port, dataDir } = backend
    await backend.close()
    backend = await startTestBackend(null, dataDir, undefined, { auth, port }, { now: () => clock })
    expect((await client().auth.getUser(session.access_token)).data.user?.email).toBe(MEMBER)
    expect((await client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toBeNull()
  })

  it('a forged or garbled token gets PostgREST 401 PGRST301, never the anon role', async () => {
    const token = (await (await signIn(await fresh())).auth.getSession()).data.session!.access_token
    const [head, body] = token.split('.')
    const claims = { ...decodeJwt(token), email: MEMBER }
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${token.split('.')[2]}`
    for (const bad of [forged, `${head}.${body}.`, 'nao-e-um-jwt']) {
      const rpc = await fetch(`${backend.url}/rest/v1/rpc/is_agency_member`, {
        method: 'POST',
        headers: { apikey: LOCAL_BACKEND.anonKey, authorization: `Bearer ${bad}`, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(rpc.status, bad.slice(0, 20)).toBe(401)
      expect(((await rpc.json()) as { code: string }).code).toBe('PGRST301')
    }
  })
})

describe('codes: single use, expiring, few guesses, rate-limited', () => {
  it('a code works once', async () => {
    const email = await fresh()
    await client().auth.signInWithOtp({ email })
    const code = await codeFor(email)
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull()
    const again = await client().auth.verifyOtp({ email, token: code, type: 'email' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
  })

  it('a code expires after otp_expiry (600 s)', async () => {
    const email = await fresh()
    await client().auth.signInWithOtp({ email })
    const code = await codeFor(email)
    advance(601)
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired')
  })

  it('five wrong codes end the code: the right one no longer works', async () => {
    const email = await fresh()
    await client().auth.signInWithOtp({ email })
    const code = await codeFor(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++)
      expect((await client().auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired')
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code, 'the code is gone').toBe('otp_expired')
  })

  it('one code per e-mail per minute (max_frequency), with the seconds to wait', async () => {
    const email = await fresh()
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull()
    const again = await client().auth.signInWithOtp({ email })
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/)
    advance(61)
    expect((await client().auth.signInWithOtp({ email })).error, 'a minute later, a new code').toBeNull()
  })

  it('code requests per address: past sign_in_sign_ups (5 here) in 5 minutes, that address waits; another is served', async () => {
    advance(3600 - 300)
    for (let i = 0; i < 5; i++) expect((await otpFrom('127.0.0.2')).status).toBe(200)
    const refused = await otpFrom('127.0.0.2')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body), "GoTrue's older error shape for a client without the API version header").toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    })
    expect((await otpFrom('127.0.0.3')).status, 'another address').toBe(200)
  })

  it('e-mails per hour for the whole project (email_sent, 20 here): past it, no address gets a code', async () => {
    for (const [from, times] of [
      ['127.0.0.4', 5],
      ['127.0.0.5', 5],
      ['127.0.0.6', 4],
    ] as const)
      for (let i = 0; i < times; i++) expect((await otpFrom(from)).status).toBe(200)
    const refused = await otpFrom('127.0.0.6')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' })
  })

  it("bad requests get GoTrue's 400s: no e-mail, a malformed one, no code, bad JSON", async () => {
    const supabase = client()
    expect((await supabase.auth.signInWithOtp({ email: 'sem-arroba' })).error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect((await supabase.auth.verifyOtp({ email: MEMBER, token: '', type: 'email' })).error).toMatchObject({ status: 400 })
    const bad = await fetch(`${backend.url}/auth/v1/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error_code: string }).error_code).toBe('bad_json')
  })
})

describe('nobody locks the team out: sign-ups are off (decision 171)', () => {
  it('an address that is not an Auth user gets no code and no e-mail, asked as the page asks or not', async () => {
    const madeUp = 'inventado@exemplo.test'
    const asPage = await client().auth.signInWithOtp({ email: madeUp, options: { shouldCreateUser: false } })
    expect(asPage.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' })
    const asSignUp = await client().auth.signInWithOtp({ email: madeUp })
    expect(asSignUp.error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' })
    const { messages } = (await (await fetch(`${backend.url}/mailbox/messages?to=${madeUp}`)).json()) as { messages: unknown[] }
    expect(messages, 'nothing was sent').toEqual([])
    expect((await backend.db.query('select 1 from auth.users where email = $1', [madeUp])).rows, 'no user created').toEqual([])
  })

  it('after 30 code requests for made-up addresses, a member still gets a code', async () => {
    advance(3600)
    // Six addresses, five requests each: every one within the per-address limit, 30 in all (the e-mail quota is 20 here).
    // Every other one as the page asks (supabase-js's `shouldCreateUser: false` sends `create_user: false`), the rest
    // as a script would, asking to create the user.
    for (let i = 0; i < 30; i++) {
      const asPage = i % 2 === 0
      const body = { email: `inventado${i}@exemplo.test`, ...(asPage ? { create_user: false } : {}) }
      const refused = await postFrom(`127.0.1.${Math.floor(i / 5)}`, `${backend.url}/auth/v1/otp`, body, { apikey: LOCAL_BACKEND.anonKey })
      expect(JSON.parse(refused.body), `request ${i + 1}`).toMatchObject({
        code: 422,
        error_code: asPage ? 'otp_disabled' : 'signup_disabled',
      })
    }
    const { messages } = (await (await fetch(`${backend.url}/mailbox/messages?limit=50`)).json()) as { messages: { to: string }[] }
    expect(messages.filter((m) => m.to.startsWith('inventado'))).toEqual([])
    expect((await client().auth.signInWithOtp({ email: MEMBER, options: { shouldCreateUser: false } })).error).toBeNull()
    await codeFor(MEMBER)
  })
})
