import { expect, test } from '@playwright/test'
import { allRoutes, open, settle } from './site-helpers.ts'
import { overflowX, textProblems } from './text-boxes.ts'

/**
 * No text drawn over other text, none cut by its box (issue 26, item 8: a wrapped help text in a `<sup>` with
 * line-height 0 printed its lines on top of each other, on the forms and in the editor's preview; Lighthouse and axe
 * did not see it). Every route, the editor with one form open, and a page that does not exist; at 390 px on the
 * phone project and at 1440 px on the desktop one. Measured from the line boxes (text-boxes.ts), not from pixels.
 * On the same page load, every route of the site has nothing wider than the screen, at 1440 px and on the phone at
 * 390 and at 360 px (the narrowest phone in use).
 */
const routes = [...allRoutes, '/editor', '/editor/website', '/pagina-que-nao-existe']

for (const path of routes) {
  test(`${path}: no line of text over another, none clipped${allRoutes.includes(path) ? ', nothing wider than the screen' : ''}`, async ({
    page,
    isMobile,
  }) => {
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
    if (!allRoutes.includes(path)) return
    expect(await overflowX(page)).toEqual({ scroll: 0, outside: [] })
    if (!isMobile) return
    await page.setViewportSize({ width: 360, height: 740 })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await overflowX(page), 'at 360 px').toEqual({ scroll: 0, outside: [] })
  })
}
