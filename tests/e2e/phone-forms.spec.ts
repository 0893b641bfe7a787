import { expect, test, type Page } from '@playwright/test'
import type { JsonObject } from '#form-core'
import { stepsOf } from '../../src/forms/steps/steps.ts'
import { testForm, testForms } from '../helpers/form-files.ts'
import { storedRows } from './local-backend.ts'
import { answerRequired, clear, openForm, typeInto, uncovered } from './phone-hands.ts'
import { open, scrollToY, sentNotice, settle } from './site-helpers.ts'

/**
 * A prospect on a phone (issue 25), on the phone project (390×844, touch): every field is tapped and typed key by
 * key. Sending with no connection, errors in view, text big enough not to zoom, targets big enough for a finger, a
 * web address typed the way people say it.
 */

/** The forms with a page, and the contact form on /contato. */
const formPages = [
  ...testForms.filter((f) => f.meta.route).map((f) => ({ form: f, path: f.meta.route! })),
  { form: testForm('contact'), path: '/contato' },
]

test.describe('sending with no connection (issue 25: the button froze on "Enviando briefing...")', () => {
  const form = testForm('social-media')

  async function answer(page: Page, company: string) {
    await typeInto(page, page.locator('#root_companyName'), company)
    await typeInto(page, page.locator('#root_contactName'), 'Ana Souza')
    await typeInto(page, page.locator('#root_contactEmail'), 'ana@padariadoze.com.br')
  }

  const rowsOf = async (company: string) =>
    (await storedRows()).submissions.filter((s) => s.form_id === form.id && s.payload.companyName === company)

  test('offline: the button comes back with a Portuguese message; online again, one tap sends, one row', async ({ page, context }) => {
    const company = `Padaria Doze ${Date.now()}`
    const submit = await openForm(page, form.meta.route!, form)
    await answer(page, company)
    await context.setOffline(true)
    await submit.tap()
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível enviar: falha na conexão' })
    await expect(alert).toContainText('Suas respostas continuam salvas neste navegador.')
    await expect(alert).toBeInViewport()
    await expect(submit).toBeEnabled()
    await expect(submit).toHaveText(form.meta.buttons.submit)
    await expect(page.locator('#root_companyName')).toHaveValue(company)

    await context.setOffline(false)
    await submit.tap()
    await expect(sentNotice(page, form.meta).notice).toBeVisible()
    // The confirmation below the header: the menu button still the thing under a finger.
    const menu = page.getByRole('button', { name: 'Abrir menu' })
    const onTop = await menu.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
    expect(onTop).toBe(true)
    await expect(alert).toHaveCount(0)
    expect(await rowsOf(company)).toHaveLength(1)
  })

  test('a piece of the page that fails to download at the send: the same message, and the next tap sends once', async ({ page }) => {
    const company = `Padaria Treze ${Date.now()}`
    const submit = await openForm(page, form.meta.route!, form)
    await answer(page, company)
    // The backend client is fetched at the first send; a dropped connection fails it once.
    let refused = 0
    await page.route(/\/assets\/supabase-[\w-]+\.js$/, (request) =>
      refused++ === 0 ? request.abort('internetdisconnected') : request.continue(),
    )
    await submit.tap()
    await expect(page.getByRole('alert')).toContainText('Não foi possível enviar: falha na conexão')
    await expect(submit).toBeEnabled()
    await submit.tap()
    await expect(sentNotice(page, form.meta).notice).toBeVisible()
    expect(refused).toBeGreaterThanOrEqual(2)
    expect(await rowsOf(company)).toHaveLength(1)
  })
})

test.describe('an empty send shows the first missing answer and its message, below the sticky bars', () => {
  for (const { path, form } of formPages.filter(({ path }) => ['/agendar', '/contato', '/briefing-criacao-site'].includes(path))) {
    test(path, async ({ page }) => {
      const submit = await openForm(page, path, form)
      await submit.tap()
      const focused = page.locator(':focus')
      await expect(focused).toHaveAttribute('id', /^root_/)
      const id = (await focused.getAttribute('id'))!
      const message = page.locator(`[id="${id}__error"]`)
      await expect(message).toBeVisible()
      await expect(page.locator(`label[for="${id}"]`)).toBeInViewport()
      await expect(message).toBeInViewport()
      // Below the header and the form's progress line, which stay on top while the page scrolls.
      const below = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('header, [data-testid="form-progress"]')].map((el) => el.getBoundingClientRect().bottom)),
      )
      expect((await page.locator(`label[for="${id}"]`).boundingBox())!.y).toBeGreaterThanOrEqual(below)
    })
  }
})

