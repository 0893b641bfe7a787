import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createFormsHandler } from '../../supabase/functions/_shared/forms-handler.ts'
import { FORMS_FUNCTION } from '#form-core/form-route.ts'
import type { Logger, Notifier } from '../../supabase/functions/_shared/types.ts'
import { formTableMap, loadForms, type FormFiles } from '../forms/load-forms.ts'
import { publishRevisions, type PublishedChange } from '../forms/publish-revisions.ts'
import { bootstrapRoles } from './bootstrap-roles.ts'
import type { BackendConfig } from './config.ts'
import type { Database } from './database.ts'
import { watchForms } from './watch-forms.ts'
import { LOCAL_BACKEND_HOST } from './keys.ts'
import { acquireLock, updateLockPort, type LockInfo } from './lock-file.ts'
import { applyMigrations, type MigrationReport } from './migrate.ts'
import { createNodeServer } from './node-http.ts'
import { openPostgres } from './pg-database.ts'
import { openPglite } from './pglite-database.ts'
import { createRouter } from './router.ts'
import { createSqlRevisions } from './sql-revisions.ts'
import { createSqlStore } from './sql-store.ts'
import { loadTableCatalog } from './table-catalog.ts'

export interface StartOptions {
  notifier?: Notifier | null
  logger?: Logger
  /** Re-publish the questionnaires whenever a file in schemas/ or ui-schemas/ changes (`npm run dev`). */
  watch?: boolean
}

export interface RunningBackend {
  url: string
  port: number
  db: Database
  lock: LockInfo
  migrations: MigrationReport
  functionNames: string[]
  /** What the last publish of schemas/ and ui-schemas/ changed in form_revisions. */
  published: PublishedChange[]
  /** Publishes the form files again (what the watcher does on a change); resolves to what changed. */
  republish(): Promise<PublishedChange[]>
  close(): Promise<void>
}

/** PGlite keeps its files one level down, so the lock file never sits inside Postgres's data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata')

export async function openDatabase(config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(pgliteDir(config.dataDir))
}

/**
 * Starts the local backend: owns the data folder, brings the schema up to date, publishes the questionnaires
 * (as `npm run deploy` does in production) and serves Supabase's HTTP paths with the Edge Function's own
 * handler. Used by main.ts, dev.ts, the tests and the benchmark.
 */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  const logger = options.logger ?? console
  const { info: lock, release } = await acquireLock(config.dataDir, config.port)
  let db: Database | undefined
  let stopWatching = (): void => undefined
  try {
    db = await openDatabase(config)
    const database = db
    await bootstrapRoles(database)
    const migrations = await applyMigrations(database, config.migrationsDir)
    const catalog = await loadTableCatalog(database)
    let forms: FormFiles[] = []
    const republish = async () => {
      forms = loadForms(config.forms, (message) => logger.error(`[local-backend] ignorado: ${message}`))
      return publishRevisions(database, forms)
    }
    let published = await republish()
    const functions = new Map([
      // The local database is in this process: no revision cache, so a re-published form is live at once.
      [FORMS_FUNCTION, createFormsHandler({ revisions: createSqlRevisions(database), store: createSqlStore(database), notifier: options.notifier ?? null, logger, revisionsTtlMs: 0 })],
    ])
    const router = createRouter({ db: database, catalog, functions, adminSecret: lock.secret, tableForms: () => formTableMap(forms), formCount: () => forms.length, logger })
    let port = config.port
    const server = createNodeServer(router, () => `http://${LOCAL_BACKEND_HOST}:${port}`, logger)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, LOCAL_BACKEND_HOST, () => resolve())
    })
    port = (server.address() as AddressInfo).port
    updateLockPort(config.dataDir, lock, port)
    if (options.watch) {
      stopWatching = watchForms(config.forms, () =>
        republish().then(
          (changes) => {
            published = changes
            const changed = changes.filter((c) => c.change !== 'unchanged')
            if (changed.length > 0) console.info(`[local-backend] publicado: ${changed.map((c) => `${c.form_id} (${c.change})`).join(', ')}`)
          },
          (error: unknown) => logger.error('[local-backend] não foi possível publicar os formulários', error),
        ),
      )
    }
    return {
      url: `http://${LOCAL_BACKEND_HOST}:${port}`,
      port,
      db: database,
      lock,
      migrations,
      functionNames: [...functions.keys()].sort(),
      get published() {
        return published
      },
      republish: async () => (published = await republish()),
      async close() {
        stopWatching()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await database.close()
        release()
      },
    }
  } catch (error) {
    stopWatching()
    await db?.close().catch(() => undefined)
    release()
    throw error
  }
}
