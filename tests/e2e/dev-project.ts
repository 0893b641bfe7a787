import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { childEnv } from '#functions/platform/environment.ts'
import { copyWorkingTree } from '../helpers/project-copy.ts'
import { copyTemplate } from '../backend/support/pglite-template.ts'
import { pgliteDir } from '../../scripts/local-backend/database.ts'

/**
 * The editor's specs against `npm run dev` in a project of their own: the files it saves are the copy's, checked with git
 * and check:schemas there, and each spec has its own ports so two can run at once. The one place a spec gets that.
 */
export interface DevProject {
  /** The copy's folder (set in beforeAll). */
  readonly project: string
  /** `http://127.0.0.1:<port>` of its `npm run dev`. */
  readonly url: string
  git(...args: string[]): string
  /** `check:schemas` in the copy, as its author runs it: must pass. */
  checkSchemas(): void
}

/**
 * Registers, in the calling spec, a copy of the project with `npm run dev` on `port` (its backend on `backendPort`,
 * its data in the copy's .local-db) for the whole file, stopped and removed after it. The spec runs serially.
 */
export function devProject(prefix: string, { port, backendPort }: { port: number; backendPort: number }): DevProject {
  let work = ''
  let project = ''
  let dev: ChildProcess | undefined
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    ;({ work, project } = copyWorkingTree(prefix))
    // Its backend starts from the migrated template when there is one (the pending migrations only): 9 s of processor less.
    copyTemplate(pgliteDir(join(project, '.local-db')))
    dev = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: project,
      env: childEnv({
        LOCAL_BACKEND_PORT: String(backendPort),
        LOCAL_BACKEND_DATA_DIR: join(project, '.local-db'),
        VITE_SUPABASE_URL: `http://127.0.0.1:${backendPort}`,
        DATABASE_URL: '',
      }),
      stdio: 'ignore',
      detached: true,
    })
    const answers = () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    await expect.poll(answers, { message: 'npm run dev did not start', timeout: 120_000 }).toBe(true)
  })

  test.afterAll(async () => {
    const server = dev
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done))
      process.kill(-server.pid, 'SIGTERM')
      await exited
    }
    if (work) rmSync(work, { recursive: true, force: true, maxRetries: 3 })
  })

  return {
    get project() {
      return project
    },
    url: `http://127.0.0.1:${port}`,
    git: (...args) => execFileSync('git', args, { cwd: project, encoding: 'utf8' }),
    checkSchemas() {
      const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-schemas/main.ts'], { cwd: project, encoding: 'utf8' })
      expect(check.status, check.stdout + check.stderr).toBe(0)
    },
  }
}
