import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { benchPort, buildSite, newBuildDir, removeBuildDir, routedFormPaths, serveSite } from './built-site.ts'
import { chromiumLaunch } from '../chromium.ts'

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

interface RouteJs {
  route: string
  files: { url: string; gzip: number; rjsf: boolean; ajv: boolean }[]
  gzipTotal: number
}

// Markers of code a page must not load before it needs it: RJSF's field classes and ajv's messages.
const RJSF_MARKER = 'rjsf-field'
const AJV_MARKER = 'must have required property'

/** Opens each route in Chromium and adds up the gzip size of every script it fetched until the network settled. */
async function measureRoutes(baseUrl: string, routes: string[]): Promise<RouteJs[]> {
  const browser = await chromium.launch(chromiumLaunch)
  try {
    const results: RouteJs[] = []
    for (const route of routes) {
      const page = await browser.newPage()
      const files: RouteJs['files'] = []
      // Bodies are read before the page closes: on a loaded machine a body still in flight at close came back
      // empty and the route looked almost script-free.
      const reading: Promise<void>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        const read = response.body().then((body) => {
          const text = body.toString('utf8')
          files.push({
            url: new URL(response.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
            rjsf: text.includes(RJSF_MARKER),
            ajv: text.includes(AJV_MARKER),
          })
        })
        // A script answered after the page closed is not part of the route's load: drop it quietly.
        reading.push(read.catch(() => undefined))
      })
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      // On a loaded machine the app may still be starting when the network first goes quiet: wait until it runs,
      // then for a second with no new script, so the route's lazy chunks are counted.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
      for (let seen = -1; seen !== reading.length;) {
        seen = reading.length
        await page.waitForTimeout(1000)
      }
      for (let done = 0; done < reading.length;) {
        done = reading.length
        await Promise.all(reading)
      }
      await page.close()
      results.push({ route, files, gzipTotal: files.reduce((n, f) => n + f.gzip, 0) })
    }
    return results
  } finally {
    await browser.close()
  }
}

const PORT = benchPort('BENCH_BUNDLE_PORT')
const outDir = newBuildDir('bundle')
const formRoutes = routedFormPaths()
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
console.log('| route | scripts | JS gzip | bytes | budget | RJSF/ajv loaded |')
console.log('|---|---|---|---|---|---|')
for (const r of results) {
  const isForm = formRoutes.includes(r.route)
  const budget = r.route === '/' ? budgets.home : isForm ? budgets.form : undefined
  const engine = r.files.some((f) => f.rjsf || f.ajv)
  console.log(
    `| ${r.route} | ${r.files.length} | ${kb(r.gzipTotal)} | ${r.gzipTotal} | ${budget ? kb(budget) : '—'} | ${engine ? 'yes' : 'no'} |`,
  )
  if (budget && r.gzipTotal > budget) failures.push(`${r.route}: ${kb(r.gzipTotal)} > ${kb(budget)}`)
  if (r.route === '/' && engine) failures.push('/: the home route loads RJSF or ajv code')
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`)
  process.exit(1)
}
