import { expect, test, type Page } from '@playwright/test'
import { testForms, type TestForm } from '../helpers/form-files.ts'
import { leaves, rjsfId } from '../helpers/schema-walk.ts'
import { fillForm } from './fill-form.ts'

// The backend issue replaces these network stubs with the real local backend; here the browser's calls are
// answered at the network layer so the page's own behaviour is what is tested.
const functionForms = testForms.filter((f) => 'function' in f.meta.submit && f.meta.route)

async function stubFunction(page: Page, form: TestForm, status: number) {
  const name = (form.meta.submit as { function: string }).function
  const bodies: unknown[] = []
  await page.route(`**/functions/v1/${name}`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status, headers: cors, contentType: 'application/json', body: JSON.stringify(status < 300 ? { ok: true } : { error: { message: 'falhou' } }) })
  })
  return bodies
}
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }

for (const form of functionForms) {
  test(`${form.id}: filled and sent, shows its notice and goes where its JSON says`, async ({ page }) => {
    const bodies = await stubFunction(page, form, 200)
    await page.goto(form.meta.route!)
    const answered = await fillForm(page, form.schema, form.uiSchema)
    await page.getByRole('button', { name: form.meta.buttons.submit }).click()
    const notice = page.getByTestId('toast').filter({ hasText: form.meta.notices.success.title })
    await expect(notice).toBeVisible()
    if (form.meta.notices.success.description) await expect(notice).toContainText(form.meta.notices.success.description)
    expect(bodies).toHaveLength(1)
    if (form.meta.afterSuccess) {
      await expect(page).toHaveURL(form.meta.afterSuccess)
    } else {
      await expect(page).toHaveURL(form.meta.route!)
      const first = answered.find((l) => !l.schema.oneOf && l.schema.type === 'string')
      if (first) await expect(page.locator(`#${rjsfId(first.path)}`)).toHaveValue('')
    }
  })
}

test('a failed send keeps every answer, logs the error and shows the destructive notice', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  await stubFunction(page, form, 500)
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(form.meta.route!)
  const answered = await fillForm(page, form.schema, form.uiSchema)
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  await expect(page.getByTestId('toast').filter({ hasText: form.meta.notices.failure.title })).toBeVisible()
  await expect(page).toHaveURL(form.meta.route!)
  for (const leaf of answered.filter((l) => l.schema.type === 'string' && !l.schema.oneOf)) {
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).not.toHaveValue('')
  }
  expect(errors.some((e) => e.includes(form.id))).toBe(true)
})

test('a draft survives a reload and can be discarded', async ({ page }) => {
  const form = functionForms.find((f) => f.meta.kind === 'briefing')!
  const leaf = leaves(form.schema, form.uiSchema).find((l) => l.schema.type === 'string' && !l.schema.oneOf && !l.schema.format)!
  await page.goto(form.meta.route!)
  await page.locator(`#${rjsfId(leaf.path)}`).fill('Rascunho que não pode se perder')
  await page.waitForTimeout(600)
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
