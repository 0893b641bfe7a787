import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { mobile, open } from './site-helpers.ts'

/** Every route of the site: the marketing pages, the tools, the chooser pages, every routed form and a 404. */
const routes = [
  ...new Set([
    '/',
    '/sobre',
    '/servicos',
    '/contato',
    '/privacidade',
    '/termos',
    '/diagnostico',
    '/auditoria',
    '/agendar',
    '/briefings',
    '/briefing-obrigado',
    ...testForms.flatMap((f) => (f.meta.route ? [f.meta.route] : [])),
    '/pagina-inexistente',
  ]),
]

// Reduced motion: every revealed block is fully drawn, so contrast is measured on the final colours.
test.use({ reducedMotion: 'reduce' })

async function scrollThrough(page: Page) {
  // The home and contact forms render when they come near the viewport: bring them in so they are checked too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 30))
    }
  })
}

for (const route of routes) {
  test(`axe: no serious or critical violation on ${route}`, async ({ page }) => {
    await open(page, route)
    await expect(page.locator('h1').first()).toBeVisible()
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    // Check the settled page: forms rendered, no loading spinner left.
    await expect(page.locator('.chakra-spinner')).toHaveCount(0, { timeout: 15_000 })
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)).toEqual([])
  })
}

test('axe: the open mobile menu', async ({ page }) => {
  await page.setViewportSize(mobile)
  await open(page, '/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const { violations } = await new AxeBuilder({ page }).include('header').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
