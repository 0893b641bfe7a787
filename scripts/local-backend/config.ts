import { join } from 'node:path'
import { LOCAL_BACKEND, readEnv, runtimeEnv, type EnvSource, type NotifyAnswers } from '#functions/platform/environment.ts'
import { LOCAL_PORTS, PROJECT_PATHS } from '#form-core'
import { funnelLimitsOf, rateLimitsOf, receiptLimitsOf } from '#functions/forms-function/forms-env.ts'
import type { RateLimits } from '#functions/forms-function/rate-limit.ts'
import type { FunnelLimits } from '#functions/forms-function/funnel-counter.ts'
import type { ReceiptLimits } from '#functions/forms-function/receipt-limit.ts'
import { editorGithubSettings, type EditorGithubSettings } from '#functions/workspace-function/editor-github.ts'
import { formDirsOf, rootDir, type FormDirs } from '../forms/load-forms.ts'
import { readAuthSettings, type AuthSettings } from './auth/auth-settings.ts'

/** Vite's own default address: what `npm run dev` serves unless given `--port`. */
export const LOCAL_SITE_URL = `http://localhost:${LOCAL_PORTS.site}`

export interface BackendConfig {
  port: number
  dataDir: string
  databaseUrl?: string
  forms: FormDirs
  migrationsDir: string
  rateLimits: RateLimits
  /** The funnel's events per client and window (decision 221). */
  funnelLimits: FunnelLimits
  receiptLimits: ReceiptLimits
  rateLimitSalt: string
  acceptedRevisions: number
  outboxFlushMs: number
  /** An e-mail provider silent for this long is recorded as failed; the entry is retried later. */
  notifyTimeoutMs: number
  /** A client that has not sent its whole request within these is answered 408 and disconnected. */
  headersTimeoutMs: number
  requestTimeoutMs: number
  /** Where the lead e-mails link to (SITE_URL): `npm run dev`'s site unless set. */
  siteUrl: string
  /** `NOTIFY_EMAIL_ANSWERS`: whether the lead e-mails carry the answers (default: not). */
  notifyEmailAnswers: NotifyAnswers
  /** The agency's GitHub for the editor's review (EDITOR_GITHUB_*): unset, the send says it is not configured. */
  editorGithub?: EditorGithubSettings
  /** AUTH_CAPTCHA_SECRET: the local Auth requires a Turnstile token on the code request, as production with bot protection on. */
  captchaSecret?: string
  /** The e-mail code sign-in, as supabase/config.toml sets it for the project. */
  auth: AuthSettings
}

/** The local backend's settings: the shared schema's values (environment.ts) for the project at `root`. */
export function configFromEnv(source: EnvSource = runtimeEnv, root = rootDir): BackendConfig {
  const env = readEnv(
    [
      'LOCAL_BACKEND_PORT',
      'LOCAL_BACKEND_DATA_DIR',
      'DATABASE_URL',
      'RATE_LIMIT_SALT',
      'FORM_REVISIONS_ACCEPTED',
      'OUTBOX_FLUSH_SECONDS',
      'SITE_URL',
      'NOTIFY_EMAIL_ANSWERS',
      'AUTH_CAPTCHA_SECRET',
    ],
    source,
  )
  let auth: AuthSettings | undefined
  return {
    port: env.LOCAL_BACKEND_PORT,
    dataDir: env.LOCAL_BACKEND_DATA_DIR ?? join(root, PROJECT_PATHS.localDatabase),
    databaseUrl: env.DATABASE_URL,
    forms: formDirsOf(root),
    migrationsDir: join(root, PROJECT_PATHS.migrations),
    rateLimits: rateLimitsOf(source),
    funnelLimits: funnelLimitsOf(source),
    receiptLimits: receiptLimitsOf(source),
    rateLimitSalt: env.RATE_LIMIT_SALT ?? LOCAL_BACKEND.rateLimitSalt,
    acceptedRevisions: env.FORM_REVISIONS_ACCEPTED,
    siteUrl: env.SITE_URL ?? LOCAL_SITE_URL,
    notifyEmailAnswers: env.NOTIFY_EMAIL_ANSWERS,
    outboxFlushMs: env.OUTBOX_FLUSH_SECONDS * 1000,
    editorGithub: editorGithubSettings(source),
    captchaSecret: env.AUTH_CAPTCHA_SECRET?.trim() || undefined,
    notifyTimeoutMs: 10_000,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 15_000,
    // Read when a backend starts: the CLIs that only need the database (check:schemas on a copy) never parse it.
    get auth() {
      return (auth ??= readAuthSettings(root))
    },
  }
}
