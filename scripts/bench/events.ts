import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
import { openDatabase, type Database } from '../local-backend/database.ts'
import { startServer } from './backend/bench-server.ts'
import { loadProcesses, postFromProcesses, type PostResult } from './backend/load-processes.ts'

/**
 * `npm run bench:events` (issue 46, decisions 221, 230, 240): the funnel's two budgets on this machine.
 * 1. Events per second the local backend accepts (202) through the real route and database. The backend runs in its
 *    own process, started as `npm run dev` starts it (scripts/local-backend/main.ts); the load comes from child processes
 *    with keep-alive sockets, IN_FLIGHT requests in the air in all. The control, in the same run and with the same
 *    load: a bare `node:http` server in its own process answering 202 without reading anything, i.e. what HTTP on
 *    loopback and this client allow on this machine now. Afterwards the backend is stopped, its folder reopened, and
 *    every acknowledged event must be in the counts. Budget: at least 1,000/s, 0 lost.
 * 2. The workspace's read (`workspace_funnel`, as a signed-in member) of one form whose counts add up to 1,000,000
 *    events over a year, median of 20. Budget: 300 ms.
 */
const WARM_UP = 500
const EVENTS = 10_000
const IN_FLIGHT = 32
const COUNTED = 1_000_000
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const loads: string[] = []
const noteLoad = (when: string) => loads.push(`${when} ${loadavg()[0]!.toFixed(2)}`)

const form = loadForms().find((f) => {
  const target = submitTargetOf(f.schema)
  return target !== undefined && !('local' in target)
})!
const revision = await schemaHash(form.schema)
const questions = funnelQuestions(form.schema, form.uiSchema).length

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
const bodies = (from: number, n: number) => Array.from({ length: n }, (_, i) => JSON.stringify(eventAt(from + i)))
// As sendBeacon sends them: text/plain, so no preflight.
const send = (url: string, events: string[]) =>
  postFromProcesses({ url, bodies: events, contentType: 'text/plain;charset=UTF-8', processes: loadProcesses(), inFlight: IN_FLIGHT })

/** The control: Node's HTTP server alone, in its own process, answering what the route answers without doing anything. */
const CONTROL_SERVER = `
const server = require('node:http').createServer((req, res) => {
  req.resume()
  req.on('end', () => res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}'))
})
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))`

async function control(events: string[]): Promise<PostResult & { cpu: number }> {
  const child = spawn(process.execPath, ['-e', CONTROL_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const kill = () => child.kill('SIGTERM')
  process.once('exit', kill)
  try {
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (c: Buffer) => resolve(c.toString().trim()))
      child.once('exit', (code) => reject(new Error(`o servidor de controle saiu com ${code}`)))
    })
    await send(base, events.slice(0, WARM_UP))
    const cpu = cpuSeconds(child.pid!)
    const result = await send(base, events)
    return { ...result, cpu: cpuSeconds(child.pid!) - cpu }
  } finally {
    kill()
    process.off('exit', kill)
  }
}

const counted = async (db: Database): Promise<number> => {
  const { rows } = await db.query<{ n: string }>(
    `select coalesce(sum(visits), 0)::text as n from public.form_funnel_counts where form_id = $1 and kind <> 'duration'`,
    [form.id],
  )
  return Number(rows[0]!.n)
}

/**
 * CPU seconds a process has used (user + system, all its threads), from Linux's /proc: on a machine others load, the
 * throughput follows the share of the cores the server got, while its CPU per event is its own cost.
 */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const rate = (r: PostResult, status = '202') => (r.statuses[status] ?? 0) / r.seconds
const describe = (r: PostResult) =>
  `${Object.entries(r.statuses)
    .map(([s, n]) => `${n}×${s}`)
    .join(', ')} em ${r.seconds.toFixed(2)} s; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`

