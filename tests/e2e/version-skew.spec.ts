import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { FUNNEL_SEGMENT } from '#form-core'
import { formDirsOf, rootDir } from '../../scripts/forms/load-forms.ts'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend.ts'
import { testForm } from '../helpers/form-files.ts'
import { copyProject } from '../helpers/project-copy.ts'
import { fillForm } from './fill-form.ts'
import { sentNotice } from './site-helpers.ts'

/**
 * Version skew (decision 070), in a browser: the built page renders the contact form's current revision and sends
 * its hash; a backend of this spec's own publishes older and newer revisions from a copy of the form files, as
 * `npm run deploy` would, and the page's requests are routed to it. The shared e2e backend is left alone.
 */
test.describe.configure({ mode: 'serial' })

const form = testForm('contact')
let copy: string
let schemaPath: string
const original = readFileSync(join(rootDir, 'schemas/contact.json'), 'utf8')

/** The contact form with its message question retitled: a compatible edit, so a new revision. */
function writeRetitled(title: string) {
  const schema = JSON.parse(original) as { properties: { message: { title: string } } }
  schema.properties.message.title = title
  writeFileSync(schemaPath, JSON.stringify(schema, null, 2))
}
function publishRetitled(title: string) {
  writeRetitled(title)
  return backend.republish()
}
function publishOriginal() {
  writeFileSync(schemaPath, original)
  return backend.republish()
}
const liveHash = (changes: { form_id: string; hash: string }[]) => changes.find((c) => c.form_id === 'contact')!.hash

let backend: TestBackend
test.beforeAll(async () => {
  copy = copyProject('excellis-skew-')
  schemaPath = join(copy, 'schemas/contact.json')
  // The server starts one revision behind the built page: it has never seen the page's revision.
  writeRetitled('Mensagem (revisão anterior)')
  backend = await startTestBackend(null, undefined, formDirsOf(copy))
})
test.afterAll(async () => {
  await backend?.stop()
  rmSync(copy, { recursive: true, force: true })
})

/**
 * Sends the page's form submissions to this spec's backend (the answer comes back to the page unchanged). The funnel's
 * beacons go where they always go: the browser does not wait for a beacon's answer, and proxying one once failed the
 * test with "Fetch response has been disposed" (CI, 2026-11-29).
 */
async function routeToPrivateBackend(page: Page) {
  await page.route('**/functions/v1/forms/**', async (route) => {
    const request = route.request()
    if (new URL(request.url()).pathname.endsWith(`/${FUNNEL_SEGMENT}`)) {
      await route.fallback()
      return
    }
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'POST, OPTIONS',
        },
      })
      return
    }
    const url = new URL(request.url())
    await route.fulfill({ response: await route.fetch({ url: `${backend.url}${url.pathname}` }) })
  })
}

async function openFilled(page: Page) {
  await routeToPrivateBackend(page)
  await page.goto('/contato')
  await fillForm(page, form.schema, form.uiSchema)
  await page.locator('#root_message').fill('Mensagem escrita antes da atualização')
}

const submit = (page: Page) => page.getByRole('button', { name: form.meta.buttons.submit }).click()
const storedHashes = async () =>
  (
    await backend.db.query<{ schema_hash: string }>(
      `select schema_hash from public.form_submissions where form_id = 'contact' order by created_at`,
    )
  ).rows.map((r) => r.schema_hash)

test('new page, old server: a revision the server does not know gets the reload notice, answers kept; once published it is sent', async ({
  page,
}) => {
  await openFilled(page)
  await submit(page)
  const notice = page.getByTestId('send-alert').filter({ hasText: 'Este formulário foi atualizado' })
  await expect(notice).toContainText('Recarregue a página')
  await expect(notice.getByRole('button', { name: 'Recarregar a página' })).toBeVisible()
  await expect(page.locator('#root_message')).toHaveValue('Mensagem escrita antes da atualização')
  expect(await storedHashes()).toEqual([])
  // The deploy publishes the page's revision: the same answers now go through.
  const pageRevision = liveHash(await publishOriginal())
  await submit(page)
  await expect(sentNotice(page, form.meta).notice).toBeVisible()
  expect(await storedHashes()).toEqual([pageRevision])
})

test('old page, new server: a page loaded before the deploy still submits, validated against its own revision', async ({ page }) => {
  const pageRevision = liveHash(await publishOriginal())
  await openFilled(page)
  const newer = liveHash(await publishRetitled('Conte-nos mais sobre o projeto'))
  expect(newer).not.toBe(pageRevision)
  await submit(page)
  await expect(sentNotice(page, form.meta).notice).toBeVisible()
  expect((await storedHashes()).at(-1)).toBe(pageRevision)
})

test('beyond the accepted window: 409, and the answers survive the reload the notice offers', async ({ page }) => {
  await publishOriginal()
  await openFilled(page)
  await publishRetitled('Segunda revisão')
  await publishRetitled('Terceira revisão') // the page's revision is now two behind: no longer accepted
  const before = (await storedHashes()).length
  await submit(page)
  const notice = page.getByTestId('send-alert').filter({ hasText: 'Este formulário foi atualizado' })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Recarregar a página' }).click()
  await page.waitForLoadState('load')
  await expect(page.locator('#root_message')).toHaveValue('Mensagem escrita antes da atualização')
  await expect(page.getByTestId('draft-note')).toContainText('Recuperamos o rascunho')
  expect((await storedHashes()).length).toBe(before)
})

test('a draft saved under another revision is restored: matching answers kept, the rest dropped and said in one line', async ({ page }) => {
  const website = testForm('website')
  await page.goto(website.meta.route!)
  await page.evaluate(() =>
    localStorage.setItem(
      'excellis:draft:website',
      JSON.stringify({
        data: { companyName: 'Padaria Pão Quente', perguntaQueSaiu: 'algo', mainObjectives: ['Opção que não existe mais'] },
        savedAt: new Date().toISOString(),
        revision: 'revisao-antiga',
      }),
    ),
  )
  await page.reload()
  await expect(page.locator('#root_companyName')).toHaveValue('Padaria Pão Quente')
  await expect(page.getByTestId('draft-note')).toContainText(
    'O formulário mudou desde então: 2 respostas que não se aplicam mais foram descartadas.',
  )
})
