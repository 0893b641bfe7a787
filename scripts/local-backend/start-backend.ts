import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Logger, Notifier } from '../../supabase/functions/_shared/types.ts'
import { formTableMap, readFunctionForms, readSchemaFiles } from '../functions/read-function-forms.ts'
import { bootstrapRoles } from './bootstrap-roles.ts'
import type { BackendConfig } from './config.ts'
import type { Database } from './database.ts'
import { buildFunctionHandlers } from './function-handlers.ts'
import { LOCAL_BACKEND_HOST } from './keys.ts'
import { acquireLock, updateLockPort, type LockInfo } from './lock-file.ts'
import { applyMigrations, type MigrationReport } from './migrate.ts'
import { createNodeServer } from './node-http.ts'
import { openPostgres } from './pg-database.ts'
import { openPglite } from './pglite-database.ts'
import { createRouter } from './router.ts'
import { createSqlStore } from './sql-store.ts'
import { loadTableCatalog } from './table-catalog.ts'

export interface StartOptions {
  notifier?: Notifier | null
  logger?: Logger
}

export interface RunningBackend {
  url: string
  port: number
  db: Database
  lock: LockInfo
  migrations: MigrationReport
  functionNames: string[]
  close(): Promise<void>
}

/** PGlite keeps its files one level down, so the lock file never sits inside Postgres's data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata')

export async function openDatabase(config: BackendConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(pgliteDir(config.dataDir))
}

/**
 * Starts the local backend: owns the data folder, brings the schema up to date, and serves
 * Supabase's HTTP paths with the Edge Functions' own handler. Used by main.ts, the tests and the benchmark.
 */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  const logger = options.logger ?? console
  const { info: lock, release } = acquireLock(config.dataDir, config.port)
  let db: Database | undefined
  try {
    db = await openDatabase(config)
    await bootstrapRoles(db)
    const migrations = await applyMigrations(db, config.migrationsDir)
    const catalog = await loadTableCatalog(db)
    const onBroken = (message: string) => logger.error(`[local-backend] ignorado: ${message}`)
    const forms = await readFunctionForms(config.schemasDir, onBroken)
    const functions = buildFunctionHandlers(forms, { store: createSqlStore(db), notifier: options.notifier ?? null, logger })
    const router = createRouter({ db, catalog, functions, adminSecret: lock.secret, tableForms: formTableMap(readSchemaFiles(config.schemasDir, () => undefined)), logger })
    let port = config.port
    const server = createNodeServer(router, () => `http://${LOCAL_BACKEND_HOST}:${port}`, logger)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, LOCAL_BACKEND_HOST, () => resolve())
    })
    port = (server.address() as AddressInfo).port
    updateLockPort(config.dataDir, lock, port)
    const database = db
    return {
      url: `http://${LOCAL_BACKEND_HOST}:${port}`,
      port,
      db: database,
      lock,
      migrations,
      functionNames: [...functions.keys()].sort(),
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await database.close()
        release()
      },
    }
  } catch (error) {
    await db?.close().catch(() => undefined)
    release()
    throw error
  }
}
