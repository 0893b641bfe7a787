import { expect, test } from '@playwright/test'
import { scrollToY, whatsappText, open } from './site-helpers.ts'

test('the home hero, services, about block, testimonials and logos', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tráfego, Conversão, Resultados')
  await expect(page.getByRole('link', { name: 'Solicite um diagnóstico gratuito' })).toHaveAttribute('href', '/contato')
  expect(await whatsappText(page.getByRole('link', { name: 'Falar no WhatsApp' }).first())).toMatch(/diagnóstico gratuito/)

  const cards = page.locator('article').filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(cards).toHaveCount(5)
  expect(await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes'].map((id) => `/servicos#${id}`),
  )
  await expect(page.getByRole('link', { name: 'Ver todos os serviços' })).toHaveAttribute('href', '/servicos')
  await expect(page.getByRole('link', { name: 'Conheça a Excellis' })).toHaveAttribute('href', '/sobre')

  const quotes = page.locator('figure')
  await expect(quotes).toHaveCount(3)
  await expect(quotes.filter({ hasText: '230%' })).toContainText('primeiro trimestre')
  await expect(quotes.filter({ hasText: 'ticket médio dobrou' })).toHaveCount(1)
  for (const figure of await quotes.all()) await expect(figure.locator('figcaption')).toContainText(',')

  const logos = page
    .getByRole('list')
    .filter({ has: page.locator('img[src^="/images/clientes/"]') })
    .getByRole('img')
  await expect(logos).toHaveCount(6)
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toHaveAttribute('loading', 'lazy')
    await expect(logo).toHaveAttribute('width', '180')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  }
})

test('a card link lands on its section of /servicos, below the fixed header', async ({ page }) => {
  await open(page, '/')
  await page.locator('article').filter({ hasText: 'E-commerce' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/servicos#ecommerce$/)
  const heading = page.getByRole('heading', { level: 2, name: 'E-commerce' })
  await expect(heading).toBeInViewport()
  const headerBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom)
  await expect
    .poll(() => page.locator('#ecommerce').evaluate((s) => Math.round(s.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(Math.floor(headerBottom))
})

test('the closing block: form only near the viewport, WhatsApp, meeting link and a real presentation file', async ({ page, request }) => {
  const engine: string[] = []
  page.on('request', (r) => /form-view|embedded-form/.test(r.url()) && engine.push(r.url()))
  await open(page, '/')
  await page.waitForLoadState('networkidle')
  expect(engine, 'the form engine must not load at first paint').toEqual([])

  await expect(page.getByRole('link', { name: 'Agendar Reunião' })).toHaveAttribute('href', '/agendar')
  const download = page.getByRole('link', { name: /Baixar Apresentação/ })
  await expect(download).toHaveAttribute('download', /\.pdf$/)
  const href = (await download.getAttribute('href'))!
  const file = await request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

  await scrollToY(page, await page.evaluate(() => document.body.scrollHeight))
  await expect(page.locator('form.rjsf #root_name')).toBeVisible({ timeout: 15_000 })
  expect(engine.length).toBeGreaterThan(0)
})

test('the presentation link downloads the file', async ({ page }) => {
  await open(page, '/')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Baixar Apresentação/ }).click()])
  expect(download.suggestedFilename()).toMatch(/Apresenta.*\.pdf$/)
})