/** Every control of the form's page readable without zoom and big enough for a finger, at the page's present width. */
async function expectFingerFriendly(page: Page, width: number) {
  // iOS Safari zooms into a field whose text is under 16 px.
  const small = await page.locator('main form').evaluateAll((forms) =>
    forms.flatMap((f) =>
      [...f.querySelectorAll<HTMLElement>('input, select, textarea')]
        .filter((el) => !['checkbox', 'radio', 'hidden'].includes((el as HTMLInputElement).type) && el.tabIndex !== -1)
        .map((el) => ({ id: el.id, fontSize: parseFloat(getComputedStyle(el).fontSize) }))
        .filter((c) => c.fontSize < 16),
    ),
  )
  expect(small, `at ${width} px`).toEqual([])
  const targets = await targetSizes(page)
  // Not a vacuous pass: the fields, the submit and, where the form has choices, every choice row were measured.
  const choices = await page.locator('main form input[type="checkbox"], main form input[type="radio"]').count()
  expect(targets.choiceRows, `at ${width} px`).toBe(choices)
  expect(targets.measured).toBeGreaterThan(3)
  expect(targets.problems, `at ${width} px`).toEqual([])
  const short = await page.locator('main form').evaluateAll((forms) =>
    forms.flatMap((f) =>
      [...f.querySelectorAll<HTMLElement>('input, select, textarea, button')]
        .filter((el) => !['checkbox', 'radio', 'hidden'].includes((el as HTMLInputElement).type) && el.tabIndex !== -1)
        .map((el) => ({ id: el.id || el.textContent, height: Math.round(el.getBoundingClientRect().height) }))
        .filter((c) => c.height < 44),
    ),
  )
  expect(short, `every control 44 px tall on a touch screen, at ${width} px`).toEqual([])
}

// A tablet is a touch screen too (issue 33): at 768 px the fields had 14 px text, 40 px height and 24 px choice rows.
// The forms' layout is CSS alone (no width read by script), so the same page is measured at 390 px and again at 768.
test.describe('every form control, on every form, at 390 and 768 px', () => {
  for (const { path, form } of formPages) {
    test(`${path}: text of 16 px or more, targets a finger can hit`, async ({ page }) => {
      await openForm(page, path, form)
      await expectFingerFriendly(page, 390)
      await page.setViewportSize({ width: 768, height: 1024 })
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      await expectFingerFriendly(page, 768)
    })
  }
})

/**
 * WCAG 2.2's target size (2.5.8) in the page's main content: every target 24×24 px or spaced so a 24 px circle on it
 * touches no other target; a link inside a sentence is exempt. On a phone, choice rows and submit buttons are 44 px tall.
 */
