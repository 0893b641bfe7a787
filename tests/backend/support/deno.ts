import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { childEnv } from '#functions/platform/environment.ts'

/**
 * The deno binary from the npm package `deno`. npm may skip its postinstall (which only links the
 * binary from the platform package @deno/<os>-<arch>, no download); runInstall does that same link,
 * idempotently, and returns the path.
 */
export function denoBinary(): string {
  const require = createRequire(import.meta.url)
  const api = require('deno/install_api.cjs') as { runInstall(): string }
  return api.runInstall()
}

/** `deno run` as the Edge Runtime runs our code: loopback network, env, files, npm from node_modules, the import map. */
export const DENO_RUN = [
  'run',
  '--allow-net=127.0.0.1',
  '--allow-env',
  '--allow-read',
  '--node-modules-dir=manual',
  '--import-map=supabase/functions/import_map.json',
  '--no-prompt',
]

export interface DenoServer {
  url: string
  process: ChildProcess
  output: () => string
  stop(): void
}

/**
 * Runs one Edge Function entry under Deno exactly as deployed code runs (its own Deno.serve), on a
 * free loopback port (DENO_SERVE_ADDRESS), offline: npm imports resolve from node_modules.
 */
export function serveWithDeno(entry: string, env: Record<string, string>, cwd: string): Promise<DenoServer> {
  const child = spawn(denoBinary(), [...DENO_RUN, entry], {
    cwd,
    env: childEnv({ ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno did not start in 20 s:\n${log}`)), 20_000)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1], process: child, output: () => log, stop: () => void child.kill('SIGTERM') })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`deno exited with ${code}:\n${log}`))
    })
  })
}
