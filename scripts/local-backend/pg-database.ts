import pg from 'pg'
import type { Database } from './database.ts'

/** A real PostgreSQL server (DATABASE_URL): a pool, so transactions run side by side as they would in production. */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return { rows: (await pool.query(sql, params)).rows as T[] }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as T[] }),
          exec: async (sql: string) => {
            await client.query(sql)
          },
        })
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
