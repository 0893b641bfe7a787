import { expect, test } from '@playwright/test'
import { testForm } from '../helpers/form-files.ts'
import { fillForm } from './fill-form.ts'

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }

test('meeting: the spec’s own messages for bad input', async ({ page }) => {
  await page.goto('/agendar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agende uma Reunião')
  await page.locator('#root_name').fill('A')
  await page.locator('#root_email').fill('nao-e-email')
  await page.locator('#root_phone').fill('11 9999')
  await page.getByRole('button', { name: 'Agendar Reunião' }).click()
  for (const text of ['Nome deve ter pelo menos 2 caracteres', 'Email inválido', 'Telefone deve ter pelo menos 10 dígitos', 'Selecione um serviço']) {
    // The select's hidden placeholder option reads 'Selecione um serviço' too: look at visible text only.
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible()
  }
  await expect(page.locator('#root_name')).toBeFocused()
})

test('meeting: inserts the mapped row into "Agendar Reunião", then goes home', async ({ page }) => {
  const rows: unknown[] = []
  await page.route('**/rest/v1/Agendar%20Reuni%C3%A3o*', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    rows.push(route.request().postDataJSON())
    await route.fulfill({ status: 201, headers: cors, body: '' })
  })
  await page.goto('/agendar')
  await page.locator('#root_name').fill('Ana Souza')
  await page.locator('#root_email').fill('ana@empresa.com.br')
  await page.locator('#root_phone').fill('(11) 98765-4321')
  await page.locator('select#root_service').selectOption({ label: 'Desenvolvimento Web' })
  await page.getByRole('button', { name: 'Agendar Reunião' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Agendamento realizado com sucesso!' })).toContainText('Entraremos em contato em breve para confirmar o horário.')
  await expect(page).toHaveURL('/')
  expect(rows).toEqual([{ Nome: 'Ana Souza', Email: 'ana@empresa.com.br', Numero: 11987654321, Serviço: 'web', Comentario: null }])
})

test('contact form on /contato is stored through its function, never only pretended', async ({ page }) => {
  const form = testForm('contact')
  const bodies: unknown[] = []
  await page.route(`**/functions/v1/${(form.meta.submit as { function: string }).function}`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"ok":true}' })
  })
  await page.goto('/contato')
  await fillForm(page, form.schema, form.uiSchema)
  await page.getByRole('button', { name: form.meta.buttons.submit }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Formulário enviado com sucesso!' })).toContainText('Entraremos em contato em breve.')
  expect(bodies).toHaveLength(1)
  await expect(page.locator('#root_name')).toHaveValue('')
})

test('diagnostic: answers stay in the browser and the toast confirms', async ({ page }) => {
  let calls = 0
  await page.route('**/127.0.0.1:54321/**', (route) => {
    calls++
    return route.abort()
  })
  await page.goto('/diagnostico')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roteiro de Diagnóstico Estratégico')
  await page.locator('#root_companyName').fill('Padaria Pão Quente')
  await page.getByRole('button', { name: 'Enviar Diagnóstico' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Formulário enviado!' })).toContainText('Suas respostas foram registradas com sucesso.')
  await expect(page.locator('#root_companyName')).toHaveValue('Padaria Pão Quente')
  const stored = await page.evaluate(() => localStorage.getItem('excellis:submissions:diagnostic'))
  expect(stored).toContain('Padaria Pão Quente')
  expect(calls).toBe(0)
})
