import { expect, test } from '@playwright/test'
import { E2E_DEV_PORT } from './local-backend.ts'

/**
 * The editor's preview at 1440 px: a panel that scrolls on its own beside the editor, where the visitor's sticky
 * progress bar keeps to the panel's top edge (the play-test's marketer saw it float mid-panel, issue 45 item 5).
 */
test.use({ viewport: { width: 1440, height: 900 } })
test.describe.configure({ timeout: 120_000 })

test("the preview's progress bar stays at the top of the preview panel while it scrolls", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_DEV_PORT}/editor/website`)
  const panel = page.getByRole('region', { name: 'Pré-visualização' })
  const progress = panel.getByRole('progressbar', { name: 'Progresso no formulário' })
  await expect(progress).toBeVisible({ timeout: 90_000 })
  // The panel scrolled as a wheel does, well past the bar's place.
  const at = (await panel.boundingBox())!
  await page.mouse.move(at.x + at.width / 2, at.y + 200)
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400)
  await expect.poll(() => panel.evaluate((e) => e.scrollTop)).toBeGreaterThan(600)
  const [bar, box] = [(await progress.locator('..').boundingBox())!, (await panel.boundingBox())!]
  await page.screenshot({ path: test.info().outputPath('preview-scrolled-1440.png') })
  expect(bar.y - box.y, 'the bar sits at the panel top (its padding), not a header height below it').toBeLessThan(24)
  const onTop = await progress.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !!hit && (e === hit || e.contains(hit))
  })
  expect(onTop, 'no question is drawn over the bar').toBe(true)
})
