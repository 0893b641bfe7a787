import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  FORMS_FUNCTION,
  FUNCTIONS_PATH,
  FUNNEL_SEGMENT,
  funnelQuestions,
  MEMBER_ROLE,
  schemaHash,
  submitTargetOf,
  type FunnelEvent,
} from '#form-core'
import { loadForms } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { startBackend } from '../local-backend/start-backend.ts'

/**
 * `npm run bench:events` (issue 46, decision 221): the funnel's two budgets on this machine.
 * 1. Events per second the local backend accepts (202) through the real route and database, 16 at a time, and how many
 *    acknowledged events are missing from the counts afterwards (must be 0). Budget: at least 1,000/s.
 * 2. The workspace's read (`workspace_funnel`, as a signed-in member) of one form whose counts add up to 1,000,000
 *    events over a year, median of 20. Budget: 300 ms.
 */
const EVENTS = 5000
const CONCURRENCY = 16
const COUNTED = 1_000_000
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const form = loadForms().find((f) => {
  const target = submitTargetOf(f.schema)
  return target !== undefined && !('local' in target)
})!
const revision = await schemaHash(form.schema)
const questions = funnelQuestions(form.schema, form.uiSchema).length
const dataDir = mkdtempSync(join(tmpdir(), 'excellis-bench-events-'))
const config = { ...configFromEnv({}), port: 0, dataDir, funnelLimits: { perClient: 10_000_000, windowSeconds: 600 } }
const backend = await startBackend(config, { logger: { error: () => undefined } })
const url = `${backend.url}${FUNCTIONS_PATH}/${FORMS_FUNCTION}/${FUNNEL_SEGMENT}`

/** The i-th event of a plausible mix: views, starts, stops at every question, timed sends. */
function eventAt(i: number): FunnelEvent {
  const base = { form: form.id, revision }
  switch (i % 4) {
    case 0:
      return { ...base, kind: 'view' }
    case 1:
      return { ...base, kind: 'start' }
    case 2:
      return { ...base, kind: 'stop', question: i % questions }
    default:
      return { ...base, kind: 'submit', seconds: 60 + (i % 900) }
  }
}

async function counted(): Promise<number> {
  const { rows } = await backend.db.query<{ n: string }>(
    `select coalesce(sum(visits), 0)::text as n from public.form_funnel_counts where form_id = $1 and kind <> 'duration'`,
    [form.id],
  )
  return Number(rows[0]!.n)
}

try {
  // 1. Throughput through the route, as sendBeacon sends (text/plain).
  const before = await counted()
  let next = 0
  let acknowledged = 0
  let refused = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < EVENTS; i = next++) {
        const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(eventAt(i)) })
        await answer.arrayBuffer()
        if (answer.status === 202) acknowledged++
        else refused++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const lost = acknowledged - ((await counted()) - before)
  console.log(`Eventos: ${EVENTS} enviados, ${CONCURRENCY} de cada vez, em ${seconds.toFixed(1)} s`)
  console.log(
    `  aceitos (202): ${acknowledged}, recusados: ${refused}, ${(acknowledged / seconds).toFixed(0)} eventos/s (orçamento ≥ 1000)`,
  )
  console.log(`  aceitos e ausentes das contagens: ${lost} (orçamento 0)`)

  // 2. The read over 1,000,000 counted events for one form: a year of days, every question, a spread of times.
  await backend.db.query(`delete from public.form_funnel_counts where form_id = $1`, [form.id])
  await backend.db.query(
    `with days as (select public.funnel_today() - d as day from generate_series(0, 364) d),
          kinds as (select 'view' as kind, 0 as bucket, 1200 as weight
                    union all select 'start', 0, 900
                    union all select 'submit', 0, 500
                    union all select 'stop', q, 400 / $3::int from generate_series(0, $3::int - 1) q
                    union all select 'duration', b, 500 / 60 from generate_series(4, 63) b)
     insert into public.form_funnel_counts (form_id, schema_hash, day, kind, bucket, visits)
     select $1, $2, days.day, kinds.kind, kinds.bucket, greatest(1, kinds.weight * $4::bigint / (3000 * 365)) from days, kinds`,
    [form.id, revision, questions, COUNTED],
  )
  const total = await counted()
  const member = 'bench@excellis.local'
  await backend.db.query(`insert into public.agency_members (email, added_by, role) values ($1, 'bench', $2) on conflict do nothing`, [
    member,
    MEMBER_ROLE,
  ])
  const session = '00000000-0000-4000-8000-0000000000be'
  await backend.db.query(
    `insert into auth.users (id, email, created_at, updated_at) values ($1, $2, now(), now()) on conflict do nothing`,
    [session, member],
  )
  await backend.db.query(`insert into auth.sessions (id, user_id, created_at) values ($1, $1, now()) on conflict do nothing`, [session])
  const claims = JSON.stringify({ role: 'authenticated', aud: 'authenticated', sub: session, email: member, session_id: session })
  const { rows: today } = await backend.db.query<{ last_day: string; first_day: string }>(
    `select public.funnel_today()::text as last_day, (public.funnel_today() - 364)::text as first_day`,
  )
  const read = () =>
    backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims])
      await tx.query('set local role authenticated')
      const { rows } = await tx.query<{ funnel: { revisions: { views: number }[] } }>(
        `select public.workspace_funnel($1, $2::date, $3::date) as funnel`,
        [form.id, today[0]!.first_day, today[0]!.last_day],
      )
      return rows[0]!.funnel
    })
  const first = await read()
  if (!first.revisions[0]?.views) throw new Error('a leitura do funil voltou vazia: o membro não foi reconhecido')
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now()
    await read()
    times.push(performance.now() - t0)
  }
  console.log(`Funil de ${form.id}: ${total.toLocaleString('pt-BR')} eventos contados em 365 dias`)
  console.log(
    `  workspace_funnel como membro: mediana ${median(times).toFixed(1)} ms de 20, pior ${Math.max(...times).toFixed(1)} ms (orçamento 300 ms)`,
  )
  if (lost !== 0 || acknowledged / seconds < 1000 || median(times) > 300) process.exitCode = 1
} finally {
  await backend.close()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`\nNode ${process.version}, PGlite, loopback; load average ${loadavg()[0]!.toFixed(2)}.`)
