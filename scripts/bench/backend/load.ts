import { performance } from 'node:perf_hooks'
import { submitTargetOf, SUBMISSIONS_TABLE } from '#form-core'
import { loadForms } from '../../forms/load-forms.ts'
import { minimalRecord } from '../../forms/sample-record.ts'
import { post } from './bench-server.ts'

export interface Target {
  label: string
  url: string
  body: string
  table: string
  /** A table form answers with a receipt, never its key: its row is found by a text column the sender makes unique. */
  mark: { column: 'id' } | { column: string; field: string }
}

export interface LevelResult {
  clients: number
  requests: number
  accepted: number
  stored: number
  seconds: number
  p50: number
  p95: number
}

/** One valid request per form with a backend target (every server form, and the table forms: all through `forms/<id>`), taken in turn. */
export function benchTargets(base: string): Target[] {
  return loadForms().flatMap(({ id, schema }) => {
    const target = submitTargetOf(schema)
    if (!target || 'local' in target) return []
    const label = 'table' in target ? `forms/${id} → ${target.table}` : `forms/${id}`
    const table = 'table' in target ? target.table : SUBMISSIONS_TABLE
    const text = 'table' in target ? Object.entries(target.columns).find(([, m]) => m.as === undefined) : undefined
    const mark = text ? { column: text[0], field: text[1].field } : { column: 'id' as const }
    return [{ label, url: `${base}/functions/v1/forms/${id}`, body: JSON.stringify(minimalRecord(schema)), table, mark }]
  })
}

/** The p-th percentile of latencies sorted ascending (nearest rank, the backend benches' one definition). */
export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function runLevel(targets: Target[], clients: number, requests: number): Promise<LevelResult> {
  const latencies: number[] = []
  let next = 0
  let accepted = 0
  const start = performance.now()
  const client = async () => {
    for (let i = next++; i < requests; i = next++) {
      const target = targets[i % targets.length]
      const t0 = performance.now()
      const { status } = await post(target.url, target.body)
      latencies.push(performance.now() - t0)
      if (status === 200) accepted += 1
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return { clients, requests, accepted, stored: 0, seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}
