import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../database.ts'
import { AUTH_SQL } from '../migrate.ts'

/**
 * What the local Auth keeps. Users and sessions are in `auth.users` and `auth.sessions`, the tables production's GoTrue
 * owns (made where missing by `AUTH_SQL`), so the SQL that reads them (a live session, a removed member) runs on both;
 * codes, refresh tokens, rate counters and the signing key are the emulation's own, in `local_auth`. Not a migration:
 * none of this ships. Every time is the service's clock (a parameter), so tests move time instead of waiting.
 */
const SCHEMA_SQL = `
${AUTH_SQL}
create schema if not exists local_auth;
-- A folder from before decision 201 kept users and sessions here: the users move, the sessions end (sign in again).
do $$
begin
  if to_regclass('local_auth.users') is not null then
    insert into auth.users (id, email, created_at, updated_at, email_confirmed_at, last_sign_in_at)
      select id, email, created_at, updated_at, email_confirmed_at, last_sign_in_at from local_auth.users on conflict do nothing;
    drop table if exists local_auth.refresh_tokens, local_auth.sessions, local_auth.users cascade;
  end if;
end
$$;
create table if not exists local_auth.signing_keys (
  kid text primary key, private_jwk jsonb not null, public_jwk jsonb not null, created_at timestamptz not null default now()
);
create table if not exists local_auth.codes (
  email text primary key, code_sha256 text not null, sent_at timestamptz not null, wrong_attempts integer not null default 0
);
create table if not exists local_auth.refresh_tokens (
  token text primary key, session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text, created_at timestamptz not null, revoked_at timestamptz
);
create table if not exists local_auth.rate_hits (bucket text primary key, expires_at timestamptz not null, hits integer not null);
`

export interface UserRow {
  id: string
  email: string
  created_at: Date
  updated_at: Date
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
}

export interface RefreshRow {
  token: string
  session_id: string
  user_id: string
  parent: string | null
  revoked_at: Date | null
  /** The session's unrevoked token, if another than this one (the child of a rotation). */
  active: string | null
}

/** A code is kept as a hash of the address and the code, as GoTrue keeps it: the table never shows a usable code. */
export const codeHash = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest('hex')

/** Opaque refresh tokens, as GoTrue's: random, looked up, never parsed. */
export const newRefreshToken = () => randomBytes(24).toString('base64url')

/**
 * Makes `email` a confirmed Auth user, as GoTrue's admin API does with `email_confirm: true`: with sign-ups off, only
 * users get a code, so `npm run members -- add` calls this. Idempotent; creates the schema on a folder Auth never opened.
 */
export async function addAuthUser(db: Queryable, email: string, at = new Date()): Promise<void> {
  await db.exec(SCHEMA_SQL)
  await db.query(
    `insert into auth.users (id, email, created_at, updated_at, email_confirmed_at) values ($1, $2, $3, $3, $3)
     on conflict (email) do nothing`,
    [randomUUID(), email, at],
  )
}

export interface AuthStore {
  db: Database
  userByEmail(email: string): Promise<UserRow | undefined>
  userById(id: string): Promise<UserRow | undefined>
  createUser(id: string, email: string, at: Date): Promise<UserRow>
  saveCode(email: string, hash: string, at: Date): Promise<void>
  code(email: string): Promise<{ code_sha256: string; sent_at: Date; wrong_attempts: number } | undefined>
  /** Counts a wrong code; deletes it once `max` wrong codes were tried. */
  wrongCode(email: string, max: number): Promise<void>
  /** Deletes the code and confirms the user's sign-in, in one transaction with the session it opens. */
  signIn(email: string, userId: string, sessionId: string, refreshToken: string, at: Date): Promise<boolean>
  refreshToken(token: string): Promise<RefreshRow | undefined>
  rotate(old: string, next: string, sessionId: string, at: Date): Promise<void>
  sessionExists(id: string): Promise<boolean>
  endSessions(userId: string, keep: { only?: string; except?: string }): Promise<void>
  /** One more hit in `bucket` (which expires at `expiresAt`); resolves to the hits so far. */
  hit(bucket: string, expiresAt: Date, at: Date): Promise<number>
}

