import { expect, test } from '@playwright/test'
import { mobile, scrollToY, sitePages, whatsappText, open } from './site-helpers.ts'

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', mobile],
] as const) {
  test.describe(`scroll behaviour (${label})`, () => {
    test.use({ viewport })

    test('the header is transparent at the top and dark and blurred after 20 px', async ({ page }) => {
      await open(page, '/sobre')
      const header = page.locator('header')
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await scrollToY(page, 15)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await scrollToY(page, 60)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await expect(header).toHaveCSS('background-color', 'rgba(10, 10, 15, 0.86)')
      await expect(header).toHaveCSS('backdrop-filter', 'blur(12px)')
      await scrollToY(page, 0)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
    })

    test('the floating WhatsApp button appears after 300 px of scroll', async ({ page }) => {
      await open(page, '/')
      const floating = page.getByRole('link', { name: 'Conversar no WhatsApp (abre em nova aba)' })
      await expect(floating).toBeHidden()
      await scrollToY(page, 250)
      await expect(floating).toBeHidden()
      await scrollToY(page, 400)
      await expect(floating).toBeVisible()
      expect(await whatsappText(floating)).toContain('Olá!')
    })
  })
}

test.describe('header', () => {
  test('the header has the seven links and a WhatsApp button with the greeting', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Sobre', 'Serviços', 'Diagnóstico', 'Auditoria', 'Contato', 'Agendar'])
    const text = await whatsappText(page.locator('header').getByRole('link', { name: /WhatsApp/ }))
    expect(text).toBe('Olá! Vim pelo site da Excellis e gostaria de saber mais sobre os serviços.')
  })
})

test('the footer has the tagline, e-mail, WhatsApp number, year, links and service anchors', async ({ page }) => {
  await open(page, '/')
  const footer = page.locator('footer')
  await expect(footer).toContainText('Tráfego, Conversão, Resultados')
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(footer.getByRole('link', { name: /\(\d{2}\) \d{4,5}-\d{4}/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Excellis`)
  await expect(footer.getByRole('navigation', { name: 'Rodapé' }).getByRole('link')).toHaveText(['Home', 'Sobre', 'Serviços', 'Contato', 'Política de Privacidade', 'Termos de Uso'])
  const anchors = footer.getByRole('navigation', { name: 'Serviços' }).getByRole('link')
  expect(await anchors.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes'].map((id) => `/servicos#${id}`),
  )
})

test.describe('mobile menu', () => {
  test.use({ viewport: mobile })

  test('toggles a full-screen overlay that traps focus and closes on Escape and on a link', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await toggle.click()
    const overlay = page.locator('#menu-movel')
    await expect(overlay).toBeVisible()
    const box = await overlay.boundingBox()
    expect(box?.width).toBe(mobile.width)
    const links = overlay.getByRole('navigation', { name: 'Menu' }).getByRole('link')
    await expect(links).toHaveCount(7)
    await expect(links.first()).toBeFocused()
    expect(await whatsappText(overlay.getByRole('link', { name: /WhatsApp/ }))).toContain('Vim pelo site da Excellis')
    // Tab through everything: focus never leaves the header (bar + overlay).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await links.filter({ hasText: 'Serviços' }).click()
    await expect(page).toHaveURL(/\/servicos$/)
    await expect(overlay).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluções completas de marketing digital')
  })
})

for (const viewport of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`no horizontal scroll at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const { path } of sitePages) {
      await open(page, path)
      await page.evaluate(async () => {
        // Walk down the page so every lazy part (images, the form) is in its final size.
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => requestAnimationFrame(r))
        }
      })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
}
