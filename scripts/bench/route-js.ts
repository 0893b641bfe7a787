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
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => Buffer.alloc(0))
        const text = body.toString('utf8')
        files.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, rjsf: text.includes(RJSF_MARKER), ajv: text.includes(AJV_MARKER) })
      })
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      await page.close()
      results.push({ route, files, gzipTotal: files.reduce((n, f) => n + f.gzip, 0) })
    }
    return results
  } finally {
    await browser.close()
  }
}
