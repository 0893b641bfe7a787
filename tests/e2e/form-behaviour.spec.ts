import { expect, test, type Page } from '@playwright/test'
import { fieldOrder, shownLeaves, type Leaf } from '#form-core'
import { testForms, type TestForm } from '../helpers/form-files.ts'
import { rjsfId } from '../helpers/rjsf-id.ts'

/**
 * What every form promises a visitor, on every form the manifest has: an empty submit names each missing
 * answer in Portuguese and puts the focus on the first one; typing counts in the progress; a draft survives a
 * reload and can be discarded. The text fields hold typing until it pauses and the form mounts a few sections
 * at a time (decision 090): none of that may show here.
 */

// The embedded contact form (route null) is the one on /contato.
const pathOf = (form: TestForm) => form.meta.route ?? '/contato'

/** Leaves in the order the page shows them. */
function pageOrder(form: TestForm): Leaf[] {
  const all = shownLeaves(form.schema, form.uiSchema)
  const position = new Map(fieldOrder(form.schema, form.uiSchema).map((path, index) => [path, index]))
  return [...all].sort((a, b) => (position.get(a.path.join('.')) ?? 0) - (position.get(b.path.join('.')) ?? 0))
}

const requiredMessage = (leaf: Leaf) =>
  (leaf.ui['ui:options'] as { messages?: Record<string, string> } | undefined)?.messages?.required ??
  `Preencha o campo "${leaf.schema.title}".`

const isPlainText = (leaf: Leaf) =>
  leaf.schema.type === 'string' && !leaf.schema.oneOf && !leaf.schema.format && leaf.ui['ui:widget'] !== 'other-text'

async function openForm(page: Page, form: TestForm) {
  await page.goto(pathOf(form))
  // An embedded form loads when its place comes near the viewport (DeferredForm): go there as a visitor would.
  if (!form.meta.route) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const submit = page.getByRole('button', { name: form.meta.buttons.submit })
  await submit.scrollIntoViewIfNeeded()
  await expect(submit).toBeVisible()
  return submit
}

const progress = (page: Page) => page.getByTestId('form-progress')
const total = (form: TestForm) => shownLeaves(form.schema, form.uiSchema).length

for (const form of testForms) {
  const ordered = pageOrder(form)
  const required = ordered.filter((l) => l.required)
  const text = ordered.find(isPlainText)

  test(`${form.id}: an empty submit names every missing answer and focuses the first`, async ({ page }) => {
    test.skip(required.length === 0, 'no required field')
    const submit = await openForm(page, form)
    await submit.click()
    for (const leaf of required) {
      await expect(
        page.getByText(requiredMessage(leaf), { exact: true }).filter({ visible: true }).first(),
        leaf.path.join('.'),
      ).toBeVisible()
    }
    await expect(page.locator(`#${rjsfId(required[0]!.path)}`)).toBeFocused()
  })

  test(`${form.id}: typing counts in the progress, survives a reload as a draft and can be discarded`, async ({ page }) => {
    test.skip(!text, 'no free-text field')
    test.slow() // three page loads of a long form
    const field = (leaf: Leaf) => page.locator(`#${rjsfId(leaf.path)}`)
    await openForm(page, form)
    await expect(progress(page)).toHaveText(`0 de ${total(form)} perguntas respondidas`)
    await field(text!).fill('Rascunho que não pode se perder')
    await expect(progress(page)).toHaveText(`1 de ${total(form)} perguntas respondidas`)
    await page.reload()
    await openForm(page, form)
    await expect(field(text!)).toHaveValue('Rascunho que não pode se perder')
    await expect(progress(page)).toHaveText(`1 de ${total(form)} perguntas respondidas`)
    await page.getByRole('button', { name: 'Descartar rascunho' }).click()
    await expect(field(text!)).toHaveValue('')
    await expect(progress(page)).toHaveText(`0 de ${total(form)} perguntas respondidas`)
    await page.reload()
    await openForm(page, form)
    await expect(field(text!)).toHaveValue('')
  })
}