const targetSizes = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]')
    }
    // A link in running text: its parent's text is more than the link's.
    const inSentence = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0)
    const targets = [...main.querySelectorAll('a[href], button, input, select, textarea, label')]
      .filter((el) => el.tagName !== 'LABEL' || el.querySelector('input'))
      .filter((el) => !(el.tagName === 'INPUT' && el.closest('label')))
      .filter(visible)
      .filter((el) => !inSentence(el))
    const rects = targets.map((el) => el.getBoundingClientRect())
    const distance = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom))
    const problems: string[] = []
    targets.forEach((el, i) => {
      const r = rects[i]
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      if (el.tagName === 'LABEL' && r.height < 44) problems.push(`${name}: choice row ${Math.round(r.height)} px tall`)
      if (el.matches('button[type="submit"]') && r.height < 44) problems.push(`${name}: submit ${Math.round(r.height)} px tall`)
      if (r.width >= 24 && r.height >= 24) return
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2]
      const crowded = rects.some(
        (other, j) => j !== i && !targets[j].contains(el) && !el.contains(targets[j]) && distance(x, y, other) < 12,
      )
      if (crowded) problems.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)} px, another target within 12 px`)
    })
    return { measured: targets.length, choiceRows: targets.filter((el) => el.tagName === 'LABEL').length, problems }
  })

test('with a recovered draft, only the progress line stays on screen, one line; help sits under its field', async ({ page }) => {
  const form = testForm('social-media')
  await openForm(page, form.meta.route!, form)
  await typeInto(page, page.locator('#root_companyName'), 'Padaria Doze')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('excellis:draft:social-media') ?? '')).toContain('Padaria Doze')
  await page.reload()
  await expect(page.getByTestId('draft-note')).toBeVisible()
  const weekly = page.locator('#root_weeklyPosts')
  await weekly.scrollIntoViewIfNeeded()
  await expect(page.getByTestId('draft-note'), 'the draft notice scrolled away with the page').not.toBeInViewport()
  const progress = page.getByTestId('form-progress')
  await expect(progress).toBeInViewport()
  expect((await progress.boundingBox())!.height, 'one line of text').toBeLessThan(30)
  // "De 1 a 21 publicações por semana." under its own field, not under the section's heading.
  const [field, help] = [(await weekly.boundingBox())!, (await page.locator('#root_weeklyPosts__help').boundingBox())!]
  expect(help.y - (field.y + field.height)).toBeGreaterThanOrEqual(0)
  expect(help.y - (field.y + field.height)).toBeLessThan(16)
})

test.describe('a web address typed the way people say it', () => {
  const form = testForm('website')

  test('www.exemplo.com.br becomes https://www.exemplo.com.br when the field is left, and is stored so', async ({ page }) => {
    const company = `Exemplo ${Date.now()}`
    const submit = await openForm(page, form.meta.route!, form)
    const site = page.locator('#root_currentWebsite')
    // Something that is not an address is pointed out as soon as the field is left, not only at the send.
    await typeInto(page, site, 'padaria doze')
    await page.keyboard.press('Tab')
    await expect(page.locator('#root_currentWebsite__error')).toHaveText(
      '"Site atual": informe um endereço completo, começando com https://.',
    )
    await clear(page, site)
    await typeInto(page, site, 'www.exemplo.com.br')
    await page.keyboard.press('Tab')
    await expect(site).toHaveValue('https://www.exemplo.com.br')
    await expect(page.locator('#root_currentWebsite__error')).toHaveCount(0)

    await typeInto(page, page.locator('#root_companyName'), company)
    await typeInto(page, page.locator('#root_contactName'), 'Ana Souza')
    await typeInto(page, page.locator('#root_contactEmail'), 'ana@exemplo.com.br')
    await submit.tap()
    await expect(page).toHaveURL(/\/briefing-obrigado$/)
    const [row] = (await storedRows()).submissions.filter((s) => s.form_id === form.id && s.payload.companyName === company)
    expect(row?.payload.currentWebsite).toBe('https://www.exemplo.com.br')
  })
})

// One phone rule on every form (decisions 111, 170): the meeting's phone with no digits, /contato's WhatsApp "123".
for (const [id, route, bad, name] of [
  ['meeting', '/agendar', '(aa) bbbbb-cccc', 'a meeting phone with no digits'],
  ['contact', '/contato', '123', '/contato\'s WhatsApp "123"'],
] as const) {
  test(`${name} is refused when the field is left, with the one Portuguese phone message`, async ({ page }) => {
    const form = testForm(id)
    await openForm(page, route, form)
    const phone = page.locator('#root_phone')
    await typeInto(page, phone, bad)
    await page.keyboard.press('Tab')
    await expect(page.locator('#root_phone__error')).toHaveText('Telefone deve ter de 10 a 15 dígitos')
    await clear(page, phone)
    await typeInto(page, phone, '(11) 98765-4321')
    await page.keyboard.press('Tab')
    await expect(page.locator('#root_phone__error')).toHaveCount(0)
  })
}

// Issue 33: after a send that stays on the page, the form emptied to "0 de 23", a toast went after 6 s, and nothing
// said the answers had arrived.
test.describe('a send that stays on the page ends in a confirmation that stays', () => {
  // A briefing shown step by step on a phone (decision 203) is sent from its last step in phone-steps.spec.ts.
  for (const form of testForms.filter((f) => f.meta.kind === 'briefing' && !f.meta.afterSuccess && !stepsOf(f.uiSchema as JsonObject))) {
    test(`${form.id}: in view and focused after 10 s; "Enviar outro briefing" brings the empty form back`, async ({ page }) => {
      test.slow() // the event briefing has thirteen required questions, typed key by key
      // The page's own clock, moved 10 s on below: every timer after the send runs, none is waited for.
      await page.clock.install()
      const submit = await openForm(page, form.meta.route!, form)
      await answerRequired(page, form)
      await submit.tap()
      const heading = page.getByRole('heading', { name: form.meta.confirmation!.title })
      await expect(heading).toBeFocused()
      await page.screenshot({ path: test.info().outputPath(`confirmation-${form.id}-390.png`) })
      await page.clock.runFor(10_000)
      await expect(page.getByTestId('toast'), 'no toast repeats the confirmation').toHaveCount(0)
      await expect(page.getByTestId('send-confirmation')).toContainText('Em até 24 horas')
      await expect(heading).toBeInViewport()
      expect(await uncovered(heading)).toBe(true)
      await page.getByRole('button', { name: 'Enviar outro briefing' }).tap()
      // The form again, its contact section kept (phone-small-points.spec.ts): fewer answered than all.
      await expect(page.getByTestId('form-progress')).not.toHaveText(/^(\d+) de \1 /)
      await expect(page.getByRole('button', { name: form.meta.buttons.submit })).toBeVisible()
    })
  }
})

test.describe('a toast covers neither the heading nor the menu button', () => {
  test('/briefing-obrigado: the heading and the menu button stay uncovered while the toast shows', async ({ page }) => {
    const form = testForm('website')
    const submit = await openForm(page, form.meta.route!, form)
    await answerRequired(page, form)
    await submit.tap()
    await expect(page).toHaveURL(/\/briefing-obrigado$/)
    const toast = page.getByTestId('toast').filter({ hasText: 'Briefing enviado com sucesso!' })
    await expect(toast).toBeVisible()
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    await page.screenshot({ path: test.info().outputPath('thank-you-with-toast-390.png') })
    expect(await uncovered(page.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await uncovered(page.getByRole('button', { name: 'Abrir menu' }))).toBe(true)
  })

  test('/agendar: the home says the request was sent, in place, and its hero text stays uncovered', async ({ page }) => {
    const form = testForm('meeting')
    const submit = await openForm(page, form.meta.route!, form)
    await answerRequired(page, form)
    await submit.tap()
    await expect(page).toHaveURL(/\/$/)
    // The home's own band with what happens next, and no toast repeating it (decision 206).
    const band = page.getByTestId('send-confirmation')
    await expect(band).toContainText('Pedido de reunião enviado')
    await expect(page.getByRole('heading', { name: 'Pedido de reunião enviado' })).toBeFocused()
    expect(await uncovered(page.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await uncovered(page.getByRole('button', { name: 'Abrir menu' }))).toBe(true)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await band.getByRole('button', { name: 'Fechar aviso' }).tap()
    await expect(band).toHaveCount(0)
  })
})

test('the menu keeps the page’s place: ✕, Escape and a link to the same page', async ({ page }) => {
  const form = testForm('social-media')
  await openForm(page, form.meta.route!, form)
  const scrolled = () => page.evaluate(() => window.scrollY)
  const toggle = (name: string) => page.getByRole('button', { name })
  await scrollToY(page, 3000)
  expect(await scrolled()).toBe(3000)
  await toggle('Abrir menu').tap()
  await toggle('Fechar menu').tap()
  await expect(page.locator('#menu-movel')).toBeHidden()
  expect(Math.abs((await scrolled()) - 3000)).toBeLessThanOrEqual(50)
  await toggle('Abrir menu').tap()
  await page.keyboard.press('Escape')
  await expect(page.locator('#menu-movel')).toBeHidden()
  expect(Math.abs((await scrolled()) - 3000)).toBeLessThanOrEqual(50)

  await open(page, '/')
  await settle(page)
  await scrollToY(page, 3000)
  await toggle('Abrir menu').tap()
  await page.locator('#menu-movel').getByRole('link', { name: 'Home' }).tap()
  await expect(page.locator('#menu-movel')).toBeHidden()
  expect(Math.abs((await scrolled()) - 3000)).toBeLessThanOrEqual(50)
})
