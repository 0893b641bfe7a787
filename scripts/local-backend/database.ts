import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** The little the local backend and the scripts need from Postgres: PGlite by default, `pg` with DATABASE_URL. */

export interface QueryResult<T> {
  rows: T[]
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** PGlite is one session: every call waits for the previous one, so two transactions never interleave. */
export const openPglite = async (dataDir: string): Promise<Database> => pgliteDatabase(await PGlite.create(dataDir))

/** An open PGlite (a folder's, or one in memory) behind the Database interface. */
export function pgliteDatabase(db: PGlite): Database {
  let tail: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task)
    tail = result.catch(() => undefined)
    return result
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => void (await q.exec(sql)),
  })
  const direct = wrap(db)
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => direct.query(sql, params)),
    exec: (sql) => serial(() => direct.exec(sql)),
    transaction: (fn) => serial(() => db.transaction((tx) => fn(wrap(tx)))),
    close: () => serial(() => db.close()),
  }
}

/** A real PostgreSQL server (DATABASE_URL): a pool, so transactions run side by side as they would in production. */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await q.query(sql, params)).rows as T[] }),
    exec: async (sql: string) => void (await q.query(sql)),
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** PGlite keeps its files one level down, so the lock file never sits inside Postgres's data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata')

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(pgliteDir(config.dataDir))
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role'

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

/**
 * `set local`: PGlite's one session is shared by every caller, and a session-level SET ROLE would leak into the next.
 * The claims go where PostgREST puts them (`request.jwt.claims`), so `auth.uid()` and `auth.jwt()` answer as on Supabase.
 */
export function asRole<T>(db: Database, role: ApiRole, fn: (tx: Queryable) => Promise<T>, claims: object = { role }): Promise<T> {
  if (!API_ROLES.includes(role)) throw new Error(`papel desconhecido: ${String(role)}`)
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
    await tx.query(`set local role ${role}`)
    return fn(tx)
  })
}

/** A quoted SQL identifier: for spaces and accents ("Agendar Reunião"). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
