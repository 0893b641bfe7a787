import { spawn, type ChildProcess } from 'node:child_process'
import { rootDir } from '../forms/load-forms.ts'

export interface BenchServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/** The local backend as its own process (what `npm run backend` runs) on a free port, with extra environment. */
export function startServer(dataDir: string, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/main.ts'], {
    cwd: rootDir,
    env: { ...process.env, LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
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
