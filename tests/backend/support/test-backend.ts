import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import type { Logger } from '#functions/platform/server-types.ts'
import type { Notifier } from '#functions/forms-function/lead-types.ts'
import { rootDir, type FormDirs } from '../../../scripts/forms/load-forms.ts'
import { configFromEnv, type BackendConfig } from '../../../scripts/local-backend/config.ts'
import { ident, pgliteDir } from '../../../scripts/local-backend/database.ts'
import { LOCAL_BACKEND, readEnv } from '#functions/platform/environment.ts'
import { startBackend, type RunningBackend, type StartOptions } from '../../../scripts/local-backend/start-backend.ts'
import { copyTemplate } from './pglite-template.ts'

export interface TestBackend extends RunningBackend {
  dataDir: string
  errors: string[]
  /** The mailbox's terminal lines (what `npm run dev` would print). */
  notices: string[]
  /** Rows in a table, counted as the owner (anon may not count). */
  count(table: string): Promise<number>
  stop(): Promise<void>
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

/**
 * Node 20 has no global WebSocket and supabase-js's realtime client demands a transport when the
 * client is created. Nothing here subscribes, so the stand-in only has to fail loudly if used.
 */
export const NoWebSocket = class {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
} as unknown as Transport

/**
 * Limits no test trips by accident (the bad-input suite alone sends hundreds of requests from 127.0.0.1): the limiter
 * still runs on every submission; tests/backend/rate-limit.test.ts sets low ones to see it refuse.
 */
export const GENEROUS_LIMITS = { perForm: 100_000, perClient: 100_000, windowSeconds: 600 }

/**
 * A backend of its own for one test file: random port, temporary PGlite folder (a copy of the run's migrated template
 * when the folder is new), errors collected instead of printed. Lead e-mails go nowhere unless `notifier` says where
 * (`'mailbox'`: the local mailbox, as `npm run dev` does).
 */
export async function startTestBackend(
  notifier: Notifier | null | 'mailbox' = null,
  dataDir = mkdtempSync(join(tmpdir(), 'excellis-backend-')),
  forms?: FormDirs,
  overrides: Partial<BackendConfig> = {},
  start: Pick<StartOptions, 'now'> = {},
): Promise<TestBackend> {
  const errors: string[] = []
  const notices: string[] = []
  const logger: Logger = { error: (message) => errors.push(message) }
  const defaults = configFromEnv({})
  // Suites sign the same address in many times: the per-recipient cap of codes is proved in sign-in-quota.test.ts.
  const auth = { ...defaults.auth, codesPerRecipientPerHour: 1000 }
  const config = { ...defaults, port: 0, dataDir, forms: forms ?? defaults.forms, rateLimits: GENEROUS_LIMITS, auth, ...overrides }
  if (!config.databaseUrl) copyTemplate(pgliteDir(dataDir))
  const backend = await startBackend(config, {
    notifier: notifier === 'mailbox' ? undefined : notifier,
    logger,
    print: (line) => void notices.push(line),
    ...start,
  })
  return {
    ...backend,
    get published() {
      return backend.published
    },
    dataDir,
    errors,
    notices,
    async count(table) {
      const { rows } = await backend.db.query<{ n: number | string }>(`select count(*)::int as n from public.${ident(table)}`)
      return Number(rows[0].n)
    },
    async stop() {
      await backend.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let shared: Promise<TestBackend> | undefined
const listeners = new Set<string[]>()

/**
 * One backend per Vitest worker for every suite that needs only the default one: the integration project keeps modules
 * between the files a worker runs (isolate: false), so they share it instead of each starting a PGlite of its own. Each
 * caller gets the errors logged while it holds it; its stop() lets go, and the worker's end closes the backend.
 */
export async function sharedTestBackend(): Promise<TestBackend> {
  shared ??= (async () => {
    const dataDir = join(rootDir, '.tmp/test-backends', `worker-${readEnv(['VITEST_POOL_ID']).VITEST_POOL_ID ?? process.pid}`)
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    const backend = await startTestBackend(null, dataDir)
    const log = backend.errors.push.bind(backend.errors)
    backend.errors.push = (...lines) => (listeners.forEach((errors) => errors.push(...lines)), log(...lines))
    return backend
  })()
  const backend = await shared
  const errors: string[] = []
  listeners.add(errors)
  return Object.create(backend, {
    errors: { value: errors },
    stop: { value: async () => void listeners.delete(errors) },
  }) as TestBackend
}

/** The real client the site's code path stands for, with the anon key, as a visitor. */
export function anonClient(url: string): SupabaseClient {
  return createClient(url, LOCAL_BACKEND.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket },
  })
}
