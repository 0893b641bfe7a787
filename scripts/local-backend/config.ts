import { join } from 'node:path'
import type { EnvName } from '../../supabase/functions/_shared/environment.ts'
import { rateLimitsFromEnv, type RateLimits } from '../../supabase/functions/_shared/rate-limit.ts'
import { formDirsOf, rootDir, type FormDirs } from '../forms/load-forms.ts'
import { LOCAL_BACKEND_DEFAULT_PORT } from '../../src/lib/local-backend.ts'
import { readAuthSettings, type AuthSettings } from './auth/auth-settings.ts'

export interface BackendConfig {
  port: number
  dataDir: string
  databaseUrl?: string
  forms: FormDirs
  migrationsDir: string
  rateLimits: RateLimits
  /** Locally a fixed, public default: nothing here is worth protecting from someone who can read this file. */
  rateLimitSalt: string
  outboxFlushMs: number
  /** An e-mail provider silent for this long is recorded as failed; the entry is retried later. */
  notifyTimeoutMs: number
  /** A client that has not sent its whole request within these is answered 408 and disconnected. */
  headersTimeoutMs: number
  requestTimeoutMs: number
  /** The e-mail code sign-in, as supabase/config.toml sets it for the project. */
  auth: AuthSettings
}

export const LOCAL_RATE_LIMIT_SALT = 'excellis-backend-local'

const positive = (env: Partial<Record<EnvName, string>>, name: EnvName, fallback: number) => {
  const value = Number(env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} inválida: ${env[name]}`)
  return value
}

export function configFromEnv(processEnv: NodeJS.ProcessEnv = process.env, root = rootDir): BackendConfig {
  // Only names the table lists: a variable read here and nowhere documented is a type error.
  const env = processEnv as Partial<Record<EnvName, string>>
  const port = Number(env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LOCAL_BACKEND_PORT inválida: ${env.LOCAL_BACKEND_PORT}`)
  let auth: AuthSettings | undefined
  return {
    port,
    dataDir: env.LOCAL_BACKEND_DATA_DIR || join(root, '.local-db'),
    databaseUrl: env.DATABASE_URL || undefined,
    forms: formDirsOf(root),
    migrationsDir: join(root, 'supabase/migrations'),
    rateLimits: rateLimitsFromEnv((name) => processEnv[name]),
    rateLimitSalt: env.RATE_LIMIT_SALT?.trim() || LOCAL_RATE_LIMIT_SALT,
    outboxFlushMs: positive(env, 'OUTBOX_FLUSH_SECONDS', 60) * 1000,
    notifyTimeoutMs: 10_000,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 15_000,
    // Read when a backend starts: the CLIs that only need the database (check:schemas on a copy) never parse it.
    get auth() {
      return (auth ??= readAuthSettings(root))
    },
  }
}
