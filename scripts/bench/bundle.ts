import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { loadForms, rootDir } from '../forms/load-forms.ts'
import { measureRoutes } from './route-js.ts'

/**
 * `npm run bench:bundle`: builds the site, opens routes in Chromium and reports each route's JavaScript
 * (gzip, as fetched before any interaction) against the budgets. Exits 1 when a budget is exceeded.
 */
const KB = 1024
const budgets = { home: 130 * KB, form: 230 * KB }

// A build of its own in a temporary folder: dist/ may be what Playwright or a developer is serving.
const outDir = mkdtempSync(join(tmpdir(), 'excellis-bench-bundle-'))
const formRoutes = loadForms().flatMap((f) => {
  const route = (f.schema['x-form'] as { route: string | null }).route
  return route ? [route] : []
})
let results: Awaited<ReturnType<typeof measureRoutes>>
try {
  // The benchmark measures the site, not a deployment: build it as the documented local demo (README, VITE_BACKEND).
  process.env.VITE_BACKEND = 'local'
  await build({ root: `${rootDir}/src`, configFile: `${rootDir}/vite.config.ts`, logLevel: 'warn', build: { outDir } })
  const server = await preview({ configFile: `${rootDir}/vite.config.ts`, preview: { port: 4174, strictPort: true, host: '127.0.0.1' }, build: { outDir } })
  try {
    results = await measureRoutes('http://127.0.0.1:4174', ['/', '/contato', '/briefings', ...formRoutes])
  } finally {
    await server.close()
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
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
