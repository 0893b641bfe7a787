import { randomBytes } from 'node:crypto'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs'
import { join } from 'node:path'
import type { BackendConfig } from './config.ts'
import { openDatabase, type Database } from './database.ts'

/** `/proc/<pid>/stat`: state letter and start time; undefined without /proc (macOS) or once the process is gone. */
function procStat(pid: number): { state: string; startTicks: string } | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields after its last ')' are fixed.
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? []
    return { state: after[0] ?? '', startTicks: after[19] ?? '' }
  } catch {
    return undefined
  }
}

/** When this process started, to tell it apart from a later process given the same pid. */
const processStartTicks = (pid = process.pid): string | undefined => procStat(pid)?.startTicks

/** A zombie (right after `kill -9`) is dead, and so is a process with another start time (a reused pid). */
function isRunning(pid: number, startTicks?: string): boolean {
  const stat = procStat(pid)
  if (stat) return !['Z', 'X', 'x'].includes(stat.state) && (startTicks === undefined || stat.startTicks === startTicks)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface LockInfo {
  pid: number
  /** 0 when the owner serves no HTTP (npm run submissions reading the folder directly). */
  port: number
  /** Guards the admin endpoint: only someone who can read this file (the developer) may list submissions. */
  secret: string
  startedAt: string
  /** The owner's start time as Linux counts it, so a reused pid is not mistaken for the owner. */
  startTicks?: string
}

export const ADMIN_SECRET_HEADER = 'x-local-backend-secret'

export const lockPath = (dataDir: string) => join(dataDir, 'local-backend.lock.json')

/** The lock's content when its owner is still running, else undefined (no lock, or a stale one). */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo
    return isRunning(info.pid, info.startTicks) ? info : undefined
  } catch {
    return undefined
  }
}

/** How long a live-looking owner is given to finish dying: `kill -9` takes a moment to tear a process down. */
const DYING_GRACE_MS = 2_000

async function ownerAfterGrace(dataDir: string, graceMs: number): Promise<LockInfo | undefined> {
  const until = Date.now() + graceMs
  let owner = readLiveLock(dataDir)
  while (owner && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    owner = readLiveLock(dataDir)
  }
  return owner
}

/** PGlite takes no lock, and two processes writing one folder corrupt it; a dead owner's lock is taken over at once. */
export async function acquireLock(
  dataDir: string,
  port: number,
  graceMs = DYING_GRACE_MS,
): Promise<{ info: LockInfo; release: () => void }> {
  mkdirSync(dataDir, { recursive: true })
  const path = lockPath(dataDir)
  const info: LockInfo = {
    pid: process.pid,
    port,
    secret: randomBytes(24).toString('hex'),
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(),
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeFileSync(fd, JSON.stringify(info))
      closeSync(fd)
      return { info, release: () => rmSync(path, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = await ownerAfterGrace(dataDir, graceMs)
      if (owner) {
        throw new Error(
          `${dataDir} já está em uso pelo processo ${owner.pid}` +
            (owner.port ? ` (backend local em http://127.0.0.1:${owner.port})` : '') +
            '. Pare-o antes, ou use outra pasta com LOCAL_BACKEND_DATA_DIR.',
        )
      }
      rmSync(path, { force: true }) // stale: its owner is gone
    }
  }
  throw new Error(`não foi possível criar ${path}`)
}

/** Records the port once the server listens (it may be 0 → random until then). */
export function updateLockPort(dataDir: string, info: LockInfo, port: number): void {
  info.port = port
  writeFileSync(lockPath(dataDir), JSON.stringify(info), { mode: 0o600 })
}

/** DATABASE_URL's server; else the running backend's admin endpoint (it owns the folder); else the folder, under the lock. */
export async function throughOwner<T>(
  config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>,
  path: string,
  init: RequestInit,
  here: (db: Database) => Promise<T>,
): Promise<T> {
  const owner = config.databaseUrl ? undefined : readLiveLock(config.dataDir)
  if (owner && owner.port > 0) {
    const response = await fetch(`http://127.0.0.1:${owner.port}${path}`, {
      ...init,
      headers: { ...init.headers, [ADMIN_SECRET_HEADER]: owner.secret },
    })
    if (!response.ok) throw new Error(`o backend local (pid ${owner.pid}) respondeu ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
  const lock = config.databaseUrl ? undefined : await acquireLock(config.dataDir, 0)
  try {
    const db = await openDatabase(config)
    try {
      return await here(db)
    } finally {
      await db.close()
    }
  } finally {
    lock?.release()
  }
}