const one = async <T>(q: Queryable, sql: string, params: unknown[]): Promise<T | undefined> => (await q.query<T>(sql, params)).rows[0]

export async function openAuthStore(db: Database): Promise<AuthStore> {
  await db.exec(SCHEMA_SQL)
  return {
    db,
    userByEmail: (email) => one(db, 'select * from auth.users where email = $1', [email]),
    userById: (id) => one(db, 'select * from auth.users where id = $1', [id]),
    async createUser(id, email, at) {
      await db.query('insert into auth.users (id, email, created_at, updated_at) values ($1, $2, $3, $3) on conflict (email) do nothing', [
        id,
        email,
        at,
      ])
      return (await one<UserRow>(db, 'select * from auth.users where email = $1', [email]))!
    },
    saveCode: async (email, hash, at) =>
      void (await db.query(
        `insert into local_auth.codes (email, code_sha256, sent_at) values ($1, $2, $3)
         on conflict (email) do update set code_sha256 = excluded.code_sha256, sent_at = excluded.sent_at, wrong_attempts = 0`,
        [email, hash, at],
      )),
    code: (email) => one(db, 'select code_sha256, sent_at, wrong_attempts from local_auth.codes where email = $1', [email]),
    wrongCode: (email, max) =>
      db.transaction(async (tx) => {
        await tx.query('update local_auth.codes set wrong_attempts = wrong_attempts + 1 where email = $1', [email])
        await tx.query('delete from local_auth.codes where email = $1 and wrong_attempts >= $2', [email, max])
      }),
    signIn: (email, userId, sessionId, refreshToken, at) =>
      db.transaction(async (tx) => {
        // Single use: only the request that deletes the code signs in.
        const used = await tx.query('delete from local_auth.codes where email = $1 returning email', [email])
        if (used.rows.length === 0) return false
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), last_sign_in_at = $2, updated_at = $2 where id = $1',
          [userId, at],
        )
        await tx.query('insert into auth.sessions (id, user_id, created_at) values ($1, $2, $3)', [sessionId, userId, at])
        await tx.query('insert into local_auth.refresh_tokens (token, session_id, created_at) values ($1, $2, $3)', [
          refreshToken,
          sessionId,
          at,
        ])
        return true
      }),
    refreshToken: (token) =>
      one(
        db,
        `select t.token, t.session_id::text, s.user_id::text, t.parent, t.revoked_at,
                (select a.token from local_auth.refresh_tokens a where a.session_id = t.session_id and a.revoked_at is null and a.token <> t.token limit 1) as active
           from local_auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where t.token = $1`,
        [token],
      ),
    rotate: (old, next, sessionId, at) =>
      db.transaction(async (tx) => {
        await tx.query('update local_auth.refresh_tokens set revoked_at = $2 where token = $1', [old, at])
        await tx.query('insert into local_auth.refresh_tokens (token, session_id, parent, created_at) values ($1, $2, $3, $4)', [
          next,
          sessionId,
          old,
          at,
        ])
        await tx.query('update auth.sessions set refreshed_at = $2 where id = $1', [sessionId, at])
      }),
    sessionExists: async (id) => (await one(db, 'select 1 as x from auth.sessions where id = $1', [id])) !== undefined,
    endSessions: async (userId, { only, except }) =>
      void (await db.query(
        'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id = $2) and ($3::uuid is null or id <> $3)',
        [userId, only ?? null, except ?? null],
      )),
    hit: async (bucket, expiresAt, at) => {
      await db.query('delete from local_auth.rate_hits where expires_at <= $1', [at])
      const row = await one<{ hits: number }>(
        db,
        `insert into local_auth.rate_hits (bucket, expires_at, hits) values ($1, $2, 1)
         on conflict (bucket) do update set hits = local_auth.rate_hits.hits + 1 returning hits`,
        [bucket, expiresAt],
      )
      return Number(row?.hits ?? 1)
    },
  }
}
