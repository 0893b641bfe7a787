import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { existsSync } from 'node:fs'

export interface RouteJs {
  route: string
  files: { url: string; gzip: number; rjsf: boolean; ajv: boolean }[]
  gzipTotal: number
}

// Markers of code a page must not load before it needs it: RJSF's field classes and ajv's messages.
const RJSF_MARKER = 'rjsf-field'
const AJV_MARKER = 'must have required property'

export const chromiumLaunch = {
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

/** Opens each route in Chromium and adds up the gzip size of every script it fetched until the network settled. */
export async function measureRoutes(baseUrl: string, routes: string[]): Promise<RouteJs[]> {
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
          files.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, rjsf: text.includes(RJSF_MARKER), ajv: text.includes(AJV_MARKER) })
        })
        // A script answered after the page closed is not part of the route's load: drop it quietly.
        reading.push(read.catch(() => undefined))
      })
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      // On a loaded machine the app may still be starting when the network first goes quiet: wait until it runs,
      // then for a second with no new script, so the route's lazy chunks are counted.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
      for (let seen = -1; seen !== reading.length; ) {
        seen = reading.length
        await page.waitForTimeout(1000)
      }
      for (let done = 0; done < reading.length; ) {
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
