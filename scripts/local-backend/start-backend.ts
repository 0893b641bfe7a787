import { watch } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createBackground } from '#functions/platform/background.ts'
import { deliverNotifications, type DeliveryReport } from '#functions/forms-function/deliver-notifications.ts'
import { createFormsApp } from '#functions/forms-function/forms-app.ts'
import { createWorkspaceApp } from '#functions/workspace-function/workspace-app.ts'
import { editorRepository } from '#functions/workspace-function/editor-github.ts'
import { createEditorReview } from '#functions/workspace-function/editor-review.ts'
import { createLeadStore } from '#functions/forms-function/lead-store.ts'
import { createOutbox } from '#functions/forms-function/outbox.ts'
import { createRateLimiter } from '#functions/forms-function/rate-limit.ts'
import { createFunnelCounter } from '#functions/forms-function/funnel-counter.ts'
import { createReceiptGate } from '#functions/forms-function/receipt-limit.ts'
import { createRevisions } from '#functions/platform/supabase-revisions.ts'
import { FORMS_FUNCTION, FUNCTIONS_PATH, WORKSPACE_FUNCTION } from '#form-core'
import { postToHook, SEND_EMAIL_HOOK_PATH } from '#functions/workspace-function/send-email-hook.ts'
import { safeLogger } from '#functions/platform/safe-logger.ts'
import type { Logger } from '#functions/platform/server-types.ts'
import type { Notifier } from '#functions/forms-function/lead-types.ts'
import { LOCAL_BACKEND, localBackendUrl } from '#functions/platform/environment.ts'
import { loadForms, type FormDirs, type FormFiles } from '../forms/load-forms.ts'
import { publishRevisions, type PublishedChange } from '../forms/publish-revisions.ts'
import { runPrivacyAction } from '../privacy/privacy-actions.ts'
import type { BackendConfig } from './config.ts'
import { openDatabase, type Database } from './database.ts'
import { acquireLock, updateLockPort, type LockInfo } from './lock-file.ts'
import { applyMigrations, type MigrationReport } from './migrate.ts'
import { createLocalServer } from './local-server.ts'
import { loadSigningKey } from './auth/signing-key.ts'
import { addAuthUser, openAuthStore } from './auth/auth-store.ts'
import { createGoTrue } from './auth/gotrue.ts'
import { turnstileVerifier } from './auth/captcha.ts'
import { AuthError } from './auth/gotrue-shapes.ts'
import { withLiveSession } from '#functions/platform/auth-token.ts'
import { mailboxNotifier, openMailbox, type Mailbox } from './mailbox.ts'
import { sqlCalls } from './sql-functions.ts'

/** Who the agency's lead e-mails are addressed to in the local mailbox. */
export const LOCAL_AGENCY_INBOX = 'agencia@excellis.local'

export interface StartOptions {
  /** Where lead e-mails go: Resend's notifier, none (null), or, when not given, the local mailbox. */
  notifier?: Notifier | null
  logger?: Logger
  watch?: boolean
  /** The Auth's clock in milliseconds (tests move it to expire codes and tokens). */
  now?: () => number
  /** Where the mailbox's one-line notices go (default: the terminal). */
  print?: (line: string) => void
}

export interface RunningBackend {
  url: string
  port: number
  db: Database
  lock: LockInfo
  migrations: MigrationReport
  functionNames: string[]
  published: PublishedChange[]
  mailbox: Mailbox
  republish(): Promise<PublishedChange[]>
  /** Sends what the outbox owes now (the timer does it every OUTBOX_FLUSH_SECONDS); nothing without a notifier. */
  flushOutbox(): Promise<DeliveryReport>
  close(): Promise<void>
}

/** Editors write a file in several steps: `onChange` runs once a burst of edits settles. */
function watchForms(dirs: FormDirs, onChange: () => void, settleMs = 150): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(onChange, settleMs)
  }
  const watchers = [dirs.schemas, dirs.uiSchemas].map((dir) => watch(dir, schedule))
  return () => {
    clearTimeout(timer)
    watchers.forEach((w) => w.close())
  }
}

