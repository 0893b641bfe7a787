import { loadForms } from '../forms/load-forms.ts'
import { benchPort, buildSite, newBuildDir, removeBuildDir, serveSite } from './built-site.ts'
import { measureRoutes } from './route-js.ts'

/**
 * `npm run bench:bundle`: builds the site, opens routes in Chromium and reports each route's JavaScript
 * (gzip, as fetched before any interaction) against the budgets. Exits 1 when a budget is exceeded.
 * Port 4174, or `BENCH_BUNDLE_PORT`.
 *
 * The home's budget is a ratchet at its size when it scored Lighthouse 100 with 40 ms TBT (issue 20): it may
 * shrink, never grow. Its scripts load after the first paint (scripts/site/prerender.ts); Lighthouse's TBT
 * (`npm run bench:lighthouse`) is what the visitor feels. Lower the figure when the home gets lighter.
 */
const KB = 1024
const budgets = { home: 144 * KB, form: 230 * KB }

const PORT = benchPort('BENCH_BUNDLE_PORT', 4174)
const outDir = newBuildDir('bundle')
const formRoutes = loadForms().flatMap((f) => {
  const route = (f.schema['x-form'] as { route: string | null }).route
  return route ? [route] : []
})
let results: Awaited<ReturnType<typeof measureRoutes>>
try {
  await buildSite(outDir)
  const server = await serveSite(outDir, PORT)
  try {
    results = await measureRoutes(`http://127.0.0.1:${PORT}`, ['/', '/contato', '/briefings', ...formRoutes])
  } finally {
    await server.close()
  }
} finally {
  removeBuildDir(outDir)
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`
const failures: string[] = []
console.log('| route | scripts | JS gzip | budget | RJSF/ajv loaded |')
console.log('|---|---|---|---|---|')
for (const r of results) {
  const isForm = formRoutes.includes(r.route)
  const budget = r.route === '/' ? budgets.home : isForm ? budgets.form : undefined
  const engine = r.files.some((f) => f.rjsf || f.ajv)
  console.log(`| ${r.route} | ${r.files.length} | ${kb(r.gzipTotal)} | ${budget ? kb(budget) : '—'} | ${engine ? 'yes' : 'no'} |`)
  if (budget && r.gzipTotal > budget) failures.push(`${r.route}: ${kb(r.gzipTotal)} > ${kb(budget)}`)
  if (r.route === '/' && engine) failures.push('/: the home route loads RJSF or ajv code')
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`)
  process.exit(1)
}
