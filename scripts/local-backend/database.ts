/** The little the local backend needs from Postgres, implemented by PGlite (default) and `pg` (DATABASE_URL). */

export interface QueryResult<T> {
  rows: T[]
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** BEGIN … COMMIT around `fn`, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The API roles a request may run as: visitors' anon key, or the server's service-role key. */
export type ApiRole = 'anon' | 'service_role'

/**
 * Runs `fn` as one of the API's roles, so grants and row-level security apply as they do behind PostgREST.
 * `set local` ends with the transaction: PGlite has one session shared by every caller, and a session-level
 * SET ROLE would leak into the next one.
 */
export function asRole<T>(db: Database, role: ApiRole, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role === 'service_role' ? 'service_role' : 'anon'}`)
    return fn(tx)
  })
}

/** As visitors: the anon key's role. */
export const asAnon = <T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> => asRole(db, 'anon', fn)

/** Postgres error fields, as both PGlite and pg report them. */
export interface PgErrorLike {
  code?: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(e: unknown): e is PgErrorLike {
  const code: unknown = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}
