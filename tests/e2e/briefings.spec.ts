import { expect, test, type Page } from '@playwright/test'
import { testForms, type TestForm } from '../helpers/form-files.ts'
import { contactAnswers } from '../../src/forms/contact-answers.ts'
import { leaves, STORAGE_KEYS, type JsonObject } from '#form-core'
import { rjsfId } from '../helpers/rjsf-id.ts'
import { fillForm } from './fill-form.ts'
import { storedRows } from './local-backend.ts'
import { sentNotice } from './site-helpers.ts'

// Every routed form sent to the server, for real: browser → local backend → embedded Postgres.
const functionForms = testForms.filter((f) => 'server' in f.meta.submit && f.meta.route)
const endpointOf = (form: TestForm) => `/functions/v1/forms/${form.id}`

/** The body the page sends to the server, and the revision it says it rendered. */
const sentBody = (page: Page, form: TestForm) =>
  page
    .waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(endpointOf(form)))
    .then((r) => ({ body: r.postDataJSON() as Record<string, unknown>, revision: r.headers()['x-form-revision'] }))

/** Breadcrumbs, back link and the three related briefings its JSON names, each linking to its page. */
async function expectBriefingFrame(page: Page, form: TestForm) {
  const crumbs = page.getByRole('navigation', { name: 'Você está em' })
  await expect(crumbs).toContainText('Início')
  await expect(crumbs).toContainText('Briefings')
  await expect(crumbs).toContainText(form.meta.title)
  await expect(page.getByRole('link', { name: 'Voltar aos briefings', exact: true })).toHaveAttribute('href', '/briefings')
  const related = page.getByRole('region', { name: 'Briefings relacionados' })
  await expect(related.getByRole('article')).toHaveCount(form.meta.related!.length)
  for (const id of form.meta.related!) {
    const other = testForms.find((f) => f.id === id)!
    await expect(related.getByRole('heading', { name: other.meta.card!.title })).toBeVisible()
    await expect(related.locator(`a[href="${other.meta.route}"]`)).toHaveCount(1)
  }
}

for (const form of functionForms) {
  test(`${form.id}: every question answered and sent, lands as a row, shows its notice and goes where its JSON says`, async ({ page }) => {
    test.slow() // up to 51 questions answered one by one, as a person would
    await page.goto(form.meta.route!)
    if (form.meta.kind === 'briefing') await expectBriefingFrame(page, form)
    const answered = await fillForm(page, form.schema, form.uiSchema, { all: true })
    const body = sentBody(page, form)
    await page.getByRole('button', { name: form.meta.buttons.submit }).click()
    const { notice, text } = sentNotice(page, form.meta)
    await expect(notice).toBeVisible()
    if (text) await expect(notice).toContainText(text)
    const sent = await body
    const { submissions } = await storedRows()
    expect(sent.revision, 'the page names the revision it rendered').toMatch(/^[0-9a-f]{64}$/)
    // The row keeps the answers as sent and the revision they were validated against.
    expect(submissions.filter((s) => s.form_id === form.id)).toContainEqual(
      expect.objectContaining({ payload: sent.body, schema_hash: sent.revision }),
    )
    if (form.meta.afterSuccess) {
      await expect(page).toHaveURL(form.meta.afterSuccess)
    } else {
      await expect(page).toHaveURL(form.meta.route!)
      // The emptied form waits behind its confirmation (issue 33) until the visitor asks for another.
      if (form.meta.confirmation?.again) {
        await expect(page.getByRole('heading', { name: form.meta.confirmation.title })).toBeFocused()
        await page.getByRole('button', { name: form.meta.confirmation.again }).click()
      }
      // Who the visitor is stays for the next briefing (issue 43); every other answer is gone.
      const kept = contactAnswers(form.schema, form.uiSchema, sent.body as JsonObject)
      const first = answered.find((l) => !l.schema.oneOf && l.schema.type === 'string' && !(String(l.path[0]) in kept))
      if (first) await expect(page.locator(`#${rjsfId(first.path)}`)).toHaveValue('')
    }
  })
}

