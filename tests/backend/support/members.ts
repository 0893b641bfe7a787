import { expect } from 'vitest'
import type { TeamRole } from '#form-core'
import { addAuthUser } from '../../../scripts/local-backend/auth/auth-store.ts'
import type { TestBackend } from './test-backend.ts'

/**
 * The agency's members and their sign-in as the backend tests set them up: one way for every suite (the workspace's
 * SQL, its functions under Node and Deno, the editor's review).
 */

/** Makes each address a member, as `npm run members -- add … [--role]` does (`equipe` unless told). */
export async function addMembers(backend: Pick<TestBackend, 'db'>, emails: string[], role: TeamRole = 'equipe') {
  for (const email of emails)
    await backend.db.query(`insert into public.agency_members (email, added_by, role) values ($1, 'teste', $2)`, [email, role])
}

/**
 * An access token (a JWT) as the page gets one: a code asked for, read from the mailbox, verified (the address made an
 * Auth user). Only members are sent a code (decision 200): a non-member's token is a removed member's, signed in while
 * a member.
 */
export async function accessTokenFor(backend: Pick<TestBackend, 'db' | 'url' | 'mailbox'>, email: string): Promise<string> {
  await addAuthUser(backend.db, email)
  const member = (await backend.db.query('select 1 from public.agency_members where email = $1', [email])).rows.length > 0
  if (!member) await addMembers(backend, [email])
  try {
    expect((await fetch(`${backend.url}/auth/v1/otp`, { method: 'POST', body: JSON.stringify({ email }) })).status).toBe(200)
    const code = /\d{6}/.exec((await backend.mailbox.list({ to: email }))[0].text)![0]
    const verified = await fetch(`${backend.url}/auth/v1/verify`, {
      method: 'POST',
      body: JSON.stringify({ email, token: code, type: 'email' }),
    })
    return ((await verified.json()) as { access_token: string }).access_token
  } finally {
    if (!member) await backend.db.query('delete from public.agency_members where email = $1', [email])
  }
}
