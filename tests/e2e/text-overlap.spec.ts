import { expect, test } from '@playwright/test'
import { allRoutes, open, settle } from './site-helpers.ts'
import { textProblems } from './text-boxes.ts'

/**
 * No text drawn over other text, none cut by its box (issue 26, item 8: a wrapped help text in a `<sup>` with
 * line-height 0 printed its lines on top of each other, on the forms and in the editor's preview; Lighthouse and axe
 * did not see it). Every route, the editor with one form open, and a page that does not exist; at 390 px on the
 * phone project and at 1440 px on the desktop one. Measured from the line boxes (text-boxes.ts), not from pixels.
 */
const routes = [...allRoutes, '/editor', '/editor/website', '/pagina-que-nao-existe']

for (const path of routes) {
  test(`${path}: no line of text over another, none clipped`, async ({ page, isMobile }) => {
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, path)
    // Everything drawn (sections mount as they come near, reveal animations run), then read from the top, where
    // the sticky and fixed bars sit in their own places.
    await settle(page)
    await page.evaluate(() =>
      // An animation cancelled on the way (its element gone) rejects its promise: it is over too.
      Promise.all(
        document
          .getAnimations()
          .flatMap((a) => (a.effect?.getComputedTiming().iterations === Infinity ? [] : [a.finished.catch(() => undefined)])),
      ),
    )
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    expect(await textProblems(page)).toEqual([])
  })
}
