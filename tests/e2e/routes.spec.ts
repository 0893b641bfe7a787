import { expect, test } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { allRoutes } from './site-helpers.ts'

// Every route of the sitemap (the site's pages plus every routed form the manifest declares) and the thank-you page.
for (const route of allRoutes) {
  test(`${route} renders inside the frame`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(route)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    expect(await page.title()).not.toBe('')
    expect(errors).toEqual([])
  })
}

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  await page.goto('/pagina-que-nao-existe')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
  expect(logged.some((l) => l.includes('/pagina-que-nao-existe'))).toBe(true)
})

test('the chooser lists every briefing with its card and the three popular ones', async ({ page }) => {
  const briefings = testForms.filter((f) => f.meta.kind === 'briefing')
  await page.goto('/briefings')
  // The guide's recommendations are cards too, shown only at their step (decision 208): the list is what shows.
  const cards = page.locator('article:visible')
  await expect(cards).toHaveCount(briefings.length)
  for (const b of briefings) {
    const card = cards.filter({ hasText: b.meta.card!.title })
    await expect(card).toContainText(b.meta.card!.category)
    await expect(card).toContainText(b.meta.estimatedTime!)
    await expect(card.getByRole('link', { name: 'Preencher briefing' })).toHaveAttribute('href', b.meta.route!)
  }
  await expect(cards.filter({ hasText: 'Popular' })).toHaveCount(briefings.filter((b) => b.meta.card!.popular).length)
})

test('the thank-you page: the promise, four next steps, WhatsApp, contact and the three cross-sells', async ({ page }) => {
  await page.goto('/briefing-obrigado')
  await expect(page.getByText('Em até 24 horas você receberá uma proposta personalizada.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Próximos passos' })).toBeVisible()
  await expect(page.locator('ol li')).toHaveCount(4)
  const whatsapp = page.getByRole('link', { name: 'Falar no WhatsApp' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Entrar em contato' })).toHaveAttribute('href', '/contato')
  const forms = Object.fromEntries(testForms.map((f) => [f.id, f.meta]))
  for (const [title, href] of [
    ['Auditoria de Ativos Digitais', '/auditoria'],
    [forms.diagnostic!.title, forms.diagnostic!.route],
    [forms.meeting!.title, forms.meeting!.route],
  ]) {
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 3, name: title! }) })
      .last()
    await expect(card.getByRole('link', { name: 'Acessar' })).toHaveAttribute('href', href!)
  }
  await expect(page.getByRole('link', { name: 'Ver todos os briefings', exact: true })).toHaveAttribute('href', '/briefings')
})
