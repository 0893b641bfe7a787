import type { Target } from './load.ts'
import { post } from './bench-server.ts'

export interface ClientResult {
  client: string
  sent: number
  accepted: number
  throttled: number
  other: number
}

async function sendFrom(from: string, target: Target, count: number, concurrency: number): Promise<ClientResult> {
  const result: ClientResult = { client: from, sent: 0, accepted: 0, throttled: 0, other: 0 }
  const loop = async () => {
    while (result.sent < count) {
      result.sent += 1
      const { status } = await post(target.url, target.body, from)
      if (status === 200) result.accepted += 1
      else if (status === 429) result.throttled += 1
      else result.other += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  return result
}

/** One client floods a form while another sends a handful: the limiter must stop the first and leave the second alone. */
export function runThrottle(
  target: Target,
  greedy: { from: string; count: number },
  polite: { from: string; count: number },
): Promise<ClientResult[]> {
  return Promise.all([sendFrom(greedy.from, target, greedy.count, 10), sendFrom(polite.from, target, polite.count, 1)])
}
