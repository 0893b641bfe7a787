import { loadavg } from 'node:os'
import { chromium, type Page, type Request } from '@playwright/test'
import { leadPath, SUBMISSIONS_TABLE, WORKSPACE_STORAGE_KEYS } from '#form-core'
import { setRuntimeEnv } from '#functions/platform/environment.ts'
import { benchPort, buildSite, newBuildDir, removeBuildDir, serveSite } from './built-site.ts'
import { chromiumLaunch } from '../chromium.ts'
import { benchForms as forms, emailOf } from './workspace-seed.ts'
import { startWorkspaceBackend } from './workspace-backend.ts'
import { signInAsMember } from './member-sign-in.ts'

/**
 * `npm run bench:workspace` (issue 28): 10,000 leads over the 12 server forms in a local backend of its own, in a
 * process of its own (workspace-backend.ts), the production build of /painel signed in as a member, and from request
 * to rows on screen: the first inbox page, a filtered page, a text search and a lead page with the person's other
 * leads, each judged by issue 44's rule as decision 234 reads it: what the page adds to its call ≤ 200 ms at p95; beside
 * it, the screen against the same list call alone, without the page, in the same run (the control). Then the CSV of every form's 10,000 leads in one file (issue 44: ≤ 3 s)
 * with the page's JS heap sampled while it downloads. Issue 34: one status for 50 selected leads (the call, ≤ 1 s)
 * and for a whole page through the screen. Issue 44: the other leads' call and the "new for me" count alone (p95 ≤ 20
 * ms each). Every person has an e-mail of their own; a few have three leads. Exits 1 when a figure is over its budget.
 */
const LEADS = 10_000
const RUNS = 20
const port = benchPort('BENCH_WORKSPACE_PORT')
const MEMBER = 'bench@excellis.test'

/**
 * Issue 44: a screen may take 200 ms more than its call, at the 95th percentile. Judged on what the page adds to the
 * call it made (decision 234): from the action to the request, then from the answer to the frame. The issue's own
 * comparison (the screen against the call alone, from Node) is printed beside it: here the backend shares the two
 * cores with the browser, so a screen that draws while its call is out slows that call, as a remote backend is not.
 */
const SCREEN_OVER_CALL_MS = 200

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]

/** "cabe" or "passa N ms"; the run exits 1 once anything judged is over. */
const within = (value: number, budget: number) => (value <= budget ? 'cabe' : `passa ${(value - budget).toFixed(0)} ms`)
const verdict = (value: number, budget: number) => {
  if (value > budget) process.exitCode = 1
  return within(value, budget)
}

/**
 * A screen measured in the page's own clock: from the member's action (the first click, change or keydown after
 * `callOf` armed it) to the frame painted with every text the screen waits for (a MutationObserver sees the text,
 * then a task after the next frame), and where its call sat: the request leaving and its last byte (Resource
 * Timing). Playwright's clock would not do: its `waitFor` scans the page's text on the page's thread while the screen
 * draws (~85 ms a measure in a profile), and its click's own checks came before the event. The control is a fetch
 * timed the same way in its own process: nothing of either measure is the tool's.
 */
let call: string | undefined
const ACTED = `for (const type of ['click', 'change', 'keydown'])
  addEventListener(type, (e) => { if (window.__acted === null) window.__acted = e.timeStamp }, true)`
interface Marks {
  __acted: number | null
  __shown?: Promise<number>
}
/** Arms the action's mark and the screen's: the first time after the action that all of `texts` are on the page and painted. */
const callOf = async (page: Page, fn: string, texts: string[]) => {
  await page.evaluate((texts) => {
    const w = window as unknown as Marks
    w.__acted = null
    w.__shown = new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(new Error(`a tela não mostrou ${texts.join(' e ')} em 2 minutos`)), 120_000)
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        if (w.__acted === null || !texts.every((t) => document.body.textContent?.includes(t))) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, texts)
  call = fn
}
/** The screen's milliseconds in the page: from the action to the frame that showed it. */
const shownAfter = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as Marks
    return (await w.__shown!) - w.__acted!
  })
const callTimes = (page: Page, fn: string) =>
  page.evaluate((fn) => {
    const acted = (window as unknown as { __acted: number }).__acted
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(`/rpc/${fn}`))
      .at(-1) as PerformanceResourceTiming
    return [entry.startTime - acted, entry.responseEnd - acted] as const
  }, fn)

