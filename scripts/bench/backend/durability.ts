import { performance } from 'node:perf_hooks'
import type { Target } from './load.ts'
import { post, startServer, type BenchServer } from './bench-server.ts'

export interface Acknowledged {
  table: string
  column: string
  value: string
}

function tagged(target: Target, tag: string): { body: string; acknowledge: (answer: string) => Acknowledged } {
  const { mark, table } = target
  if (!('field' in mark))
    return { body: target.body, acknowledge: (answer) => ({ table, column: 'id', value: (JSON.parse(answer) as { id: string }).id }) }
  const data = JSON.parse(target.body) as Record<string, unknown>
  const value = `${String(data[mark.field])} ${tag}`
  return { body: JSON.stringify({ ...data, [mark.field]: value }), acknowledge: () => ({ table, column: mark.column, value }) }
}

export interface DurabilityResult {
  clients: number
  acknowledged: Acknowledged[]
  throttled: number
  /** Requests that met no server (the seconds between kill -9 and the restart), sent again. */
  retried: number
  /** From kill -9 to the restarted server listening, lock file and all. */
  restartMs: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Clients on their own loopback addresses; after `killAfter` acknowledgements the server is SIGKILLed and restarted on the same folder. */
export async function runDurability(
  dataDir: string,
  env: Record<string, string>,
  targetsAt: (url: string) => Target[],
  options: { clients: number; perClient: number; killAfter: number },
): Promise<DurabilityResult & { server: BenchServer }> {
  let server = await startServer(dataDir, env)
  let targets = targetsAt(server.url)
  let restarting: Promise<void> | undefined
  let restartMs = 0
  const result: DurabilityResult = { clients: options.clients, acknowledged: [], throttled: 0, retried: 0, restartMs: 0 }
  const killAndRestart = async () => {
    const killedAt = performance.now()
    server.process.kill('SIGKILL')
    server = await startServer(dataDir, env)
    targets = targetsAt(server.url)
    restartMs = performance.now() - killedAt
  }
  const client = async (index: number) => {
    const from = `127.0.1.${index + 1}`
    for (let n = 0; n < options.perClient; n++) {
      for (;;) {
        await restarting
        const target = targets[(index + n) % targets.length]
        const sent = tagged(target, `#${index}-${n}`)
        try {
          const { status, body } = await post(target.url, sent.body, from)
          if (status === 200) result.acknowledged.push(sent.acknowledge(body))
          else if (status === 429) result.throttled += 1
          break
        } catch {
          result.retried += 1
          await pause(50)
        }
      }
      if (!restarting && result.acknowledged.length >= options.killAfter) restarting = killAndRestart()
    }
  }
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)))
  await restarting
  return { ...result, restartMs, server }
}
