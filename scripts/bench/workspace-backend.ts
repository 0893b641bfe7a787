import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rootDir } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { startBackend } from '../local-backend/start-backend.ts'
import { seedWorkspace, timeAsMember } from './workspace-seed.ts'

/**
 * bench:workspace's local backend in a process of its own, as `npm run dev` and the e2e run start it: PGlite's
 * queries then hold this child's event loop, not the bench's, whose clock times the screens and the control call
 * (in one process, a query's time was added to whatever the bench was waiting for). The child seeds the leads and
 * answers the bench's few direct questions to the database over the IPC channel; the calls timed alone are timed
 * here, beside the database, so the channel's cost is never in a figure.
 */

type Question = { op: 'query'; sql: string; params: unknown[] } | { op: 'timeAsMember'; sql: string; params: unknown[]; runs: number }
type Request = Question & { id: number }
type Reply = { id: number; value: unknown } | { id: number; error: string }

export interface WorkspaceBackend {
  url: string
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** `sql` run `runs` times as `member` under RLS, timed in the backend's process (timeAsMember). */
  timeAsMember(sql: string, params?: unknown[], runs?: number): Promise<number[]>
  close(): Promise<void>
}

const self = fileURLToPath(import.meta.url)

/** Forks the backend with `leads` seeded and `member` added; resolves once it listens with the data in place. */
export function startWorkspaceBackend(leads: number, member: string): Promise<WorkspaceBackend> {
  const child = fork(self, [String(leads), member], { cwd: rootDir, execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let next = 0
  const ask = (request: Question) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next
      pending.set(id, { resolve, reject })
      child.send({ ...request, id })
    })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`o backend do bench saiu com ${code} antes de ficar pronto`)))
    child.on('message', (message: { ready: string } | Reply) => {
      if ('ready' in message) {
        resolve({
          url: message.ready,
          query: async (sql, params = []) => (await ask({ op: 'query', sql, params })) as never,
          timeAsMember: async (sql, params = [], runs = 20) => (await ask({ op: 'timeAsMember', sql, params, runs })) as number[],
          close: () => (child.connected && child.disconnect(), exited),
        })
        return
      }
      const waiting = pending.get(message.id)
      pending.delete(message.id)
      if ('error' in message) waiting?.reject(new Error(message.error))
      else waiting?.resolve(message.value)
    })
  })
}

/** The child: its own data folder, removed when the bench lets go of the channel (or dies). */
async function serve(leads: number, member: string) {
  const send = (message: { ready: string } | Reply) => process.send!(message)
  const dataDir = mkdtempSync(join(tmpdir(), 'excellis-bench-workspace-db-'))
  const backend = await startBackend({ ...configFromEnv(), port: 0, dataDir }, { notifier: null, print: () => undefined })
  process.once('disconnect', () => {
    void backend.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
  await seedWorkspace(backend.db, leads, member)
  process.on('message', (request: Request) => {
    const answer =
      request.op === 'query'
        ? backend.db.query(request.sql, request.params).then((r) => r.rows)
        : timeAsMember(backend.db, member, request.sql, request.params, request.runs)
    answer.then(
      (value) => send({ id: request.id, value }),
      (error: unknown) => send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    )
  })
  send({ ready: backend.url })
}

if (process.argv[1] === self && process.send) await serve(Number(process.argv[2]), process.argv[3])
