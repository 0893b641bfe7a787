import { expect, test, type Page } from '@playwright/test'
import { testForm } from '../helpers/form-files.ts'
import { open } from './site-helpers.ts'
import { answerRequired, coveredLines, openForm, uncovered, watchForToasts } from './phone-hands.ts'

/**
 * Issue 43: a send ends on something nobody can miss. The home's band after /agendar was half under the dark hero,
 * /contato's only sign was a 5 s toast over its button, a server error went with its toast, and for a moment after
 * a send neither the form nor its confirmation showed. On the phone project (390×844, touch), typed and tapped.
 */

/** Counts the moments (DOM updates) when the page shows neither the form nor its confirmation. */
const watchForBlank = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { blankMoments: number }
    w.blankMoments = 0
    new MutationObserver(() => {
      if (!document.querySelector('form.rjsf') && !document.querySelector('[data-testid="send-confirmation"]')) w.blankMoments++
    }).observe(document.body, { childList: true, subtree: true })
  })
const blankMoments = (page: Page) => page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)

test('/agendar: every line of the home’s confirmation is on top, from 320 to 1440 px wide and 10 s later', async ({ page }) => {
  test.slow() // seven widths on a loaded machine
  const form = testForm('meeting')
  await page.clock.install()
  const submit = await openForm(page, form.meta.route!, form)
  await answerRequired(page, form)
  await submit.tap()
  await expect(page).toHaveURL(/\/$/)
  const band = page.getByTestId('send-confirmation')
  await expect(band).toContainText('para combinar o dia e o horário da reunião')
  for (const width of [320, 360, 390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 844 })
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await coveredLines(band), `${width} px`).toEqual([])
    if (width === 768) await page.screenshot({ path: test.info().outputPath('home-band-768.png') })
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.clock.runFor(10_000)
  await page.screenshot({ path: test.info().outputPath('home-band-390-10s.png') })
  expect(await coveredLines(band)).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test.describe('/contato', () => {
  const form = testForm('contact')

  test('the confirmation replaces the form with no blank moment, stays in view after 10 s, and no toast repeats it', async ({ page }) => {
    await page.clock.install()
    const submit = await openForm(page, '/contato', form)
    await answerRequired(page, form)
    await watchForBlank(page)
    const toastsAfter = await watchForToasts(page)
    await submit.tap()
    const heading = page.getByRole('heading', { name: form.meta.confirmation!.title })
    await expect(heading).toBeFocused()
    expect(await blankMoments(page)).toBe(0)
    expect(await uncovered(heading)).toBe(true)
    await page.screenshot({ path: test.info().outputPath('contact-confirmation-390.png') })
    // A form that confirms in place says it once: a toast beside it repeated it with another promise (play-test).
    // Its next 10 s, and whatever they fetch: no toast, even one shown a moment later.
    expect(await toastsAfter(), 'no toast repeats the confirmation').toEqual([])
    await expect(heading).toBeInViewport()
    expect(await uncovered(heading)).toBe(true)
    await expect(page.getByTestId('send-confirmation')).toContainText(form.meta.confirmation!.description)
    await page.getByRole('button', { name: form.meta.confirmation!.again! }).tap()
    await expect(page.getByRole('button', { name: form.meta.buttons.submit })).toBeVisible()
  })

  test('a server error stays on screen by the button, saying the answers are kept, and covers nothing', async ({ page }) => {
    await page.route(`**/functions/v1/forms/${form.id}`, (route) =>
      route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'falhou' } }),
      }),
    )
    await page.clock.install()
    const submit = await openForm(page, '/contato', form)
    await answerRequired(page, form)
    const toastsAfter = await watchForToasts(page)
    await submit.tap()
    const alert = page.getByTestId('send-alert')
    await expect(alert).toContainText(form.meta.notices.failure.title)
    await expect(alert).toContainText('Suas respostas continuam salvas neste navegador')
    // 10 s later, the failure still by the button and never in a toast that goes.
    expect(await toastsAfter(), 'no toast for the failure').toEqual([])
    await expect(alert).toBeVisible()
    await alert.scrollIntoViewIfNeeded()
    await expect(alert).toBeInViewport()
    await expect(submit).toBeFocused()
    expect(await uncovered(submit)).toBe(true)
    await expect(page.locator('#root_name')).not.toHaveValue('')
    await page.screenshot({ path: test.info().outputPath('contact-server-error-390-10s.png') })
  })
})

test('a form with no in-page confirmation says it in a toast, in Portuguese, its close 44 px', async ({ page }) => {
  const form = testForm('website')
  expect(form.meta.confirmation, 'this test needs a form without a confirmation').toBeUndefined()
  const submit = await openForm(page, form.meta.route!, form)
  await answerRequired(page, form)
  await submit.tap()
  const toast = page.getByTestId('toast').filter({ hasText: form.meta.notices.success.title })
  await expect(toast).toBeVisible()
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
  const closeBox = (await toast.getByRole('button', { name: 'Fechar aviso' }).boundingBox())!
  expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44)
})

test('the home’s contact card fits its confirmation: the room kept for the loading form goes with it', async ({ page }, testInfo) => {
  const form = testForm('contact')
  await open(page, '/')
  const card = page.getByTestId('contact-card')
  await card.scrollIntoViewIfNeeded()
  const submit = card.getByRole('button', { name: form.meta.buttons.submit })
  await expect(submit).toBeVisible()
  await answerRequired(page, form)
  await submit.scrollIntoViewIfNeeded()
  expect(await uncovered(submit)).toBe(true)
  await submit.tap()
  const notice = card.getByTestId('send-confirmation')
  await expect(notice).toBeVisible()
  const noticeBox = (await notice.boundingBox())!
  const cardBox = (await card.boundingBox())!
  await page.screenshot({ path: testInfo.outputPath('home-contact-confirmation-390.png') })
  // Below the confirmation only the card's own padding (20 px on a phone): no white room left for the form.
  expect(cardBox.y + cardBox.height - (noticeBox.y + noticeBox.height)).toBeLessThanOrEqual(40)
})
