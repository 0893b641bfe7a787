// chrome-launcher comes with lighthouse (its dependency); package.json does not declare it yet.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { cliArgs } from '../cli-args.ts'
import { benchPort, buildSite, newBuildDir, removeBuildDir, routedFormPaths, serveSite } from './built-site.ts'
import { chromiumLaunch, SYSTEM_CHROMIUM } from '../chromium.ts'

/**
 * `npm run bench:lighthouse -- [--runs=N] [--out=DIR [--no-build]] [/rota ...]`: Lighthouse's default (mobile,
 * simulated slow 4G and 4x CPU) on the production build served by `vite preview`, checked against the
 * site's budgets. The median of several runs is reported because the machine is shared and one run is noisy.
 * Exits 1 when a budget is exceeded. Total Blocking Time is reported for every route and held to its budget on
 * the pages that mount a form (every routed form and the audit checklist), where it is what costs the score.
 */
const budgets = { lcpMs: 1500, cls: 0.05, score: 95, formTbtMs: 200 }
// 4173 is Playwright's, 4174 bench:bundle's and 4176 bench:typing's: they can run side by side.
const PORT = benchPort('BENCH_LIGHTHOUSE_PORT')
const formRoutes = new Set(['/auditoria', ...routedFormPaths()])

// After the bench's name (`scripts/bench/main.ts lighthouse …`).
const { values: flags, positionals } = cliArgs(
  {
    args: process.argv.slice(3),
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, out: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  },
  'Uso: npm run bench:lighthouse -- [--runs=N] [--out=PASTA [--no-build]] [/rota ...]',
)
const runs = Number(flags.runs)
// Never dist/: Playwright or a developer may be serving it. Without --out, a temporary folder, removed at the end;
// --no-build reuses an earlier --out build.
const given = flags.out
if (flags['no-build'] && !given) {
  console.error('--no-build precisa de --out=PASTA com um build anterior (o benchmark não usa dist/)')
  process.exit(2)
}
const outDir = given ?? newBuildDir('lighthouse')
const routes = positionals.filter((a) => a.startsWith('/'))
if (routes.length === 0) routes.push('/')

// The same flags as the other benchmarks: no background traffic, so the timings are the site's own.
const chromeFlags = ['--headless=new', ...chromiumLaunch.args]

interface Sample {
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; it files 1500-2000 as a high-end desktop). */
  benchmarkIndex: number
  lcp: number
  cls: number
  score: number
  fcp: number
  tbt: number
  si: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

if (!flags['no-build']) {
  await buildSite(outDir)
}
const server = await serveSite(outDir, PORT)

const failures: string[] = []
try {
  console.log('| route | LCP (mediana) | CLS | TBT (mediana) | nota | amostras (LCP ms / TBT ms / nota) |')
  console.log('|---|---|---|---|---|---|')
  for (const route of routes) {
    const samples: Sample[] = []
    for (let i = 0; i < runs; i++) {
      // A browser per run, so no run inherits another's caches or heap; the spread left is the machine's own
      // (its benchmarkIndex is printed beside the figures).
      const chrome = await launch({ chromePath: SYSTEM_CHROMIUM, chromeFlags })
      const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }).finally(() => chrome.kill())
      if (!result) throw new Error(`Lighthouse não retornou resultado para ${route}`)
      const { audits, categories, environment } = result.lhr
      samples.push({
        benchmarkIndex: environment.benchmarkIndex,
        lcp: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
        score: Math.round((categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time'].numericValue ?? Number.NaN,
        si: audits['speed-index'].numericValue ?? Number.NaN,
      })
    }
    const lcp = median(samples.map((s) => s.lcp))
    const cls = median(samples.map((s) => s.cls))
    const score = median(samples.map((s) => s.score))
    const tbt = median(samples.map((s) => s.tbt))
    const detail = samples.map((s) => `${Math.round(s.lcp)}/${Math.round(s.tbt)}/${s.score}`).join(', ')
    const ms = (pick: (s: Sample) => number) => `${Math.round(median(samples.map(pick)))} ms`
    console.error(
      `${route}: FCP ${ms((s) => s.fcp)}, Speed Index ${ms((s) => s.si)}, benchmarkIndex ${Math.round(median(samples.map((s) => s.benchmarkIndex)))} (medianas)`,
    )
    console.log(`| ${route} | ${(lcp / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${Math.round(tbt)} ms | ${score} | ${detail} |`)
    if (!(lcp <= budgets.lcpMs)) failures.push(`${route}: LCP ${Math.round(lcp)} ms > ${budgets.lcpMs} ms`)
    if (!(cls <= budgets.cls)) failures.push(`${route}: CLS ${cls.toFixed(3)} > ${budgets.cls}`)
    if (!(score >= budgets.score)) failures.push(`${route}: nota ${score} < ${budgets.score}`)
    if (formRoutes.has(route) && !(tbt <= budgets.formTbtMs)) failures.push(`${route}: TBT ${Math.round(tbt)} ms > ${budgets.formTbtMs} ms`)
  }
} finally {
  await server.close()
  if (!given) removeBuildDir(outDir)
}

if (failures.length) {
  console.error(`\nFora do orçamento:\n${failures.join('\n')}`)
  process.exit(1)
}
