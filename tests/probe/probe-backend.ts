import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { childEnv, LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { ADMIN_SECRET_HEADER, lockPath, type LockInfo } from '../../scripts/local-backend/lock-file.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

/**
 * The probe's backend: `npm run backend` as its own process (so it can be killed with SIGKILL and started again on the
 * same folder), its admin routes and the sign-in as the page does it. Counts every answer it sees, and every 5xx.
 */
export interface Tally {
  requests: number
  notConfigured: number
  fiveXx: { what: string; status: number; body: string }[]
  /** Requests whose kept-alive connection the backend closed before answering (sent again once), with the request before. */
  dropped: { what: string; after: string }[]
}

export const tally: Tally = { requests: 0, notConfigured: 0, fiveXx: [], dropped: [] }
let previous = ''

/**
 * A fetch that counts: every request the probe makes goes through here (or is counted by its caller). A connection
 * the backend closes under the request (it closes a kept-alive one after refusing a body it did not read to the end)
 * is counted in `dropped` and the request sent once more on a new one; a second failure ends the probe.
 */
export async function probeFetch(what: string, url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  tally.requests++
  const response = await fetch(url, init).catch((error: unknown) => {
    tally.dropped.push({ what, after: previous })
    if (!(error instanceof TypeError)) throw error
    return fetch(url, init)
  })
  const text = await response.text()
  count(what, response.status, text)
  return { status: response.status, text }
}

/** The editor's review without the agency's GitHub: a 503 that says so, by design (decision 181), counted apart. */
const NOT_CONFIGURED = 'O envio para revisão ainda não foi configurado'

export function count(what: string, status: number, body = '') {
  previous = what
  if (status === 503 && body.includes(NOT_CONFIGURED)) tally.notConfigured++
  else if (status >= 500) tally.fiveXx.push({ what, status, body: body.slice(0, 200) })
}

export interface ProbeBackend {
  url: string
  process: ChildProcess
}

/** Starts the backend on `port` over `dataDir`, with rate limits out of the way (the probe sends from one address). */
export async function startProbeBackend(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ProbeBackend> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/main.ts'], {
    cwd: rootDir,
    env: childEnv({
      LOCAL_BACKEND_PORT: String(port),
      LOCAL_BACKEND_DATA_DIR: dataDir,
      RATE_LIMIT_PER_FORM: '1000000',
      RATE_LIMIT_PER_CLIENT: '1000000',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 180_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`o backend parou ao iniciar:\n${output}`)
    const ok = await fetch(`${url}/mailbox/messages?limit=1`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, process: child }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill('SIGKILL')
  throw new Error(`o backend não respondeu em 3 minutos:\n${output}`)
}

export async function stopProbeBackend(backend: ProbeBackend, signal: NodeJS.Signals = 'SIGTERM') {
  if (backend.process.exitCode !== null || backend.process.signalCode !== null) return
  const exited = new Promise((resolve) => backend.process.once('exit', resolve))
  backend.process.kill(signal)
  await exited
}

const adminSecret = (dataDir: string) => (JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo).secret

/** `npm run members -- add|remove` on the running backend, through its admin route. */
export async function member(backend: ProbeBackend, dataDir: string, action: 'add' | 'remove', email: string, role?: string) {
  const answer = await probeFetch('members', `${backend.url}/admin/v1/members`, {
    method: 'POST',
    headers: { [ADMIN_SECRET_HEADER]: adminSecret(dataDir), 'content-type': 'application/json' },
    body: JSON.stringify({ action, email, addedBy: 'probe', ...(role ? { role } : {}) }),
  })
  if (answer.status !== 200) throw new Error(`members ${action} ${email}: ${answer.status} ${answer.text}`)
}

/** Every stored lead of a form (the admin route `npm run submissions` reads). */
export async function submissions(backend: ProbeBackend, dataDir: string, form: string): Promise<{ data?: unknown }[]> {
  const answer = await probeFetch('submissions', `${backend.url}/admin/v1/submissions?form=${form}&limit=10000`, {
    headers: { [ADMIN_SECRET_HEADER]: adminSecret(dataDir) },
  })
  const body = JSON.parse(answer.text) as { submissions?: { data?: unknown }[] } | { data?: unknown }[]
  return Array.isArray(body) ? body : (body.submissions ?? [])
}

export const authHeaders = (token: string = LOCAL_BACKEND.anonKey) => ({
  apikey: LOCAL_BACKEND.anonKey,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
})

export interface Session {
  access_token: string
  refresh_token: string
  expires_at: number
  user: { email: string }
}

/** The newest code e-mailed to `email` (the local mailbox), or undefined. */
export async function newestCode(backend: ProbeBackend, email: string): Promise<{ code?: string; count: number }> {
  const answer = await probeFetch('mailbox', `${backend.url}/mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = JSON.parse(answer.text) as { messages: { text: string }[] }
  return { code: /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1], count: messages.length }
}

/** Signs `email` in as the page does: a code asked for, read from the mailbox, verified. */
export async function signIn(backend: ProbeBackend, email: string): Promise<Session> {
  const asked = await probeFetch('otp', `${backend.url}/auth/v1/otp`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ email, create_user: false }),
  })
  if (asked.status !== 200) throw new Error(`código para ${email}: ${asked.status} ${asked.text}`)
  const { code } = await newestCode(backend, email)
  const verified = await probeFetch('verify', `${backend.url}/auth/v1/verify`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ email, token: code, type: 'email' }),
  })
  if (verified.status !== 200) throw new Error(`entrar como ${email}: ${verified.status} ${verified.text}`)
  return JSON.parse(verified.text) as Session
}

export const dataDirOf = (name: string) => join(rootDir, '.tmp', name)
