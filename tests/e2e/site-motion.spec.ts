import { expect, test, type Locator } from '@playwright/test'
import { scrollToY, open } from './site-helpers.ts'

const opacity = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).opacity))

test('a section below the fold starts hidden and fades in once scrolled into view', async ({ page }) => {
  await open(page, '/')
  const testimonials = page.locator('[data-reveal]').filter({ has: page.getByRole('heading', { name: 'O que os nossos clientes dizem' }) })
  await expect(testimonials).toHaveAttribute('data-reveal', 'hidden')
  expect(await opacity(testimonials)).toBe(0)
  await testimonials.scrollIntoViewIfNeeded()
  await expect(testimonials).toHaveAttribute('data-reveal', 'shown', { timeout: 5_000 })
  expect(await opacity(testimonials)).toBe(1)
})

test('if the animation chunk cannot be loaded, the blocks below the fold are shown, not left invisible', async ({ page }) => {
  await page.route(/\/assets\/reveal-engine-[^/]+\.js$/, (route) => route.abort())
  await open(page, '/')
  const testimonials = page.locator('[data-reveal]').filter({ has: page.getByRole('heading', { name: 'O que os nossos clientes dizem' }) })
  // The chunk is fetched when the first hidden block comes into view: that is when the failure shows.
  await testimonials.scrollIntoViewIfNeeded()
  await expect(testimonials).toHaveAttribute('data-reveal', 'static')
  expect(await opacity(testimonials)).toBe(1)
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }
  })
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
})

test('the hero heading is painted at once: it is never hidden by a reveal', async ({ page }) => {
  await open(page, '/')
  const h1 = page.getByRole('heading', { level: 1 })
  expect(await h1.evaluate((el) => el.closest('[data-reveal]'))).toBeNull()
  await expect(h1).toBeVisible()
})

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing moves: every block is shown without animation', async ({ page }) => {
    await open(page, '/')
    const blocks = page.locator('[data-reveal]')
    expect(await blocks.count()).toBeGreaterThan(5)
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
    await scrollToY(page, 2000)
    // Reduced motion shrinks every animation and transition to 0.01 ms: none lasts long enough to be seen.
    const visible = await page.evaluate(
      () => document.getAnimations().filter((a) => Number(a.effect?.getComputedTiming().duration) > 1).length,
    )
    expect(visible).toBe(0)
    const styles = await blocks.evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))
    expect(styles.every((t) => t === 'none')).toBe(true)
  })
})
