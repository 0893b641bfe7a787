import type { Database, Queryable } from '../../../scripts/local-backend/database.ts'

/** Who PostgREST says is calling: the anon key, or a signed-in user's token claims. */
export type Caller = 'anon' | { email: string; sub?: string }

export const PERMISSION_DENIED = '42501'

/** A user's claims as GoTrue puts them in an access token (the parts the policies read). */
export const claimsOf = (caller: Exclude<Caller, 'anon'>) => ({
  role: 'authenticated',
  aud: 'authenticated',
  sub: caller.sub ?? '00000000-0000-4000-8000-000000000001',
  email: caller.email,
  session_id: LIVE_SESSION,
})

/** The session every caller's claims name, alive in `auth.sessions` as GoTrue keeps a signed-in user's (decision 201). */
const LIVE_SESSION = '00000000-0000-4000-8000-0000000000aa'
const liveSession = async (tx: Queryable) => {
  await tx.query(
    `insert into auth.users (id, email, created_at, updated_at) values ('00000000-0000-4000-8000-0000000000ab', 'sessao@teste.invalid', now(), now())
     on conflict do nothing`,
  )
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at) values ($1, '00000000-0000-4000-8000-0000000000ab', now()) on conflict do nothing`,
    [LIVE_SESSION],
  )
}

class RolledBack extends Error {}

/** `work` in a transaction as PostgREST would run it for `caller`; rolled back unless `commit`. Throws what it threw. */
async function inTransactionAs<T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>, commit: boolean): Promise<T> {
  let result: T | undefined
  try {
    await db.transaction(async (tx) => {
      if (caller === 'anon') await tx.query('set local role anon')
      else {
        await liveSession(tx)
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(caller))])
        await tx.query('set local role authenticated')
      }
      result = await work(tx)
      if (!commit) throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
  return result as T
}

/**
 * Runs `work` as PostgREST would for `caller` (`set local role`, the claims in `request.jwt.claims`) and rolls back,
 * unless `commit`. Resolves to what `work` returned, or to the SQLSTATE it failed with as `{ error }`.
 */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  work: (tx: Queryable) => Promise<T>,
  { commit = false } = {},
): Promise<T | { error: string }> {
  try {
    return await inTransactionAs(db, caller, work, commit)
  } catch (error) {
    return { error: String((error as { code?: unknown }).code) }
  }
}

/** The rows `sql` returns for `caller`, or its refusal as the page shows it: the SQLSTATE and the database's message. */
export async function answerAs(
  db: Database,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
  { commit = false } = {},
): Promise<Record<string, unknown>[] | { code: string; message: string }> {
  try {
    return await inTransactionAs(db, caller, async (tx) => (await tx.query<Record<string, unknown>>(sql, params)).rows, commit)
  } catch (error) {
    const { code, message } = error as { code: string; message: string }
    return { code, message }
  }
}

/** The rows a query returns for `caller`, or the SQLSTATE it is refused with. */
export const rowsAs = (db: Database, caller: Caller, sql: string, params: unknown[] = []) =>
  asCaller(db, caller, async (tx) => (await tx.query<Record<string, unknown>>(sql, params)).rows)

/** The SQLSTATE a statement fails with for `caller`, or `ok`. */
export const outcomeAs = async (db: Database, caller: Caller, sql: string, params: unknown[] = []): Promise<string> => {
  const result = await asCaller(db, caller, (tx) => tx.query(sql, params))
  return 'error' in result ? (result as { error: string }).error : 'ok'
}
