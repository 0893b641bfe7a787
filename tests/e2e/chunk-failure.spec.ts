import { expect, test } from '@playwright/test'
import { testForm } from '../helpers/form-files.ts'

/**
 * A flaky network on a lazily loaded chunk: the route's error boundary says so in Portuguese and "Tentar novamente"
 * really downloads it again (React.lazy alone would keep the failure until a full reload). The visitor's answers,
 * saved as a draft while typing, are back when the form renders.
 */
const form = testForm('website')
const route = form.meta.route!

test('a form whose code fails to download once: a Portuguese message, a retry that loads it, the answers still there', async ({ page }) => {
  await page.goto(route)
  await page.locator('#root_companyName').fill('Padaria Pão Quente')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('excellis:draft:website') ?? '')).toContain('Padaria Pão Quente')

  // The renderer's chunk (RJSF, the theme) fails once, the way a dropped mobile connection fails it.
  let refused = 0
  await page.route(/\/assets\/form-page-[\w-]+\.js$/, (request) =>
    refused++ === 0 ? request.abort('internetdisconnected') : request.continue(),
  )
  await page.reload()
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta parte da página' })
  await expect(alert).toContainText('O que você já preencheu continua salvo neste navegador.')
  await expect(page.getByRole('heading', { level: 1 }), 'the page around it is still there').toHaveText(form.meta.title)

  await alert.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.locator('#root_companyName')).toHaveValue('Padaria Pão Quente')
  expect(refused, 'the chunk was requested again after the failure').toBeGreaterThanOrEqual(2)
})

test('a page whose chunk fails once (in-app navigation) recovers the same way', async ({ page }) => {
  await page.goto('/')
  let refused = 0
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (request) =>
    refused++ === 0 ? request.abort('internetdisconnected') : request.continue(),
  )
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta parte da página' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(alert).toHaveCount(0)
})