test('a failed send keeps every answer, logs the error and shows the destructive notice', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  // The one stub left: a backend that fails, answered at the network layer.
  await page.route(`**${endpointOf(form)}`, (route) =>
    route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'falhou' } }),
    }),
  )
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(form.meta.route!)
  const answered = await fillForm(page, form.schema, form.uiSchema)
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  // By the button, not in a toast that goes (issue 43).
  const notice = page.getByTestId('send-alert')
  await expect(notice).toContainText(form.meta.notices.failure.title)
  await expect(notice).toContainText('Suas respostas continuam salvas neste navegador')
  await expect(page).toHaveURL(form.meta.route!)
  for (const leaf of answered.filter((l) => l.schema.type === 'string' && !l.schema.oneOf)) {
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).not.toHaveValue('')
  }
  expect(errors.some((e) => e.includes(form.id))).toBe(true)
  // The answers are still there after a reload too: the draft was not cleared by the failure.
  await page.reload()
  for (const leaf of answered.filter((l) => l.schema.type === 'string' && !l.schema.oneOf)) {
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).not.toHaveValue('')
  }
})

// The first form whose button shows a spinner (the landing page) and the first whose button only changes its text.
const sendingCases = [
  functionForms.find((f) => f.meta.buttons.spinner),
  functionForms.find((f) => f.meta.kind === 'briefing' && !f.meta.buttons.spinner),
]
for (const form of sendingCases.filter((f) => f !== undefined)) {
  test(`${form.id}: while sending, the button is disabled and reads "${form.meta.buttons.submitting}"`, async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${endpointOf(form)}`, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(form.meta.route!)
    await fillForm(page, form.schema, form.uiSchema)
    await page.getByRole('button', { name: form.meta.buttons.submit }).click()
    const sending = page.locator('button[type="submit"]')
    await expect(sending).toBeDisabled()
    await expect(sending).toContainText(form.meta.buttons.submitting)
    if (form.meta.buttons.spinner) await expect(sending.locator('.chakra-spinner')).toBeVisible()
    release()
    await expect(sentNotice(page, form.meta).notice).toBeVisible()
  })
}

test('a bot that fills the hidden trap is told success, and nothing is stored', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  await page.goto(form.meta.route!)
  const answered = await fillForm(page, form.schema, form.uiSchema)
  const text = answered.find((l) => l.schema.type === 'string' && !l.schema.oneOf && !l.schema.format)!
  const marker = `robô ${Date.now()}`
  await page.locator(`#${rjsfId(text.path)}`).fill(marker)
  // People never see it (off-screen, out of the tab order); a bot fills every input it finds.
  await expect(page.getByLabel('Não preencha este campo')).not.toBeInViewport()
  await page.getByLabel('Não preencha este campo').fill('http://spam.example', { force: true })
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  await expect(sentNotice(page, form.meta).notice).toBeVisible()
  const { submissions } = await storedRows()
  expect(submissions.filter((s) => JSON.stringify(s.payload).includes(marker))).toEqual([])
})

test('a draft survives a reload and can be discarded', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  const leaf = leaves(form.schema, form.uiSchema).find((l) => l.schema.type === 'string' && !l.schema.oneOf && !l.schema.format)!
  await page.goto(form.meta.route!)
  await page.locator(`#${rjsfId(leaf.path)}`).fill('Rascunho que não pode se perder')
  // The draft is written when typing pauses: wait for it in storage, not for a time.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.formDraft(form.id)))
    .toContain('Rascunho que')
  await page.reload()
  await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveValue('Rascunho que não pode se perder')
  await expect(page.getByTestId('draft-note')).toBeVisible()
  await page.getByRole('button', { name: 'Descartar rascunho' }).click()
  await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveValue('')
  await page.reload()
  await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveValue('')
})

test('a required field left empty gets a Portuguese message and receives the focus', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  const first = leaves(form.schema, form.uiSchema).find((l) => l.required)!
  await page.goto(form.meta.route!)
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  await expect(page.getByText(`Preencha o campo "${first.schema.title}".`).first()).toBeVisible()
  await expect(page.locator(`#${rjsfId(first.path)}`)).toBeFocused()
})
