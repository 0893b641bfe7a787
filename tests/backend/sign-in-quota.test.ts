import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS_PATH, WORKSPACE_FUNCTION } from '#form-core'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { CODES_PER_RECIPIENT_PER_HOUR, postToHook, SEND_EMAIL_HOOK_PATH } from '#functions/workspace-function/send-email-hook.ts'
import { configFromEnv } from '../../scripts/local-backend/config.ts'
import { runMemberAction } from '../../scripts/members/member-actions.ts'
import { postFrom } from './support/post-from.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'

/**
 * Issue 42's attack on sign-in: whoever knows the members' addresses asks for their codes from rotating client
 * addresses, once a minute each (GoTrue's per-address brake). With supabase/config.toml as it is (the Send Email hook
 * on, the project's e-mail limit above members × 60), the team still signs in (decision 200).
 */
const MEMBERS = Array.from({ length: 10 }, (_, i) => `membro${i + 1}@agencia.test`)
const REMOVED = 'saiu@agencia.test'

let clock = Date.UTC(2026, 10, 28, 12)
let backend: TestBackend
beforeAll(async () => {
  // supabase/config.toml's settings as they are, the per-recipient cap included.
  backend = await startTestBackend(null, undefined, undefined, { auth: configFromEnv({}).auth }, { now: () => clock })
  for (const email of [...MEMBERS, REMOVED]) await runMemberAction(backend.db, { action: 'add', email, addedBy: 'teste' })
  await runMemberAction(backend.db, { action: 'remove', email: REMOVED, removedBy: 'teste' })
})
afterAll(() => backend?.stop())

let attacker = 0
/** A code request as the page makes it, from a new client address each time unless `from` is given. */
const askCode = (email: string, from = `127.0.${Math.floor(++attacker / 250) + 10}.${(attacker % 250) + 2}`) =>
  postFrom(from, `${backend.url}/auth/v1/otp`, { email, create_user: false }, { apikey: LOCAL_BACKEND.anonKey })

const mailsTo = async (email: string) => (await backend.mailbox.list({ to: email })).length

async function signsIn(email: string): Promise<boolean> {
  const [newest] = await backend.mailbox.list({ to: email, limit: 1 })
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
  const answer = await postFrom(
    '127.0.0.1',
    `${backend.url}/auth/v1/verify`,
    { email, token: code, type: 'email' },
    { apikey: LOCAL_BACKEND.anonKey },
  )
  return answer.status === 200
}

describe('nobody can spend the team sign-in', () => {
  it('10 members asked for from rotating addresses for three rounds a minute apart: every member still gets a code and signs in', async () => {
    for (let round = 0; round < 3; round++) {
      for (const email of MEMBERS) expect((await askCode(email)).status, `round ${round + 1}, ${email}`).toBe(200)
      clock += 61_000
    }
    for (const email of MEMBERS) {
      const own = await askCode(email, '127.0.0.1')
      expect(own.status, `${email} asks for their own code: ${own.body}`).toBe(200)
      expect(await signsIn(email), `${email} signs in with the code just sent`).toBe(true)
    }
  })

  it(`one address gets at most ${CODES_PER_RECIPIENT_PER_HOUR} codes an hour; past that the request is answered the same and nothing is sent`, async () => {
    const target = MEMBERS[0]
    clock += 61_000
    while ((await mailsTo(target)) < CODES_PER_RECIPIENT_PER_HOUR) {
      expect((await askCode(target)).status).toBe(200)
      clock += 61_000
    }
    const before = await mailsTo(target)
    const dropped = await askCode(target)
    expect(dropped.status, 'the same answer as a sent code').toBe(200)
    expect(dropped.body).toBe('{}')
    expect(await mailsTo(target), 'nothing sent').toBe(before)
  })

  it('a removed member is a stranger: still an Auth user, answered the same, sent nothing', async () => {
    clock += 61_000
    expect((await askCode(REMOVED)).status).toBe(200)
    expect(await mailsTo(REMOVED)).toBe(0)
  })

  it("the hook refuses a call without Auth's signature, and sends nothing", async () => {
    const hook = `${backend.url}${FUNCTIONS_PATH}/${WORKSPACE_FUNCTION}${SEND_EMAIL_HOOK_PATH}`
    const forged = { user: { email: MEMBERS[9] }, email_data: { token: '123456', email_action_type: 'magiclink' } }
    const before = await mailsTo(MEMBERS[9])
    await expect(postToHook(hook, 'v1,whsec_b3V0cm8tc2VncmVkby1xdWFscXVlci1jb2lzYQ==', forged)).rejects.toThrow('401')
    const unsigned = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forged) })
    expect(unsigned.status).toBe(401)
    expect(await mailsTo(MEMBERS[9])).toBe(before)
  })
})
