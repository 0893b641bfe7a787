import { expect, test } from '@playwright/test'
import { shownLeaves } from '#form-core'
import { testForm } from '../helpers/form-files.ts'
import { storedRows } from './local-backend.ts'
import { coveredLines, openForm, tapField, typeInto, uncovered } from './phone-hands.ts'
import { open, settle } from './site-helpers.ts'

/**
 * Issue 43's smaller points, each as a prospect on a phone meets it (390×844, touch; typed key by key, tapped): the
 * progress, a second briefing, long answers, label sizes, the phone number, what the sticky header and the floating
 * WhatsApp button cover.
 */

const landing = testForm('landing-page')
const total = shownLeaves(landing.schema, landing.uiSchema).length

test('an invalid e-mail is not counted as answered; corrected, it is', async ({ page }) => {
  await openForm(page, landing.meta.route!, landing)
  const progress = page.getByTestId('form-progress')
  await typeInto(page, page.locator('#root_contactName'), 'Marina Lopes')
  await typeInto(page, page.locator('#root_contactEmail'), 'marina@sorrisovivo,com.br')
  await page.keyboard.press('Tab')
  await expect(progress).toHaveText(`1 de ${total} perguntas respondidas`)
  await tapField(page, page.locator('#root_contactEmail'))
  await page.keyboard.press('End')
  for (let i = 0; i < 'com.br'.length + 1; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('.com.br')
  await page.keyboard.press('Tab')
  await expect(progress).toHaveText(`2 de ${total} perguntas respondidas`)
})

test('"Enviar outro briefing" keeps the contact section filled and empties the rest', async ({ page }) => {
  const form = testForm('social-media')
  const submit = await openForm(page, form.meta.route!, form)
  await typeInto(page, page.locator('#root_companyName'), `Clínica Sorriso ${Date.now()}`)
  await typeInto(page, page.locator('#root_contactName'), 'Marina Lopes')
  await typeInto(page, page.locator('#root_contactEmail'), 'marina@sorrisovivo.com.br')
  await submit.tap()
  await page.getByRole('button', { name: form.meta.confirmation!.again! }).tap()
  await expect(page.locator('#root_contactName')).toHaveValue('Marina Lopes')
  await expect(page.locator('#root_contactEmail')).toHaveValue('marina@sorrisovivo.com.br')
  await expect(page.locator('#root_companyName')).toHaveValue('')
})

test('a text box grows with its text instead of scrolling inside itself', async ({ page }) => {
  // The description is the landing-page briefing's second step on a phone (decision 203).
  await openForm(page, `${landing.meta.route!}?etapa=2`, landing)
  const box = page.locator('#root_productDescription')
  const before = (await box.boundingBox())!.height
  await tapField(page, box)
  for (let line = 1; line <= 8; line++) {
    await page.keyboard.type(`Linha ${line} da descrição do implante dentário com carga imediata.`)
    if (line < 8) await page.keyboard.press('Enter')
  }
  const after = await box.evaluate((el) => ({ height: el.getBoundingClientRect().height, inner: el.scrollHeight - el.clientHeight }))
  expect(after.height).toBeGreaterThan(before * 1.5)
  expect(after.inner).toBeLessThanOrEqual(1)
})

test('question labels are 16 px on a touch screen, like the answers', async ({ page }) => {
  // The public's step (the third on a phone, decision 203) has a choice among options: a fieldset and its legend.
  await openForm(page, `${landing.meta.route!}?etapa=3`, landing)
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize)
  expect(await size('label[for="root_targetDemographic"]')).toBe('16px')
  expect(await size('fieldset legend')).toBe('16px')
  expect(await size('#root_targetDemographic')).toBe('16px')
})

test('the phone is formatted as it is typed; the answer stored is the digits typed', async ({ page }) => {
  const form = testForm('contact')
  const submit = await openForm(page, '/contato', form)
  const name = `Marina ${Date.now()}`
  await typeInto(page, page.locator('#root_name'), name)
  await typeInto(page, page.locator('#root_email'), 'marina@sorrisovivo.com.br')
  const phone = page.locator('#root_phone')
  await typeInto(page, phone, '1198765432')
  await expect(phone).toHaveValue('(11) 9876-5432')
  await page.keyboard.type('1')
  await expect(phone).toHaveValue('(11) 98765-4321')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await expect(phone).toHaveValue('(11) 9876-543')
  await page.keyboard.type('21')
  await expect(phone).toHaveValue('(11) 98765-4321')
  await page.locator('#root_service').selectOption({ index: 1 })
  await submit.tap()
  await expect(page.getByTestId('send-confirmation')).toBeVisible()
  const row = (await storedRows()).submissions.find((s) => s.form_id === 'contact' && s.payload.name === name)
  expect(row?.payload.phone).toBe('11987654321')
})

