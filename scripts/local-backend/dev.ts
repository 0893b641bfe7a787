import { spawn } from 'node:child_process'
import { notifierFromEnv } from '../../supabase/functions/_shared/resend-notifier.ts'
import { rootDir } from '../forms/load-forms.ts'
import { configFromEnv } from './config.ts'
import { startBackend } from './start-backend.ts'

/** If the backend cannot start (another process owns .local-db/), the site still starts: the other owner serves the port. */
const backend = await startBackend(configFromEnv(), { notifier: notifierFromEnv() ?? undefined, watch: true }).then(
  (running) => {
    console.log(
      `backend local em ${running.url} (${running.published.length} formulários publicados; o que chegou: npm run submissions; e-mails: ${running.url}/mailbox)`,
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
