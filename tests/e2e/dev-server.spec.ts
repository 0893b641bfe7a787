import { expect, test, type Page } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { leaves } from '#form-core'
import { rjsfId } from '../helpers/rjsf-id.ts'

// Development mode resolves and bundles differently from the production build the other specs use
// (dependency pre-bundling, no build-only aliases): this proves `npm run dev` works at all.
test.describe.configure({ timeout: 90_000 })

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

test('npm run dev: a briefing page renders its form, with no error', async ({ page }) => {
  const form = testForms.find((f) => f.meta.kind === 'briefing')!
  const first = leaves(form.schema, form.uiSchema)[0]!
  const errors = collectErrors(page)
  await page.goto(form.meta.route!)
  await expect(page.locator(`#${rjsfId(first.path)}`)).toBeVisible({ timeout: 60_000 })
  expect(errors).toEqual([])
})

test('npm run dev: the editor previews a form as its files are, with the Portuguese message of a required question', async ({ page }) => {
  const form = testForms.find((f) => f.meta.kind === 'briefing')!
  const required = leaves(form.schema, form.uiSchema).find((l) => l.required && l.schema.type === 'string' && !l.schema.oneOf)!
  const errors = collectErrors(page)
  await page.goto(`/editor/${form.id}`)
  const preview = page.getByRole('region', { name: 'Pré-visualização' })
  await expect(preview.locator(`#${rjsfId(required.path)}`)).toBeVisible({ timeout: 60_000 })
  await preview.getByRole('button', { name: String(form.meta.buttons.submit) }).click()
  await expect(preview.getByText(`Preencha o campo "${String(required.schema.title)}".`)).toBeVisible()
  await preview.locator(`#${rjsfId(required.path)}`).fill('Padaria Pão Quente')
  await expect(page.getByRole('region', { name: 'Problemas' }).getByText('Nenhum problema')).toBeVisible()
  expect(errors).toEqual([])
})

// /painel's tests run on a production build (workspace.spec.ts, decision 227): here, that vite in development serves it.
test('npm run dev: /painel shows its sign-in, with no error', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/painel')
  await expect(page.getByRole('heading', { name: 'Painel da Excellis' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByLabel('E-mail')).toBeVisible()
  expect(errors).toEqual([])
})
