import fc from 'fast-check'
import { schemaHash, submitTargetOf, type JsonObject } from '#form-core'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { payloadCases, transportCases } from '../backend/support/bad-requests.ts'
import { postFrom } from '../backend/support/post-from.ts'
import { invalidRecord } from '../backend/support/schema-cases.ts'
import { sendBad } from '../backend/support/send-bad.ts'
import { authHeaders, count, newestCode, probeFetch, tally, type ProbeBackend, type Session } from './probe-backend.ts'

/** The attacks of issue 42's probe, each returning its figures; every request is counted in `tally`. */

export const serverForms = loadForms()
  .filter((f) => {
    const target = submitTargetOf(f.schema)
    return target !== undefined && !('local' in target)
  })
  .map((f) => ({ formId: f.id, schema: f.schema }))
const formUrl = (base: string, id: string) => `${base}/functions/v1/forms/${id}`

/** Bad transport, the schema's own bad answers and generated invalid records, against every server form. */
export async function badFormInputs(backend: ProbeBackend, generatedPerForm: number) {
  let sent = 0
  const unexpected: string[] = []
  for (const form of serverForms) {
    const url = formUrl(backend.url, form.formId)
    const revision = { 'x-form-revision': await schemaHash(form.schema) }
    const cases = [...transportCases(), ...payloadCases(form.schema, minimalRecord(form.schema))]
    for (const request of cases) {
      // As the integration test sends them: each case carries its own headers (a revision case names its own).
      const answer = await sendBad(url, request)
      sent++
      tally.requests++
      count(`${form.formId}: ${request.kind}`, answer.status)
      if (answer.status !== request.status) unexpected.push(`${form.formId}: ${request.kind} ${request.status}→${answer.status}`)
    }
    for (const mutation of fc.sample(invalidRecord(form.schema), { numRuns: generatedPerForm, seed: 42 })) {
      const answer = await probeFetch(`${form.formId}: ${mutation.rule}`, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...revision },
        body: JSON.stringify(mutation.payload),
      })
      sent++
      if (answer.status < 400 || answer.status >= 500) unexpected.push(`${form.formId}: ${mutation.rule} → ${answer.status}`)
    }
  }
  return { sent, unexpected: unexpected.length, examples: unexpected.slice(0, 30) }
}

/** One round: a code asked for each address, each request from a new loopback address (127.0.<round>.<i>). */
export async function codeRound(backend: ProbeBackend, emails: string[], round: number) {
  const statuses: Record<string, number> = {}
  let quotaSpent = 0
  for (const [i, email] of emails.entries()) {
    tally.requests++
    const answer = await postFrom(
      `127.0.${10 + round}.${i + 2}`,
      `${backend.url}/auth/v1/otp`,
      { email, create_user: false },
      authHeaders(),
    )
    count(`otp round ${round}`, answer.status, answer.body)
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    if (answer.body.includes('Email rate limit exceeded')) quotaSpent++
  }
  return { statuses, quotaSpent }
}

/** After the rounds, each member asks once and must find a new code in their mailbox. */
export async function membersStillGetCodes(backend: ProbeBackend, emails: string[]) {
  let got = 0
  for (const email of emails) {
    const before = (await newestCode(backend, email)).count
    const asked = await probeFetch('otp member', `${backend.url}/auth/v1/otp`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ email, create_user: false }),
    })
    const after = (await newestCode(backend, email)).count
    if (asked.status === 200 && after > before) got++
  }
  return { members: emails.length, got }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Tokens nobody signed, or signed for something else, on rpc and on the workspace function: each must read nothing. */
export async function forgedTokens(backend: ProbeBackend, real: Session) {
  const [head, body] = real.access_token.split('.')
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as JsonObject
  const now = Math.floor(Date.now() / 1000)
  const forged: Record<string, string> = {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    'HS256 with the anon key as secret': `${b64({ alg: 'HS256', typ: 'JWT' })}.${body}.${'x'.repeat(43)}`,
    'claims changed, signature kept (role service_role)': `${head}.${b64({ ...claims, role: 'service_role' })}.${real.access_token.split('.')[2]}`,
    'expired claims, signature kept': `${head}.${b64({ ...claims, exp: now - 10 })}.${real.access_token.split('.')[2]}`,
    'another member, signature kept': `${head}.${b64({ ...claims, email: 'admin@probe.test' })}.${real.access_token.split('.')[2]}`,
    'signature cut': `${head}.${body}.`,
    garbage: 'not-a-jwt',
    'the anon key as a user': LOCAL_BACKEND.anonKey,
    'the service key shape with a bad signature': LOCAL_BACKEND.serviceRoleKey.replace(/.{8}$/, 'AAAAAAAA'),
  }
  let sent = 0
  let readSomething = 0
  for (const [name, token] of Object.entries(forged)) {
    const inbox = await probeFetch(`rpc ${name}`, `${backend.url}/rest/v1/rpc/workspace_inbox`, {
      method: 'POST',
      headers: authHeaders(token),
      body: JSON.stringify({ p_filters: {} }),
    })
    const exported = await probeFetch(`exports ${name}`, `${backend.url}/functions/v1/workspace/exports`, {
      method: 'POST',
      headers: authHeaders(token),
      body: '{}',
    })
    sent += 2
    if (inbox.status === 200 && /source_id/.test(inbox.text)) readSomething++
    if (exported.status === 200) readSomething++
  }
  return { sent, readSomething }
}

/** A member signs out; the old token's rpc and function calls must read nothing. */
export async function signedOutToken(backend: ProbeBackend, session: Session) {
  const out = await probeFetch('logout', `${backend.url}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: authHeaders(session.access_token),
  })
  const inbox = await probeFetch('rpc after sign-out', `${backend.url}/rest/v1/rpc/workspace_inbox`, {
    method: 'POST',
    headers: authHeaders(session.access_token),
    body: JSON.stringify({ p_filters: {} }),
  })
  const exported = await probeFetch('exports after sign-out', `${backend.url}/functions/v1/workspace/exports`, {
    method: 'POST',
    headers: authHeaders(session.access_token),
    body: '{}',
  })
  return { logout: out.status, rpc: inbox.status, rpcLeaked: /source_id/.test(inbox.text), exports: exported.status }
}
