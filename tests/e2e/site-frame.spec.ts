import { expect, test } from '@playwright/test'
import { scrollToY, sitePages, whatsappText, open } from './site-helpers.ts'
import { overflowX } from './text-boxes.ts'

// Each project runs these at its own size: the desktop project on a 1280 px screen, the mobile one on a phone.
test.describe('scroll behaviour', () => {
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

test.describe('header', () => {
  test('the header has the seven links and a WhatsApp button with the greeting', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone the links are in the menu (see below)')
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
  await expect(footer.getByRole('navigation', { name: 'Rodapé' }).getByRole('link')).toHaveText([
    'Home',
    'Sobre',
    'Serviços',
    'Contato',
    'Briefings',
    'Política de Privacidade',
    'Termos de Uso',
  ])
  const anchors = footer.getByRole('navigation', { name: 'Serviços' }).getByRole('link')
  expect(await anchors.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes'].map((id) => `/servicos#${id}`),
  )
})

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button exists below the lg breakpoint: the mobile project')

  test('toggles a full-screen overlay that traps focus and closes on Escape and on a link', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await toggle.click()
    const overlay = page.locator('#menu-movel')
    await expect(overlay).toBeVisible()
    const box = await overlay.boundingBox()
    expect(box?.width).toBe(page.viewportSize()?.width)
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

  test('is a modal dialog while open: the page behind cannot be reached or clicked', async ({ page }) => {
    await open(page, '/contato')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu do site' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'Fechar menu' })).toBeVisible()
    for (const behind of [page.locator('main'), page.locator('footer')]) await expect(behind).toHaveAttribute('inert', '')
    // Inert: a link behind the overlay can no longer take the focus.
    const focusable = () =>
      page
        .locator('main a')
        .first()
        .evaluate((a: HTMLElement) => (a.focus(), document.activeElement === a))
    expect(await focusable()).toBe(false)
    await dialog.getByRole('button', { name: 'Fechar menu' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.locator('main')).not.toHaveAttribute('inert')
    expect(await focusable()).toBe(true)
  })
})

// The in-between widths (tablet, small laptop) on the marketing pages; every route at 1440, 390 and 360 px is checked
// with its text (text-overlap.spec.ts), on the same page load.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`no horizontal scroll at ${viewport.width} px`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'a tablet or laptop width')
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
      expect(await overflowX(page), path).toEqual({ scroll: 0, outside: [] })
    }
  })
}
