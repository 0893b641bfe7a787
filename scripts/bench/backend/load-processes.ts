import { fork, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { percentile } from './load.ts'

/**
 * A load generator that is not the server: `processes` child processes (tsx cannot load a worker thread's .ts on
 * Node 20), each with its own event loop and keep-alive sockets (`node:http` Agent), keep `inFlight` POSTs in the air
 * in all until every body was sent once; process k sends bodies k, k + processes, … Used against a server in its own
 * process (bench:events), so what is measured is the server, not the bench's client.
 */

export interface PostLoad {
  url: string
  bodies: readonly string[]
  contentType: string
  processes: number
  inFlight: number
}

export interface PostResult {
  /** Requests answered, by HTTP status ("error" when the connection failed). */
  statuses: Record<string, number>
  seconds: number
  p50: number
  p95: number
}

interface Job {
  url: string
  bodies: string[]
  contentType: string
  inFlight: number
}

interface ProcessResult {
  statuses: Record<string, number>
  latencies: number[]
}

/** Sends every body once from the child processes; resolves when all were answered. */
export async function postFromProcesses(load: PostLoad): Promise<PostResult> {
  const children = Array.from({ length: load.processes }, () =>
    fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  )
  const kill = () => children.forEach((c) => c.kill())
  process.once('exit', kill)
  try {
    const message = <T>(child: ChildProcess) =>
      new Promise<T>((resolve, reject) => {
        child.once('message', (m) => resolve(m as T))
        child.once('exit', (code) => reject(new Error(`o gerador de carga saiu com ${code}`)))
      })
    // Each process says it is ready (module loaded, no socket open yet); the clock starts when all are.
    await Promise.all(children.map((c) => message(c)))
    const started = performance.now()
    const results = await Promise.all(
      children.map((c, k) => {
        const answered = message<ProcessResult>(c)
        const job: Job = {
          url: load.url,
          contentType: load.contentType,
          bodies: load.bodies.filter((_, i) => i % load.processes === k),
          inFlight: Math.ceil(load.inFlight / load.processes),
        }
        c.send(job)
        return answered
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const statuses: Record<string, number> = {}
    for (const r of results) for (const [k, n] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + n
    const latencies = Float64Array.from(results.flatMap((r) => r.latencies)).sort()
    return { statuses, seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
  } finally {
    kill()
    process.off('exit', kill)
  }
}

/** Load processes for a machine: one core is the server's, the rest the load's (at least one). */
export const loadProcesses = () => Math.max(1, availableParallelism() - 1)

async function sendAll({ url, bodies, contentType, inFlight }: Job): Promise<ProcessResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight })
  let next = 0
  const statuses: Record<string, number> = {}
  const latencies: number[] = []
  const post = (body: string) =>
    new Promise<string>((resolve) => {
      const headers = { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }
      const req = request(url, { method: 'POST', agent, headers }, (res) => {
        res.resume()
        res.on('end', () => resolve(String(res.statusCode)))
      })
      req.on('error', () => resolve('error'))
      req.end(body)
    })
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const t0 = performance.now()
        const status = await post(bodies[i]!)
        latencies.push(performance.now() - t0)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  agent.destroy()
  return { statuses, latencies }
}

// Run as a load process: wait for the job, send it, answer the figures, exit.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (job: Job) => void sendAll(job).then((result) => process.send?.(result, () => process.exit(0))))
  process.send('ready')
}