test('three spaces as the name on /contato are no name: the field says so, nothing is sent (issue 42)', async ({ page }) => {
  const form = testForm('contact')
  const submit = await openForm(page, '/contato', form)
  const email = `espacos-${Date.now()}@sorrisovivo.com.br`
  const name = page.locator('#root_name')
  await typeInto(page, name, '   ')
  await expect(name).toHaveValue('   ')
  await typeInto(page, page.locator('#root_email'), email)
  await typeInto(page, page.locator('#root_phone'), '11987654321')
  await page.locator('#root_service').selectOption({ index: 1 })
  await submit.scrollIntoViewIfNeeded()
  expect(await uncovered(submit)).toBe(true)
  await submit.tap()
  await expect(page.getByText('Preencha o campo "Nome".', { exact: true }).filter({ visible: true }).first()).toBeVisible()
  await expect(name).toBeFocused()
  await expect(page.getByTestId('send-confirmation')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('blank-name-390.png') })
  expect((await storedRows()).submissions.filter((s) => s.payload.email === email)).toEqual([])
})

test('after a send, the confirmation scrolls into view with the breadcrumb clear of the sticky header', async ({ page }) => {
  const form = testForm('social-media')
  const submit = await openForm(page, form.meta.route!, form)
  await typeInto(page, page.locator('#root_companyName'), `Clínica Implante ${Date.now()}`)
  await typeInto(page, page.locator('#root_contactName'), 'Marina Lopes')
  await typeInto(page, page.locator('#root_contactEmail'), 'marina@sorrisovivo.com.br')
  await submit.tap()
  const heading = page.getByRole('heading', { name: form.meta.confirmation!.title })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  const crumbs = page.getByRole('navigation', { name: 'Você está em' })
  const home = crumbs.getByRole('link', { name: 'Início' })
  const box = (await home.boundingBox())!
  // Either wholly in view below the header, or wholly scrolled away: never half under it.
  if (box.y + box.height > 0) expect(await uncovered(home)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('confirmation-breadcrumb-390.png') })
})

test('the floating WhatsApp button covers no footer line at the end of the page, phone to desktop', async ({ page }) => {
  await open(page, '/contato')
  await settle(page)
  const button = page.getByRole('link', { name: 'Conversar no WhatsApp (abre em nova aba)' })
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 844 })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.locator('[data-visible="true"]').filter({ has: button })).toHaveCount(1)
    const header = (await page.locator('header').first().boundingBox())!
    expect(await coveredLines(page.locator('footer'), header.y + header.height), `${width} px`).toEqual([])
  }
  await page.screenshot({ path: test.info().outputPath('footer-end-1440.png') })
})

test('a meeting sent with the phone left empty asks for the phone, as every empty required box does; too short keeps its own words', async ({
  page,
}) => {
  const form = testForm('meeting')
  const submit = await openForm(page, '/agendar', form)
  const email = `sem-telefone-${Date.now()}@sorrisovivo.com.br`
  await typeInto(page, page.locator('#root_name'), 'Marina Lopes')
  await typeInto(page, page.locator('#root_email'), email)
  // Tapped and left empty, as a person skipping it does.
  const phone = page.locator('#root_phone')
  await tapField(page, phone)
  await page.locator('#root_service').selectOption({ label: 'Desenvolvimento Web' })
  await submit.scrollIntoViewIfNeeded()
  await submit.tap()
  const error = page.locator('[id="root_phone__error"]')
  await expect(error).toHaveText('Preencha o campo "Telefone".')
  await expect(phone).toBeFocused()
  await page.screenshot({ path: test.info().outputPath('meeting-no-phone-390.png') })
  // A number too short still says what the spec words for it.
  await page.keyboard.type('119876')
  await submit.tap()
  await expect(error).toHaveText('Telefone deve ter pelo menos 10 dígitos')
  expect(((await storedRows()).tables['Agendar Reunião'] ?? []).filter((r) => r.Email === email)).toEqual([])
})
