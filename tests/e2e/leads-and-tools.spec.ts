import { expect, test } from '@playwright/test'
import { testForm } from '../helpers/form-files.ts'
import { fillForm } from './fill-form.ts'
import { sentNotice } from './site-helpers.ts'
import { E2E_BACKEND_PORT, storedRows } from './local-backend.ts'

test('meeting: the spec’s own messages for bad input', async ({ page }) => {
  await page.goto('/agendar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agende uma Reunião')
  await page.locator('#root_name').fill('A')
  await page.locator('#root_email').fill('nao-e-email')
  await page.locator('#root_phone').fill('11 9999')
  await page.getByRole('button', { name: 'Agendar Reunião' }).click()
  for (const text of [
    'Nome deve ter pelo menos 2 caracteres',
    'Email inválido',
    'Telefone deve ter pelo menos 10 dígitos',
    'Selecione um serviço',
  ]) {
    // The select's hidden placeholder option reads 'Selecione um serviço' too: look at visible text only.
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible()
  }
  await expect(page.locator('#root_name')).toBeFocused()
})

test('meeting: lands as the mapped row of "Agendar Reunião", then goes home', async ({ page }) => {
  const name = `Ana Souza ${Date.now()}`
  await page.goto('/agendar')
  await page.locator('#root_name').fill(name)
  await page.locator('#root_email').fill('ana@empresa.com.br')
  await page.locator('#root_phone').fill('(11) 98765-4321')
  await page.locator('select#root_service').selectOption({ label: 'Desenvolvimento Web' })
  await page.getByRole('button', { name: 'Agendar Reunião' }).click()
  await expect(page.getByTestId('send-confirmation')).toContainText('Pedido de reunião enviado')
  await expect(page).toHaveURL('/')
  const { tables } = await storedRows()
  const row = tables['Agendar Reunião']!.find((r) => r.Nome === name)
  // The page sends the digits typed; the mask only shows them formatted (decision 205).
  expect(row).toMatchObject({ Email: 'ana@empresa.com.br', Numero: '11987654321', Serviço: 'web', Comentario: null })
})

test('contact form on /contato is stored through the server, never only pretended', async ({ page }) => {
  const form = testForm('contact')
  await page.goto('/contato')
  await fillForm(page, form.schema, form.uiSchema)
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/functions/v1/forms/contact'))
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  const { notice, text } = sentNotice(page, form.meta)
  await expect(notice).toContainText(text!)
  const sent = (await request).postDataJSON() as Record<string, unknown>
  const { submissions } = await storedRows()
  expect(submissions.filter((s) => s.form_id === 'contact').map((s) => s.payload)).toContainEqual(sent)
  // The form gives way to its confirmation (issue 43); asked for again, it comes back cleared, as the spec says.
  await page.getByRole('button', { name: form.meta.confirmation!.again! }).click()
  await expect(page.locator('#root_name')).toHaveValue('')
})

test('diagnostic: answers stay in the browser and the toast confirms', async ({ page }) => {
  let calls = 0
  await page.route(`http://127.0.0.1:${E2E_BACKEND_PORT}/**`, (route) => {
    calls++
    return route.abort()
  })
  await page.goto('/diagnostico')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roteiro de Diagnóstico Estratégico')
  await page.locator('#root_companyName').fill('Padaria Pão Quente')
  await page.getByRole('button', { name: 'Enviar Diagnóstico' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Formulário enviado!' })).toContainText(
    'Suas respostas foram registradas com sucesso.',
  )
  await expect(page.locator('#root_companyName')).toHaveValue('Padaria Pão Quente')
  const stored = await page.evaluate(() => localStorage.getItem('excellis:submissions:diagnostic'))
  expect(stored).toContain('Padaria Pão Quente')
  expect(calls).toBe(0)
})
