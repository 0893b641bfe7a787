import { ADMIN_ROLE } from '#form-core'
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { runtimeEnv, type RawEnv } from '#functions/platform/environment.ts'
import { notifierFromEnv } from '#functions/forms-function/resend-notifier.ts'
import { rootDir } from '../forms/load-forms.ts'
import { addAuthUser } from '../local-backend/auth/auth-store.ts'
import { runMemberAction } from '../members/member-actions.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { startBackend } from '../local-backend/start-backend.ts'

/** The member (an administrator) a fresh local database gets, so the workspace opens on the first `npm run dev`. */
const DEV_MEMBER = 'equipe@excellis.local'

/**
 * The site's own port (`npm run dev -- --port N`): the lead e-mails in the mailbox link to this site's workspace. Every
 * flag is Vite's and goes to it as given, so this one CLI reads its arguments leniently (strict: false).
 */
function siteSource(args: string[]): RawEnv {
  const { port } = parseArgs({ args, strict: false, allowPositionals: true, options: { port: { type: 'string' } } }).values
  if (typeof port !== 'string' || !/^\d+$/.test(port)) return runtimeEnv
  return (name) => runtimeEnv(name) ?? (name === 'SITE_URL' ? `http://localhost:${port}` : undefined)
}

/** If the backend cannot start (another process owns .local-db/), the site still starts: the other owner serves the port. */
const config = configFromEnv(siteSource(process.argv.slice(2)))
const backend = await startBackend(config, {
  notifier: notifierFromEnv() ?? undefined,
  watch: true,
}).then(
  async (running) => {
    console.log(
      `backend local em ${running.url} (${running.published.length} formulários publicados; o que chegou: npm run submissions; e-mails: ${running.url}/mailbox)`,
    )
    // A first `npm run dev` has a member to sign in with, so the workspace works with no step of its own (the embedded
    // database only: a DATABASE_URL's members are its own).
    const { rows } = await running.db.query<{ n: number }>('select count(*)::int as n from public.agency_members')
    if (rows[0].n === 0 && !config.databaseUrl)
      await runMemberAction(running.db, { action: 'add', email: DEV_MEMBER, addedBy: 'npm run dev', role: ADMIN_ROLE })
    // Members added before sign-ups were turned off (decision 171) become Auth users, so they still get a code.
    if (!config.databaseUrl)
      for (const { email } of (await running.db.query<{ email: string }>('select email from public.agency_members')).rows)
        await addAuthUser(running.db, email)
    console.log(
      `painel: ${config.siteUrl}/painel (entre com ${DEV_MEMBER} ou outro membro; o código aparece aqui e em ${running.url}/mailbox)`,
    )
    return running
  },
  (error: unknown) => {
    console.error(`backend local não iniciou: ${(error as Error).message}`)
    return undefined
  },
)
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], { cwd: rootDir, stdio: 'inherit' })
let stopping = false
const stop = (code: number) => {
  if (stopping) return
  stopping = true
  vite.kill('SIGTERM')
  void (backend?.close() ?? Promise.resolve()).finally(() => process.exit(code))
}
vite.once('exit', (code) => stop(code ?? 0))
process.once('SIGINT', () => stop(0))
process.once('SIGTERM', () => stop(0))
