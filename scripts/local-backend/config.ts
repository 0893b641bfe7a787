import { join } from 'node:path'
import { formDirsOf, rootDir, type FormDirs } from '../forms/load-forms.ts'
import { LOCAL_BACKEND_DEFAULT_PORT } from './keys.ts'

export interface BackendConfig {
  port: number
  dataDir: string
  /** Set: a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string
  /** The questionnaires published at start (and on every change, with `watch`). */
  forms: FormDirs
  migrationsDir: string
}

/** Reads the environment once, at start; docs/backend.md lists these variables. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = rootDir): BackendConfig {
  const port = Number(env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LOCAL_BACKEND_PORT inválida: ${env.LOCAL_BACKEND_PORT}`)
  return {
    port,
    dataDir: env.LOCAL_BACKEND_DATA_DIR || join(root, '.local-db'),
    databaseUrl: env.DATABASE_URL || undefined,
    forms: formDirsOf(root),
    migrationsDir: join(root, 'supabase/migrations'),
  }
}
