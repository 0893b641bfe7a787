import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FORM_TABLE_TARGETS, SUBMISSIONS_TABLE } from '#form-core'
import { formTableMap, loadForms } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { ADMIN_SECRET_HEADER, readLiveLock } from '../local-backend/lock-file.ts'
import { benchTargets, runLevel, type LevelResult } from './backend/load.ts'
import { runDurability, type Acknowledged } from './backend/durability.ts'
import { startServer } from './backend/bench-server.ts'
import { runThrottle } from './backend/throttle.ts'
import { readSubmissions } from '../local-backend/read-submissions.ts'
import { ident, openDatabase, type Database } from '../local-backend/database.ts'

/** `npm run bench:backend`: throughput, the limiter, and durability across a SIGKILL, each on its own backend; exit 1 on a lost row. */
const failures: string[] = []
const fresh = (name: string) => mkdtempSync(join(tmpdir(), `excellis-bench-${name}-`))
const openFolder = (dataDir: string) => openDatabase({ ...configFromEnv({}), dataDir })

const levels: [clients: number, requests: number][] = [
  [1, 1000],
  [10, 3000],
  [100, 5000],
]
const throughputDir = fresh('throughput')
const server = await startServer(throughputDir, { RATE_LIMIT_PER_FORM: '1000000', RATE_LIMIT_PER_CLIENT: '1000000' })
const secret = readLiveLock(throughputDir)?.secret ?? ''
const storedNow = async () => {
  const response = await fetch(`${server.url}/admin/v1/submissions?limit=1`, { headers: { [ADMIN_SECRET_HEADER]: secret } })
  const { counts } = (await response.json()) as { counts: Record<string, number> }
  return Object.values(counts).reduce((a, b) => a + b, 0)
}
const targets = benchTargets(server.url)
const results: LevelResult[] = []
for (const [clients, requests] of levels) {
  const before = await storedNow()
  const result = await runLevel(targets, clients, requests)
  results.push({ ...result, stored: (await storedNow()) - before })
}
await server.stop()
const throughputDb = await openFolder(throughputDir)
// Every table a form writes, from the forms themselves: a new table form is counted without editing this.
const afterRestart = Object.values(
  (await readSubmissions(throughputDb, { tableForms: formTableMap(loadForms()), limit: 1 })).counts,
).reduce((a, b) => a + b, 0)
await throughputDb.close()
rmSync(throughputDir, { recursive: true, force: true })
const accepted = results.reduce((n, r) => n + r.accepted, 0)
if (afterRestart !== accepted) failures.push(`throughput: ${accepted} accepted, ${afterRestart} rows after the restart`)

console.log(`\n1. Throughput (limiter on, limits not reached)\n`)
console.log(`| clients | requests | accepted (2xx) | stored rows | lost | stored/s | p50 ms | p95 ms |`)
console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|`)
for (const r of results) {
  console.log(
    `| ${r.clients} | ${r.requests} | ${r.accepted} | ${r.stored} | ${r.accepted - r.stored} | ${Math.round(r.stored / r.seconds)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
  )
}
console.log(`\nRows after the server stopped and the folder was reopened: ${afterRestart} (accepted: ${accepted}).`)
console.log(`Mix: ${targets.map((t) => t.label).join(', ')}.`)

const limits = { RATE_LIMIT_PER_FORM: '20', RATE_LIMIT_PER_CLIENT: '60', RATE_LIMIT_WINDOW_SECONDS: '600' }
const throttleDir = fresh('throttle')
const limited = await startServer(throttleDir, limits)
const [contact] = benchTargets(limited.url).filter((t) => t.table === SUBMISSIONS_TABLE)
const [greedy, polite] = await runThrottle(contact, { from: '127.0.0.2', count: 200 }, { from: '127.0.0.3', count: 15 })
await limited.stop()
rmSync(throttleDir, { recursive: true, force: true })
if (greedy.accepted !== 20 || greedy.throttled !== 180)
  failures.push(`limiter: the flooding client got ${greedy.accepted} accepted, ${greedy.throttled} throttled`)
if (polite.accepted !== polite.sent) failures.push(`limiter: the other client got ${polite.accepted} of ${polite.sent} accepted`)

console.log(
  `\n2. The limiter (${limits.RATE_LIMIT_PER_FORM} per form and ${limits.RATE_LIMIT_PER_CLIENT} in all per client per ${limits.RATE_LIMIT_WINDOW_SECONDS} s; ${contact.label})\n`,
)
console.log('| client | sent | accepted (200) | throttled (429) | other |')
console.log('|---|---:|---:|---:|---:|')
for (const c of [greedy, polite])
  console.log(
    `| ${c.client}${c === greedy ? ' (floods, 10 at a time)' : ' (at the same time)'} | ${c.sent} | ${c.accepted} | ${c.throttled} | ${c.other} |`,
  )

const durabilityDir = fresh('durability')
const run = await runDurability(durabilityDir, limits, benchTargets, { clients: 20, perClient: 40, killAfter: 300 })
await run.server.stop()
const db = await openFolder(durabilityDir)
const missing = await missingRows(db, run.acknowledged)
const {
  rows: [owed],
} = await db.query<{ rows: number; entries: number }>(
  `select ${[SUBMISSIONS_TABLE, ...FORM_TABLE_TARGETS].map((t) => `(select count(*) from public.${ident(t)})::int`).join(' + ')} as rows,
          (select count(*) from public.notification_outbox)::int as entries`,
)
await db.close()
rmSync(durabilityDir, { recursive: true, force: true })
if (missing.length > 0) failures.push(`kill -9: ${missing.length} acknowledged rows missing`)
if (owed.rows !== owed.entries) failures.push(`kill -9: ${owed.rows} rows but ${owed.entries} outbox entries`)

console.log(`\n3. kill -9 mid-run, limiter on (${run.clients} clients, one address each, 40 submissions each over every form)\n`)
console.log(
  '| acknowledged | found after restart | lost | throttled | resent (no server) | restart after kill -9 | rows / outbox entries |',
)
console.log('|---:|---:|---:|---:|---:|---:|---|')
console.log(
  `| ${run.acknowledged.length} | ${run.acknowledged.length - missing.length} | ${missing.length} | ${run.throttled} | ${run.retried} | ${(run.restartMs / 1000).toFixed(1)} s | ${owed.rows} / ${owed.entries} |`,
)

console.log(`\nNode ${process.version}, PGlite, loopback; load average ${(await import('node:os')).loadavg()[0].toFixed(2)}.`)
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`)
  process.exit(1)
}

async function missingRows(database: Database, acknowledged: Acknowledged[]): Promise<Acknowledged[]> {
  const present = new Set<string>()
  const key = (table: string, column: string, value: string) => JSON.stringify([table, column, value])
  for (const where of new Set(acknowledged.map((a) => JSON.stringify([a.table, a.column])))) {
    const [table, column] = JSON.parse(where) as [string, string]
    const { rows } = await database.query<{ value: string }>(`select "${column}"::text as value from public."${table}"`)
    rows.forEach((r) => present.add(key(table, column, r.value)))
  }
  return acknowledged.filter((a) => !present.has(key(a.table, a.column, a.value)))
}
