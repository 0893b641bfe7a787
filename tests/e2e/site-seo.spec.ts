import { expect, test } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { sitePages, open } from './site-helpers.ts'

for (const { path, h1 } of sitePages) {
  test(`${path}: title, description, canonical and Open Graph, already in the static HTML`, async ({ page, request }) => {
    // What a crawler that runs no script receives.
    const html = await (await request.get(path)).text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toMatch(/<title[^>]*>[^<]*Excellis[^<]*<\/title>/)
    expect(html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]{50,}"/)
    expect(html).toMatch(/<meta[^>]+property="og:image"[^>]+content="https:\/\/[^"]+\/og-image\.jpg"/)
    expect(html).toContain(`>${h1}</h1>`)

    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveCount(1)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`))
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) await expect(head.locator(`meta[property="${property}"]`)).toHaveCount(1)
    expect(await page.title()).toContain('Excellis')
  })
}

test('titles follow client-side navigation', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }).click()
  await expect(page).toHaveTitle('Sobre a Excellis | Agência de marketing digital')
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveTitle('Excellis | Tráfego, Conversão, Resultados')
})

test('an unknown URL starts from an empty page, not from the prerendered home', async ({ page }) => {
  await open(page, '/briefings')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tráfego, Conversão, Resultados')
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
})

test('sitemap.xml lists every page and every routed form; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  for (const path of ['/', '/sobre', '/servicos', '/contato', '/privacidade', '/termos', '/briefings', '/auditoria']) expect(locs).toContain(path)
  for (const form of testForms.filter((f) => f.meta.route)) expect(locs).toContain(form.meta.route)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
})