/** Owns the data folder, migrates, publishes the questionnaires (as `npm run deploy` does) and serves the function's handler. */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  // The server and the handler log errors; none of them may write an answer (docs/backend.md, "Logs").
  const logger = safeLogger(options.logger ?? console)
  const { info: lock, release } = await acquireLock(config.dataDir, config.port)
  let db: Database | undefined
  let stopWatching = (): void => undefined
  let stopFlushing = (): void => undefined
  try {
    db = await openDatabase(config)
    const database = db
    const migrations = await applyMigrations(database, config.migrationsDir)
    let forms: FormFiles[] = []
    const republish = async () => {
      let broken = false
      forms = loadForms(config.forms, (message) => {
        broken = true
        logger.error(`[local-backend] ignorado: ${message}`)
      })
      // A file that does not parse is being edited: its form stays as last published, not retired.
      return publishRevisions(database, forms, { retireMissing: !broken })
    }
    let published = await republish()
    // Retention, as the daily job does in production: answers older than their form's period go at start.
    const purged = await runPrivacyAction(database, forms, { action: 'purge', dryRun: false })
    const expired = purged.action === 'purge' ? purged.tabelas.reduce((n, t) => n + t.linhas, 0) : 0
    if (expired > 0) console.info(`[local-backend] retenção: ${expired} envio(s) mais antigos que o prazo do formulário apagados`)
    const call = sqlCalls(database)
    const outbox = createOutbox(call)
    let url = ''
    const mailbox = await openMailbox(database, { url: () => url, print: options.print })
    const gotrue = createGoTrue({
      store: await openAuthStore(database),
      key: await loadSigningKey(database),
      settings: config.auth,
      mailer: mailbox,
      issuer: () => `${url}/auth/v1`,
      now: options.now,
      // As production's Auth: the code goes through the workspace function's hook, over HTTP, signed (decision 200).
      sendEmailHook: (payload) =>
        postToHook(`${url}${FUNCTIONS_PATH}/${WORKSPACE_FUNCTION}${SEND_EMAIL_HOOK_PATH}`, LOCAL_BACKEND.sendEmailHookSecret, payload),
      captcha: config.captchaSecret ? turnstileVerifier(config.captchaSecret) : undefined,
    })
    const notifier =
      options.notifier === undefined
        ? mailboxNotifier(mailbox, LOCAL_AGENCY_INBOX, { siteUrl: config.siteUrl, answers: config.notifyEmailAnswers })
        : options.notifier
    const background = createBackground()
    const functions = {
      // The local database is in this process: no revision cache, so a re-published form is live at once.
      [FORMS_FUNCTION]: createFormsApp({
        revisions: createRevisions(call, config.acceptedRevisions),
        store: createLeadStore(call),
        limiter: createRateLimiter(call, config.rateLimits),
        rateLimitSalt: config.rateLimitSalt,
        funnel: createFunnelCounter(call, config.funnelLimits),
        receipts: createReceiptGate(call, config.receiptLimits, config.rateLimitSalt, logger),
        outbox,
        notifier,
        background: background.run,
        flushSecret: LOCAL_BACKEND.serviceRoleKey,
        logger,
        notifyTimeoutMs: config.notifyTimeoutMs,
        revisionsTtlMs: 0,
        allowOrigin: '*',
      }),
      [WORKSPACE_FUNCTION]: createWorkspaceApp({
        call,
        // Asked at each call: the issuer is the backend's URL, known once it listens. The session is asked of the
        // local Auth as production asks GoTrue's GET /user: gone at sign-out.
        verify: withLiveSession(
          (token) => gotrue.verifier()(token),
          (token) =>
            gotrue.user(token).then(
              () => true,
              (error: unknown) => (error instanceof AuthError && error.status < 500 ? false : Promise.reject(error)),
            ),
        ),
        revisions: createRevisions(call, config.acceptedRevisions),
        editorReview:
          config.editorGithub &&
          createEditorReview(editorRepository(config.editorGithub), createRevisions(call, config.acceptedRevisions), call),
        authUsers: (email) => addAuthUser(database, email),
        sendEmailHook: {
          secret: LOCAL_BACKEND.sendEmailHookSecret,
          perHour: config.auth.codesPerRecipientPerHour,
          send: ({ to, subject, html, text, code }) => mailbox.send({ to, subject, html, text, kind: 'login', notice: `código ${code}` }),
        },
        allowOrigin: '*',
        notifyEmailAnswers: config.notifyEmailAnswers,
        siteUrl: config.siteUrl,
        logger,
      }),
    }
    // One flush at a time; close() waits for it like for any e-mail being sent.
    let flushing: Promise<DeliveryReport> | undefined
    const flushOutbox = () => {
      if (flushing) return flushing
      const delivery = notifier
        ? deliverNotifications(outbox, notifier, logger, { limit: 50, timeoutMs: config.notifyTimeoutMs })
        : Promise.resolve({ sent: 0, failed: 0 })
      flushing = delivery.finally(() => (flushing = undefined))
      background.run(flushing)
      return flushing
    }
    // What pg_cron does in production: retry what failed, send what a crash left behind.
    const flushTimer = setInterval(
      () => void flushOutbox().catch((error: unknown) => logger.error('[local-backend] não foi possível esvaziar o outbox', error)),
      config.outboxFlushMs,
    )
    flushTimer.unref()
    stopFlushing = () => clearInterval(flushTimer)
    const server = createLocalServer({
      db: database,
      functions,
      secret: lock.secret,
      forms: () => forms,
      gotrue,
      mailbox,
      logger,
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, LOCAL_BACKEND.host, () => resolve())
    })
    const { port } = server.address() as AddressInfo
    url = localBackendUrl(port)
    updateLockPort(config.dataDir, lock, port)
    if (options.watch) {
      stopWatching = watchForms(config.forms, () =>
        republish().then(
          (changes) => {
            published = changes
            const changed = changes.filter((c) => c.change !== 'unchanged')
            if (changed.length > 0)
              console.info(`[local-backend] publicado: ${changed.map((c) => `${c.form_id} (${c.change})`).join(', ')}`)
          },
          (error: unknown) => logger.error('[local-backend] não foi possível publicar os formulários', error),
        ),
      )
    }
    return {
      url,
      port,
      mailbox,
      db: database,
      lock,
      migrations,
      functionNames: Object.keys(functions).sort(),
      get published() {
        return published
      },
      republish: async () => (published = await republish()),
      flushOutbox,
      async close() {
        stopWatching()
        stopFlushing()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        // E-mails still being sent finish first (a hanging provider is not waited for: its entry stays in the outbox).
        await background.settle(2_000)
        await database.close()
        release()
      },
    }
  } catch (error) {
    stopWatching()
    stopFlushing()
    await db?.close().catch(() => undefined)
    release()
    throw error
  }
}