interface Timed {
  times: number[]
  /** In the page, from the action to the call's request and to its last byte, when the action made one. */
  asked: number[]
  calls: number[]
  /** What the page added to its call: the screen's time less the call's time in the air (decision 234). */
  own: number[]
  /** A screen's, as Playwright saw it: from before its click to its `waitFor` (informative; the page's clock judges). */
  seen: number[]
}

/**
 * `RUNS` times: a screen (`start` arms it with callOf) in the page's clock, else milliseconds from the time `start`
 * returns (else from its call) to `shown`.
 */
async function timed(page: Page, start: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<Timed> {
  const result: Timed = { times: [], asked: [], calls: [], own: [], seen: [] }
  for (let i = 0; i < RUNS; i++) {
    call = undefined
    const begun = performance.now()
    const t0 = await start()
    // Set by `start` through callOf (TypeScript cannot see that assignment).
    const fn = call as string | undefined
    if (fn) {
      const screen = await shownAfter(page)
      result.times.push(screen)
      await shown()
      result.seen.push(performance.now() - (typeof t0 === 'number' ? t0 : begun))
      const [asked, finished] = await callTimes(page, fn)
      result.asked.push(asked)
      result.calls.push(finished)
      result.own.push(screen - (finished - asked))
      continue
    }
    await shown()
    result.times.push(performance.now() - (typeof t0 === 'number' ? t0 : begun))
  }
  return result
}

const backend = await startWorkspaceBackend(LEADS, MEMBER)
const outDir = newBuildDir('workspace')
const browser = await chromium.launch(chromiumLaunch)
try {
  setRuntimeEnv('VITE_SUPABASE_URL', backend.url)
  await buildSite(outDir)
  const server = await serveSite(outDir, port)
  const site = `http://127.0.0.1:${port}`
  const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  await page.addInitScript({ content: ACTED })
  await page.goto(`${site}/painel`)
  await signInAsMember(page, backend.url, MEMBER)
  const total = page.getByTestId('inbox-total')
  await total.waitFor({ timeout: 120_000 })
  // Calls alone, as the member under RLS (the session from the sign-in above: membership asks that it be alive,
  // decision 201), `RUNS` times each in the backend's process: what they add to the screen that makes them.
  const asMember = (sql: string, params: unknown[] = []) => backend.timeAsMember(sql, params, RUNS)
  // The same person's other leads (issue 44): "Pessoa Bench 1000" has two, found by the e-mail index.
  const [person] = await backend.query<{ source_table: string; source_id: string }>(
    `select source_table, source_id from public.workspace_leads where answers::text like '%"Pessoa Bench 1000"%' limit 1`,
  )
  const others = () =>
    asMember(`select * from public.workspace_other_leads($1, $2, $3)`, [person.source_table, person.source_id, emailOf(1000)])
  // "New for me" (decision 213), counted up to 100 ("99+"): for a member who joined a day ago (~110 leads newer) and
  // one who joined before every lead and opened none (every lead new).
  const newCount = async (joined: string) => {
    await backend.query(`update public.agency_members set news_from = now() - $1::interval where email = $2`, [joined, MEMBER])
    return asMember('select public.workspace_new_count()')
  }
  // Control: the walk workspace_other_leads made before its index (every lead's text, then each match's answers).
  const walk = () =>
    asMember(
      `select l.source_table, l.source_id from public.workspace_leads l
        where strpos(l.search_text, public.workspace_fold($1)) > 0 and not (l.source_table = $2 and l.source_id = $3)
          and exists (select 1 from jsonb_path_query(l.answers, 'strict $.**') v
                       where jsonb_typeof(v) = 'string' and lower(btrim(v #>> '{}')) = $1)
        order by l.created_at desc limit 20`,
      [emailOf(1000), person.source_table, person.source_id],
    )
  const calls: [string, number[], budget?: number][] = [
    ['outros leads desta pessoa (workspace_other_leads)', await others(), 20],
    ['controle: a mesma busca lendo todos os leads, como era antes do índice', await walk()],
    ['novos para mim, entrou há 1 dia (workspace_new_count)', await newCount('1 day'), 20],
    ['novos para mim, entrou antes de todos os leads (workspace_new_count)', await newCount('91 days'), 20],
  ]

  // The CSV: every form's 10,000 leads in one file (decision 214), as "Todos os formulários" exports it.
  await page.goto(`${site}/painel`)
  await total.waitFor()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const heap = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1_048_576
  const heaps = [await heap()]
  const sampling = setInterval(() => void heap().then((h) => heaps.push(h)), 100)
  // Three files in a row: the first runs the export's code cold (PGlite's WebAssembly and this process's JS are
  // compiled as they first run; a deployed function's database is native and stays warm), the next two warm.
  const csvTimes: number[] = []
  let lines = 0
  const { readFileSync } = await import('node:fs')
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now()
    const download = page.waitForEvent('download', { timeout: 180_000 })
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const file = await (await download).path()
    csvTimes.push(performance.now() - t0)
    lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean).length - 1
  }
  clearInterval(sampling)
  // Printed at once: the screens' measures below may fail on a loaded machine, these stay.
  console.log(`carga da máquina ${loadavg()[0].toFixed(1)} antes das chamadas sozinhas`)
  for (const [name, times, budget] of calls) {
    const p95 = percentile(times, 95)
    const judged = budget === undefined ? '' : ` (orçamento p95 ≤ ${budget} ms: ${verdict(p95, budget)})`
    console.log(`${name}: p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms${judged}`)
  }
  console.log(
    `CSV de todos os formulários, ${lines} leads num arquivo, três vezes seguidas: ${csvTimes.map((t) => `${(t / 1000).toFixed(1)} s`).join(' · ')} (a primeira a frio; orçamento ≤ 3 s: ${verdict(Math.max(...csvTimes), 3000)}); heap JS da página ${heaps[0].toFixed(1)} → máx. ${Math.max(...heaps).toFixed(1)} MB`,
  )
  page.setDefaultTimeout(120_000)
  // A screen's budget: the control's p95 + 200 ms (issue 44), or a fixed one.
  const results: [string, Timed, budget: number | 'controle'][] = []
  // Each measure is what the member does in the open workspace (the app loaded once, as it is all day): from the
  // click or the Enter to the rows on screen, through the real calls.
  const leadLink = page.getByRole('link', { name: 'Pessoa Bench 1000' }).first()
  const search = page.getByLabel('Buscar nas respostas')
  // The control replays the first page's own call, as the page last sent it (the revisions it already holds, no forms).
  let firstPageCall: string | undefined
  const recordInbox = (request: Request) => {
    if (request.url().endsWith('/rpc/workspace_inbox')) firstPageCall = request.postData() ?? undefined
  }
  page.on('request', recordInbox)
  results.push([
    'primeira página da caixa de entrada (de um lead para "Leads")',
    await timed(
      page,
      async () => {
        await page.goto(`${site}${leadPath(SUBMISSIONS_TABLE, '00000000-0000-4000-8000-000000000000')}`)
        await page.getByRole('heading', { name: 'Lead não encontrado' }).waitFor()
        await callOf(page, 'workspace_inbox', ['página 1 de'])
        const t0 = performance.now()
        await page.getByRole('link', { name: /^Leads\b/ }).click()
        return t0
      },
      () => page.getByText('página 1 de').waitFor(),
    ),
    'controle',
  ])
  page.off('request', recordInbox)
  if (!firstPageCall) throw new Error('a primeira página não chamou workspace_inbox: o controle não tem o que repetir')
  const controlBody = firstPageCall
  results.push([
    'página filtrada (formulário escolhido)',
    await timed(
      page,
      async () => {
        await page.goto(`${site}/painel?situacao=novo`)
        await total.waitFor()
        await callOf(page, 'workspace_inbox', ['834 leads'])
        const t0 = performance.now()
        await page.getByLabel('Formulário').selectOption('contact')
        return t0
      },
      () => page.getByText('834 leads').waitFor(),
    ),
    'controle',
  ])
  results.push([
    'busca por texto ("Pessoa Bench 1000", Enter)',
    await timed(
      page,
      async () => {
        await page.goto(`${site}/painel`)
        await total.waitFor()
        await search.fill('Pessoa Bench 1000')
        await callOf(page, 'workspace_inbox', ['1 lead ·'])
        const t0 = performance.now()
        await search.press('Enter')
        return t0
      },
      () => page.getByText('1 lead ·').waitFor(),
    ),
    'controle',
  ])
  results.push([
    'página de um lead (clique na lista)',
    await timed(
      page,
      async () => {
        await page.goto(`${site}/painel?busca=${encodeURIComponent('Pessoa Bench 1000')}`)
        await leadLink.waitFor()
        await callOf(page, 'workspace_lead', ['Outros leads desta pessoa'])
        const t0 = performance.now()
        await leadLink.click()
        return t0
      },
      // The page with the person's other leads (the two others of person 1000, found by the e-mail index).
      async () => {
        await page.getByRole('heading', { name: 'Pessoa Bench 1000' }).waitFor()
        await page.getByRole('heading', { name: 'Outros leads desta pessoa' }).waitFor()
      },
    ),
    'controle',
  ])
  // Control: the first page's call alone (same token, same body, same backend), without the page.
  const token = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string,
    WORKSPACE_STORAGE_KEYS.session,
  )
  const rpc = () =>
    fetch(`${backend.url}/rest/v1/rpc/workspace_inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, apikey: 'x' },
      body: controlBody,
    }).then((r) => r.json())
  const control = await timed(page, rpc, async () => undefined)

  // One status for 50 selected leads (issue 34: ≤ 1 s): the one call the list makes, as the member, each run the
  // other status so every lead changes and gets its activity line; then a whole page (25) through the screen.
  const fifty = await backend.query<{ source_table: string; source_id: string }>(
    `select source_table, source_id from public.workspace_leads order by created_at desc limit 50`,
  )
  let flip = 0
  const nextStatus = () => (++flip % 2 ? 'concluido' : 'em_andamento')
  const setFifty = async () => {
    const changed = await fetch(`${backend.url}/rest/v1/rpc/workspace_set_statuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, apikey: 'x' },
      body: JSON.stringify({ p_leads: fifty, p_status: nextStatus() }),
    }).then((r) => r.json())
    if (changed !== 50) throw new Error(`workspace_set_statuses mudou ${JSON.stringify(changed)} leads, não 50`)
  }
  results.push(['status de 50 leads selecionados (a chamada)', await timed(page, setFifty, async () => undefined), 1000])
  results.push([
    'status de uma página inteira (25 leads) pela tela, do clique à confirmação',
    await timed(
      page,
      async () => {
        await page.goto(`${site}/painel`)
        await total.waitFor()
        await page.getByRole('button', { name: /^Selecionar todos os \d+ desta página/ }).click()
        await page.getByLabel('Marcar os selecionados como').selectOption(nextStatus())
        await callOf(page, 'workspace_set_statuses', ['25 leads marcados como'])
        const t0 = performance.now()
        await page.getByRole('button', { name: 'Aplicar aos selecionados' }).click()
        return t0
      },
      () => page.getByText(/^25 leads marcados como/).waitFor(),
    ),
    1000,
  ])

  console.log(
    `${LEADS} leads em ${forms.length} formulários; produção (vite build + preview), ${RUNS} medições cada; carga da máquina ${loadavg()[0].toFixed(1)}`,
  )
  const controlP95 = percentile(control.times, 95)
  const controlName = 'controle: só a chamada da lista (sem a página), do Node ao mesmo backend'
  console.log(`${controlName}: p50 ${percentile(control.times, 50).toFixed(0)} ms · p95 ${controlP95.toFixed(0)} ms`)
  for (const [name, { times, asked, calls, own, seen }, budget] of results) {
    const p95 = percentile(times, 95)
    const all = `${name}: p50 ${percentile(times, 50).toFixed(0)} ms · p95 ${p95.toFixed(0)} ms`
    if (budget !== 'controle') {
      console.log(`${all} (orçamento p95 ≤ ${budget} ms: ${verdict(p95, budget)})`)
      continue
    }
    const added = percentile(own, 95)
    const issueRule = controlP95 + SCREEN_OVER_CALL_MS
    const inAir = calls.map((end, i) => end - asked[i])
    console.log(
      `${all}; a página acrescenta à chamada p50 ${percentile(own, 50).toFixed(0)} · p95 ${added.toFixed(0)} ms (regra p95 ≤ ${SCREEN_OVER_CALL_MS} ms, decisão 234: ${verdict(added, SCREEN_OVER_CALL_MS)})` +
        `; a chamada saiu em p50 ${percentile(asked, 50).toFixed(0)} ms após a ação e ficou no ar p50 ${percentile(inAir, 50).toFixed(0)} · p95 ${percentile(inAir, 95).toFixed(0)} ms (sozinha ${controlP95.toFixed(0)} no p95)` +
        `; contra a chamada sozinha, controle + ${SCREEN_OVER_CALL_MS} = ${issueRule.toFixed(0)} ms: ${within(p95, issueRule)} (informativo)` +
        `; pelo Playwright (antes do clique ao waitFor) p50 ${percentile(seen, 50).toFixed(0)} · p95 ${percentile(seen, 95).toFixed(0)} ms`,
    )
  }
  await server.close()
} finally {
  await browser.close()
  await backend.close()
  removeBuildDir(outDir)
}
