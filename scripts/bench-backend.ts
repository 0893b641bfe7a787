import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formTableMap, loadForms, rootDir } from './forms/load-forms.ts'
import { configFromEnv } from './local-backend/config.ts'
import { readLiveLock } from './local-backend/lock-file.ts'
import { ADMIN_SECRET_HEADER } from './local-backend/admin-route.ts'
import { benchTargets, runLevel, type LevelResult } from './bench-backend/load.ts'
import { readSubmissions } from './local-backend/read-submissions.ts'
import { openDatabase } from './local-backend/start-backend.ts'

/**
 * `npm run bench:backend`: stored submissions per second and p50/p95 latency through the local backend
 * (its own process, a fresh PGlite folder, loopback only) at 1, 10 and 100 concurrent clients.
 * Rows are counted after each level and again after the server stops: "stored" means in the table.
 */
const levels: [clients: number, requests: number][] = [[1, 1000], [10, 3000], [100, 5000]]
const dataDir = mkdtempSync(join(tmpdir(), 'excellis-bench-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/main.ts'], {
  cwd: rootDir,
  // The limiter runs on every request, with limits this one-address load never reaches.
  env: { ...process.env, LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_FORM: '1000000', RATE_LIMIT_PER_CLIENT: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise<string>((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (c: Buffer) => {
    out += c.toString()
    const match = /backend local em (http:\/\/[\d.]+:\d+)/.exec(out)
    if (match) resolve(match[1])
  })
  server.once('exit', (code) => reject(new Error(`o backend saiu com ${code}`)))
})

const secret = readLiveLock(dataDir)?.secret ?? ''
const storedNow = async () => {
  const response = await fetch(`${url}/admin/v1/submissions?limit=1`, { headers: { [ADMIN_SECRET_HEADER]: secret } })
  const { counts } = (await response.json()) as { counts: Record<string, number> }
  return Object.values(counts).reduce((a, b) => a + b, 0)
}

const targets = benchTargets(url)
const results: LevelResult[] = []
for (const [clients, requests] of levels) {
  const before = await storedNow()
  const result = await runLevel(targets, clients, requests)
  results.push({ ...result, stored: (await storedNow()) - before })
}
server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))

const db = await openDatabase({ ...configFromEnv({}), dataDir })
// Every table a form writes, from the forms themselves: a new table form is counted without editing this.
const afterRestart = Object.values((await readSubmissions(db, { tableForms: formTableMap(loadForms()), limit: 1 })).counts).reduce((a, b) => a + b, 0)
await db.close()
rmSync(dataDir, { recursive: true, force: true })

const accepted = results.reduce((n, r) => n + r.accepted, 0)
console.log(`\n| clients | requests | accepted (2xx) | stored rows | lost | stored/s | p50 ms | p95 ms |`)
console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|`)
for (const r of results) {
  console.log(`| ${r.clients} | ${r.requests} | ${r.accepted} | ${r.stored} | ${r.accepted - r.stored} | ${Math.round(r.stored / r.seconds)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`)
}
console.log(`\nRows after the server stopped and the folder was reopened: ${afterRestart} (accepted: ${accepted}).`)
console.log(`Mix: ${targets.map((t) => t.label).join(', ')}; Node ${process.version}, PGlite, loopback.`)
if (afterRestart !== accepted) process.exit(1)
