import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { allRoutes, open, settle } from './site-helpers.ts'

/** Every route of the site (the sitemap, every routed form, the thank-you page) and a 404. */
const routes = [...allRoutes, '/pagina-inexistente']

// Reduced motion: every revealed block is fully drawn, so contrast is measured on the final colours.
test.use({ reducedMotion: 'reduce' })

/** Every form's page with its errors showing (issue 33: the red message text was 3.8:1), and /contato's form. */
const formRoutes = [
  ...testForms.flatMap((f) =>
    f.meta.route && !('local' in f.meta.submit) ? [{ route: f.meta.route, button: f.meta.buttons.submit }] : [],
  ),
  { route: '/contato', button: 'Enviar Mensagem' },
]

/**
 * One check per route: a form's page is checked with its errors showing, which is the whole page plus the error
 * texts (axe reads the DOM, so the page without them adds nothing), once per width: the desktop and the phone project.
 */
const submitOf = new Map(formRoutes.map(({ route, button }) => [route, button]))
const cases = routes.map((route) => ({ route, errors: submitOf.get(route) }))
for (const { route } of formRoutes) if (!routes.includes(route)) throw new Error(`${route} is a form's page but not a route`)

for (const { route, errors } of cases) {
  test(`axe: no serious or critical violation on ${route}${errors ? ' with the errors of an empty send' : ''}`, async ({ page }) => {
    await open(page, route)
    await expect(page.locator('h1').first()).toBeVisible()
    // The home and contact forms render when they come near the viewport: bring them in so they are checked too.
    await settle(page)
    await page.waitForLoadState('networkidle')
    if (errors) {
      // A form shown step by step on a phone (decision 203) checks its first step with "Continuar".
      await page
        .getByRole('button', { name: errors })
        .or(page.getByRole('button', { name: 'Continuar' }))
        .filter({ visible: true })
        .first()
        .click()
      await expect(page.locator('main [id$="__error"]').first()).toBeVisible()
    }
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      blocking.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      ),
    ).toEqual([])
  })
}

test('axe: the open mobile menu', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists on the mobile project')
  await open(page, '/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const { violations } = await new AxeBuilder({ page }).include('header').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
