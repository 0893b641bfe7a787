import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'
import { createSerialQueue } from './serial-queue.ts'

/** Embedded Postgres (WASM) with its files in `dataDir`. Only one process may open a folder: see lock-file.ts. */
export async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir)
  const serial = createSerialQueue()
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return { rows: (await q.query<T>(sql, params)).rows }
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
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