const dataDir = mkdtempSync(join(tmpdir(), 'excellis-bench-events-'))
try {
  // 1. Throughput: the control, then the backend, with the same events from the same threads.
  const events = bodies(WARM_UP, EVENTS)
  noteLoad('início')
  const bare = await control(events)
  noteLoad('depois do controle')
  const server = await startServer(dataDir, { FUNNEL_EVENTS_PER_CLIENT: '10000000', RATE_LIMIT_WINDOW_SECONDS: '600' })
  const url = `${server.url}${FUNCTIONS_PATH}/${FORMS_FUNCTION}/${FUNNEL_SEGMENT}`
  let warm: PostResult
  let run: PostResult
  let cpu: number
  try {
    warm = await send(url, bodies(0, WARM_UP))
    cpu = cpuSeconds(server.process.pid!)
    run = await send(url, events)
    cpu = cpuSeconds(server.process.pid!) - cpu
  } finally {
    await server.stop()
  }
  noteLoad('depois do backend')
  const acknowledged = (warm.statuses['202'] ?? 0) + (run.statuses['202'] ?? 0)
  const db = await openDatabase({ ...configFromEnv({}), dataDir })
  try {
    const lost = acknowledged - (await counted(db))
    console.log(`Eventos pela rota POST ${FUNCTIONS_PATH}/${FORMS_FUNCTION}/${FUNNEL_SEGMENT} (${form.id}), backend em processo próprio`)
    console.log(
      `  carga: ${loadProcesses()} processo(s) de carga, ${IN_FLIGHT} pedidos no ar, conexões keep-alive; ${WARM_UP} de aquecimento`,
    )
    const perEvent = (seconds: number) => `${((seconds * 1000) / EVENTS).toFixed(2)} ms de CPU por pedido`
    console.log(
      `  controle (node:http vazio, processo próprio): ${describe(bare)} → ${rate(bare).toFixed(0)} respostas/s, ${perEvent(bare.cpu)}`,
    )
    console.log(`  backend local: ${describe(run)} → ${rate(run).toFixed(0)} eventos/s aceitos (orçamento ≥ 1000), ${perEvent(cpu)}`)
    console.log(
      `  aceitos (202, com o aquecimento): ${acknowledged}; ausentes das contagens depois de parar e reabrir: ${lost} (orçamento 0)`,
    )

    // 2. The read over 1,000,000 counted events for one form: a year of days, every question, a spread of times.
    const read = await seedAndRead(db)
    console.log(`Funil de ${form.id}: ${read.total.toLocaleString('pt-BR')} eventos contados em 365 dias`)
    console.log(
      `  workspace_funnel como membro: mediana ${median(read.times).toFixed(1)} ms de 20, pior ${Math.max(...read.times).toFixed(1)} ms (orçamento 300 ms)`,
    )
    if (lost !== 0 || rate(run) < 1000 || median(read.times) > 300) process.exitCode = 1
  } finally {
    await db.close()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
noteLoad('fim')
console.log(`\nNode ${process.version}, PGlite, loopback; load average (1 min): ${loads.join(', ')}.`)

async function seedAndRead(db: Database): Promise<{ total: number; times: number[] }> {
  await db.query(`delete from public.form_funnel_counts where form_id = $1`, [form.id])
  await db.query(
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
  const total = await counted(db)
  const member = 'bench@excellis.local'
  await db.query(`insert into public.agency_members (email, added_by, role) values ($1, 'bench', $2) on conflict do nothing`, [
    member,
    MEMBER_ROLE,
  ])
  const session = '00000000-0000-4000-8000-0000000000be'
  await db.query(`insert into auth.users (id, email, created_at, updated_at) values ($1, $2, now(), now()) on conflict do nothing`, [
    session,
    member,
  ])
  await db.query(`insert into auth.sessions (id, user_id, created_at) values ($1, $1, now()) on conflict do nothing`, [session])
  const claims = JSON.stringify({ role: 'authenticated', aud: 'authenticated', sub: session, email: member, session_id: session })
  const { rows: today } = await db.query<{ last_day: string; first_day: string }>(
    `select public.funnel_today()::text as last_day, (public.funnel_today() - 364)::text as first_day`,
  )
  const read = () =>
    db.transaction(async (tx) => {
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
  return { total, times }
}
