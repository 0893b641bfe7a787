import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { rootDir } from '../../forms/load-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

export interface BenchServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

export function startServer(dataDir: string, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/main.ts'], {
    cwd: rootDir,
    env: childEnv({ LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '', ...env }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString()
      const match = /backend local em (http:\/\/[\d.]+:\d+)/.exec(out)
      if (match) resolve({ url: match[1], process: child, stop: () => (child.kill('SIGTERM'), exited) })
    })
    child.once('exit', (code) => reject(new Error(`o backend saiu com ${code}:\n${out}`)))
  })
}

/** Keep-alive sockets, one per client: like a browser's connection reuse, and lighter than fetch so the client does not starve the server of the 2 cores. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

export interface Posted {
  status: number
  body: string
}

/** `from` picks the source address (all of 127/8 is this machine on Linux), so one process is many clients to the rate limit. */
export function post(url: string, body: string, from?: string): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    const req = request(url, { method: 'POST', agent, headers, ...(from ? { localAddress: from } : {}) }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(body)
  })
}
