import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { benchPort, buildSite, newBuildDir, removeBuildDir, routedFormPaths, serveSite } from './built-site.ts'
import { chromiumLaunch } from '../chromium.ts'

/**
 * `npm run bench:bundle`: builds the site, opens routes in Chromium and reports each route's JavaScript
 * (gzip, as fetched before any interaction) against the budgets. Exits 1 when a budget is exceeded.
 * Port 4174, or `BENCH_BUNDLE_PORT`.
 *
 * The home's budget is a ratchet (issue 20, re-based by decision 223): it may shrink, never grow. Its scripts load after the first paint (scripts/site/prerender.ts); Lighthouse's TBT
 * (`npm run bench:lighthouse`) is what the visitor feels. Lower the figure when the home gets lighter.
 *
 * A form route is two budgets (decision 224): its own module (the scripts no other form route fetches: its schema,
 * ui-schema and precompiled validator) and the engine (the rest of what it fetches: React, the site, RJSF, the
 * theme, every shared chunk). A long briefing's questions are its content, not the engine's cost; the engine is held
 * on every form route, so it cannot grow unseen behind a short form.
 */
const KB = 1024
// Bytes, each the size measured on 2026-11-29 plus less than 1 KB (decisions 223 and 224).
const budgets = { home: 151_300, engine: 227_300, formOwn: 13_400 }

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

/** For each form route, the gzip bytes of the scripts no other form route fetched: the form's own module. */
function ownBytes(forms: RouteJs[]): Map<string, number> {
  const routesOf = new Map<string, number>()
  for (const r of forms) for (const url of new Set(r.files.map((f) => f.url))) routesOf.set(url, (routesOf.get(url) ?? 0) + 1)
  return new Map(forms.map((r) => [r.route, r.files.reduce((n, f) => n + (routesOf.get(f.url) === 1 ? f.gzip : 0), 0)]))
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`
const failures: string[] = []
const over = (route: string, what: string, bytes: number, budget: number) => {
  if (bytes > budget) failures.push(`${route}: ${what} ${kb(bytes)} (${bytes} B) > ${kb(budget)}`)
}
const own = ownBytes(results.filter((r) => formRoutes.includes(r.route)))
console.log('| route | scripts | JS gzip | bytes | engine (bytes) | own module (bytes) | budget | RJSF/ajv loaded |')
console.log('|---|---|---|---|---|---|---|---|')
for (const r of results) {
  const formOwn = own.get(r.route)
  const loadsEngine = r.files.some((f) => f.rjsf || f.ajv)
  const split =
    formOwn === undefined ? ['—', '—'] : [`${kb(r.gzipTotal - formOwn)} (${r.gzipTotal - formOwn})`, `${kb(formOwn)} (${formOwn})`]
  const budget = r.route === '/' ? kb(budgets.home) : formOwn === undefined ? '—' : `${kb(budgets.engine)} + ${kb(budgets.formOwn)}`
  console.log(
    `| ${r.route} | ${r.files.length} | ${kb(r.gzipTotal)} | ${r.gzipTotal} | ${split.join(' | ')} | ${budget} | ${loadsEngine ? 'yes' : 'no'} |`,
  )
  if (r.route === '/') over(r.route, 'JS', r.gzipTotal, budgets.home)
  if (formOwn !== undefined) {
    over(r.route, 'engine', r.gzipTotal - formOwn, budgets.engine)
    over(r.route, 'own module', formOwn, budgets.formOwn)
  }
  if (r.route === '/' && loadsEngine) failures.push('/: the home route loads RJSF or ajv code')
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`)
  process.exit(1)
}
