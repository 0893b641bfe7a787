import { join } from 'node:path'
import { projectRoot } from '../functions/read-function-forms.ts'
import { LOCAL_BACKEND_DEFAULT_PORT } from './keys.ts'

export interface BackendConfig {
  port: number
  dataDir: string
  /** Set: a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string
  schemasDir: string
  migrationsDir: string
}

/** Reads the environment once, at start; docs/backend.md lists these variables. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = Number(env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LOCAL_BACKEND_PORT inválida: ${env.LOCAL_BACKEND_PORT}`)
  return {
    port,
    dataDir: env.LOCAL_BACKEND_DATA_DIR || join(projectRoot, '.local-db'),
    databaseUrl: env.DATABASE_URL || undefined,
    schemasDir: join(projectRoot, 'schemas'),
    migrationsDir: join(projectRoot, 'supabase/migrations'),
  }
}
