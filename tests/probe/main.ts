import { rmSync } from 'node:fs'
import { schemaHash } from '#form-core'
import { LOCAL_BACKEND, readEnv } from '#functions/platform/environment.ts'
import { cliArgs } from '../../scripts/cli-args.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { badFormInputs, codeRound, forgedTokens, membersStillGetCodes, serverForms, signedOutToken } from './attacks.ts'
import { badExportFilters, csvInjection, everyCallAsEachRole } from './team-calls.ts'
import { dataDirOf, member, signIn, startProbeBackend, stopProbeBackend, submissions, tally, type ProbeBackend } from './probe-backend.ts'

/**
 * `npm run probe`: a bounded rerun of issue 42's probe on loopback, against `npm run backend` as its own process on
 * PROBE_PORT (55020 unless set). Prints the figures decisions 200-202 quote; exits 1 on any 5xx, lost or duplicated lead.
 */
cliArgs({ options: {} }, 'Uso: npm run probe (sem argumentos; PROBE_PORT, PROBE_GENERATED e PROBE_KILLS vêm do ambiente)')
const settings = readEnv(['PROBE_PORT', 'PROBE_GENERATED', 'PROBE_KILLS'])
const port = settings.PROBE_PORT
const dataDir = dataDirOf(`probe-${port}`)
rmSync(dataDir, { recursive: true, force: true })
const say = (line: string) => console.log(`[probe] ${line}`)
const MEMBERS = Array.from({ length: 10 }, (_, i) => `membro${i}@probe.test`)

let backend: ProbeBackend = await startProbeBackend(port, dataDir)
const report: Record<string, unknown> = {}
try {
  for (const email of MEMBERS) await member(backend, dataDir, 'add', email)
  await member(backend, dataDir, 'add', 'admin@probe.test', 'administracao')
  await member(backend, dataDir, 'add', 'equipe@probe.test')
  await member(backend, dataDir, 'add', 'saiu@probe.test')

  // Round 1 now, round 2 after a minute (GoTrue's per-address wait), the members' own requests a minute later.
  const started = Date.now()
  report.codeRound1 = await codeRound(backend, MEMBERS, 1)
  say(`rodada 1 de códigos: ${JSON.stringify(report.codeRound1)}`)

  const admin = await signIn(backend, 'admin@probe.test')
  const equipe = await signIn(backend, 'equipe@probe.test')
  const removed = await signIn(backend, 'saiu@probe.test')
  await member(backend, dataDir, 'remove', 'saiu@probe.test')
  const leaving = await signIn(backend, 'equipe@probe.test').catch(() => equipe)

  report.badFormInputs = await badFormInputs(backend, settings.PROBE_GENERATED)
  say(`entradas ruins nos formulários: ${JSON.stringify(report.badFormInputs)}`)
  report.forgedTokens = await forgedTokens(backend, equipe)
  say(`tokens forjados: ${JSON.stringify(report.forgedTokens)}`)
  report.roles = await everyCallAsEachRole(backend, {
    anon: LOCAL_BACKEND.anonKey,
    removed: removed.access_token,
    equipe: equipe.access_token,
    administracao: admin.access_token,
  })
  say(`chamadas por papel: ${JSON.stringify(report.roles)}`)
  report.badExportFilters = await badExportFilters(backend, admin.access_token)
  say(`filtros de exportação ruins: ${JSON.stringify(report.badExportFilters)}`)
  report.csvInjection = await csvInjection(backend, admin.access_token)
  say(`injeção no CSV: ${JSON.stringify(report.csvInjection)}`)

  await new Promise((r) => setTimeout(r, Math.max(0, started + 61_000 - Date.now())))
  report.codeRound2 = await codeRound(backend, MEMBERS, 2)
  say(`rodada 2 de códigos: ${JSON.stringify(report.codeRound2)}`)
  report.durability = await killUnderLoad(settings.PROBE_KILLS)
  say(`kill -9 sob carga: ${JSON.stringify(report.durability)}`)
  await new Promise((r) => setTimeout(r, Math.max(0, started + 122_000 - Date.now())))
  report.membersStillGetCodes = await membersStillGetCodes(backend, MEMBERS)
  say(`membros ainda recebem código: ${JSON.stringify(report.membersStillGetCodes)}`)
  report.signedOut = await signedOutToken(backend, leaving)
  say(`token depois de sair: ${JSON.stringify(report.signedOut)}`)
} finally {
  await stopProbeBackend(backend)
}

/** Senders post leads with a marker each; the backend is killed with SIGKILL mid-load and started again on its folder. */
async function killUnderLoad(kills: number) {
  const form = serverForms.find((f) => f.formId === 'contact')!
  const revision = await schemaHash(form.schema)
  const acknowledged = new Set<string>()
  let sent = 0
  for (let k = 0; k < kills; k++) {
    let stop = false
    const sender = async (s: number) => {
      for (let n = 0; !stop; n++) {
        const marker = `dur-${k}-${s}-${n}`
        sent++
        tally.requests++
        const answer = await fetch(`${backend.url}/functions/v1/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-form-revision': revision },
          body: JSON.stringify({ ...minimalRecord(form.schema), message: marker }),
        }).catch(() => undefined)
        if (answer?.status === 200) acknowledged.add(marker)
        else if (answer && answer.status >= 500) tally.fiveXx.push({ what: 'durability', status: answer.status, body: '' })
        if (!answer) return
      }
    }
    const senders = Array.from({ length: 6 }, (_, s) => sender(s))
    await new Promise((r) => setTimeout(r, 4_000))
    backend.process.kill('SIGKILL')
    stop = true
    await Promise.all(senders)
    if (backend.process.exitCode === null && backend.process.signalCode === null) await new Promise((r) => backend.process.once('exit', r))
    backend = await startProbeBackend(port, dataDir)
  }
  const stored = new Map<string, number>()
  for (const row of await submissions(backend, dataDir, 'contact')) {
    const marker = /dur-\d+-\d+-\d+/.exec(JSON.stringify(row))?.[0]
    if (marker) stored.set(marker, (stored.get(marker) ?? 0) + 1)
  }
  const lost = [...acknowledged].filter((m) => !stored.has(m)).length
  const duplicated = [...stored.values()].filter((n) => n > 1).length
  return { kills, sent, acknowledged: acknowledged.size, stored: stored.size, lost, duplicated }
}

say(
  `pedidos: ${tally.requests}; respostas 5xx: ${tally.fiveXx.length} (e ${tally.notConfigured} "revisão não configurada", 503 de propósito)`,
)
for (const failure of tally.fiveXx.slice(0, 20)) say(`  5xx ${failure.status} em ${failure.what}: ${failure.body}`)
say(`conexões fechadas pelo backend antes da resposta (pedido reenviado uma vez): ${tally.dropped.length}`)
for (const drop of tally.dropped.slice(0, 20)) say(`  ${drop.what}, depois de ${drop.after}`)
const durability = report.durability as { lost: number; duplicated: number } | undefined
process.exitCode = tally.fiveXx.length > 0 || !durability || durability.lost > 0 || durability.duplicated > 0 ? 1 : 0
