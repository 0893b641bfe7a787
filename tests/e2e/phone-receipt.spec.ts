import { expect, test, type Locator } from '@playwright/test'
import { localBackendUrl } from '#functions/platform/environment.ts'
import { schemaHash } from '#form-core'
import { testForm } from '../helpers/form-files.ts'
import { mailbox } from './agency-sign-in.ts'
import { E2E_BACKEND_PORT } from './local-backend.ts'
import { open } from './site-helpers.ts'

/**
 * The visitor's receipt (issue 43, decision 209), on a phone (390×844, touch): the meeting typed key by key and sent;
 * the home's band shows the reference; the local mailbox holds one receipt to the typed address with that reference;
 * five sends to that address bring five receipts, the sixth in the day none.
 */
const backend = localBackendUrl(E2E_BACKEND_PORT)
const meeting = testForm('meeting')

async function tapAndType(field: Locator, text: string) {
  await field.scrollIntoViewIfNeeded()
  await field.tap()
  await expect(field).toBeFocused()
  await field.pressSequentially(text)
}

const receipts = async (address: string) =>
  (await mailbox(backend, address)).filter((m) => m.subject.startsWith('Recebemos suas respostas'))

test('the reference on screen is the one the receipt carries, once; a sixth send that day brings none', async ({ page }, testInfo) => {
  const address = `ana.${Date.now()}@clinica.test`
  await open(page, '/agendar')
  await tapAndType(page.locator('#root_name'), 'Ana Souza')
  await tapAndType(page.locator('#root_email'), address)
  await tapAndType(page.locator('#root_phone'), '11987654321')
  await page.locator('select#root_service').selectOption({ label: 'Desenvolvimento Web' })
  const send = page.getByRole('button', { name: 'Agendar Reunião' })
  await send.scrollIntoViewIfNeeded()
  await send.tap()

  await expect(page).toHaveURL(/\/$/)
  const shown = page.getByTestId('send-reference')
  await expect(shown).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('referencia.png') })
  const reference = /([0-9A-F]{4}-[0-9A-F]{4})/.exec((await shown.textContent()) ?? '')?.[1]
  expect(reference, 'a reference on screen').toBeDefined()

  await expect.poll(async () => (await receipts(address)).length, { timeout: 15_000 }).toBe(1)
  const [receipt] = await receipts(address)
  expect(receipt.subject).toBe(`Recebemos suas respostas: ${meeting.schema.title as string} (referência ${reference})`)
  expect(receipt.text).toContain(`Número de referência: ${reference}`)
  expect(receipt.text).toContain('Olá, Ana!')

  // Four more sends the same day (five receipts), then a sixth: stored, no receipt.
  const revision = await schemaHash(meeting.schema)
  for (let n = 2; n <= 6; n++) {
    const response = await page.request.post(`${backend}/functions/v1/forms/meeting`, {
      headers: { 'content-type': 'application/json', 'x-form-revision': revision },
      data: { name: `Ana Souza ${n}`, email: address, phone: '11987654321', service: 'web', message: '' },
    })
    expect(response.status()).toBe(200)
  }
  // Every send notified the agency (six notices), and the receipts stayed at one per send under the limit: five.
  await expect.poll(async () => (await receipts(address)).length, { timeout: 15_000 }).toBe(5)
  const references = (await receipts(address)).map((m) => /referência ([0-9A-F-]+)/.exec(m.subject)?.[1])
  expect(new Set(references).size, 'each receipt its own send').toBe(5)
})
