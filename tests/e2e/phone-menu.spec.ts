import { expect, test, type Page } from '@playwright/test'
import { allRoutes, open, scrollToY } from './site-helpers.ts'

/**
 * The phone menu as a finger meets it (issue 25): on every route, at 390 px (the phone project) and at 768 px, the
 * overlay covers the screen and the point at the centre of each of its links is that link, not the page under it.
 * A link in the DOM is not a link a person can tap.
 */

/** Each link of the open menu, with what the screen shows at its centre. */
const linkHits = (page: Page) =>
  page.locator('#menu-movel a').evaluateAll((links) =>
    links.map((a) => {
      const r = a.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return { text: a.textContent?.trim(), onTop: r.width > 0 && r.height > 0 && !!hit && a.contains(hit) }
    }),
  )

const toggle = (page: Page, name: 'Abrir menu' | 'Fechar menu') => page.getByRole('button', { name })

for (const width of [390, 768]) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      if (width !== 390) await page.setViewportSize({ width, height: 1024 })
    })

    allRoutes.forEach((path, index) => {
      test(`${path}: the menu covers the screen, every link is on top, a tapped link navigates and closes it`, async ({ page }) => {
        await open(page, path)
        await toggle(page, 'Abrir menu').tap()
        const overlay = page.locator('#menu-movel')
        await expect(overlay).toBeVisible()
        const viewport = page.viewportSize()!
        const box = (await overlay.boundingBox())!
        // Under the header bar (logo and close button), down to the bottom of the screen, edge to edge.
        expect({ x: box.x, width: box.width, bottom: Math.round(box.y + box.height) }).toEqual({
          x: 0,
          width: viewport.width,
          bottom: viewport.height,
        })
        const hits = await linkHits(page)
        expect(hits.map((h) => h.text)).toEqual(['Home', 'Sobre', 'Serviços', 'Diagnóstico', 'Auditoria', 'Contato', 'Agendar', 'WhatsApp'])
        expect(hits.filter((h) => !h.onTop)).toEqual([])

        // A different page each time, so every link is tapped across the routes.
        const pages = overlay.getByRole('navigation', { name: 'Menu' }).getByRole('link')
        const target = pages.nth(index % 7)
        const href = (await target.getAttribute('href'))!
        await target.tap()
        await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : `${href}$`}`))
        await expect(overlay).toBeHidden()
        await expect(toggle(page, 'Abrir menu')).toHaveAttribute('aria-expanded', 'false')
      })
    })

    test('closes on the toggle and on Escape; focus stays inside while open; the page behind does not scroll', async ({ page }) => {
      await open(page, '/briefing-criacao-site')
      await scrollToY(page, 600)
      await toggle(page, 'Abrir menu').tap()
      const overlay = page.locator('#menu-movel')
      await expect(overlay).toBeVisible()
      await expect(overlay.getByRole('link').first()).toBeFocused()
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement))).toBe(true)
      }
      // A swipe over the menu and the wheel: the page under it stays where it was.
      const box = (await overlay.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel(0, 800)
      await page.touchscreen.tap(box.x + box.width - 10, box.y + box.height - 10)
      expect(await page.evaluate(() => window.scrollY)).toBe(600)
      await expect(overlay, 'a tap on the empty part of the menu does not close it').toBeVisible()

      await toggle(page, 'Fechar menu').tap()
      await expect(overlay).toBeHidden()
      await toggle(page, 'Abrir menu').tap()
      await expect(overlay).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden()
      await expect(toggle(page, 'Abrir menu')).toBeFocused()
      expect(await page.evaluate(() => window.scrollY)).toBe(600)
    })
  })
}
