import { expect, test, type Browser, type Page } from '@playwright/test'
import { FUNCTIONS_PATH, WORKSPACE_STORAGE_KEYS } from '#form-core'
import { withFakeGitHub } from '../editor/fake-github.ts'
import { seriousFindings } from './axe-findings.ts'
import { setMember } from './agency-sign-in.ts'
import { E2E_GITHUB, e2eDataDir } from './local-backend.ts'
import { BACKEND, bar, fillProvisionalTexts, retitle, send, shot, signIn } from './editor-steps.ts'

/**
 * From a marketer's edit to approval without leaving the product (issue 45 item 2, decision 218), on the production
 * build, the run's backend and the fake GitHub that merges and reports checks: an equipe member sends a published
 * change and a new questionnaire; she sees both waiting and no approve button, and the server refuses her approval;
 * an administrator approves both from the editor's list; the editor then opens what was approved, the next change
 * opens a new review, and the approved new questionnaire is changed again.
 */
const run = Date.now().toString(36)
const TEAM = `equipe.${run}@excellis.test`
const ADMIN = `adm.${run}@excellis.test`
const NEW_TITLE = 'Briefing de Vídeo Institucional'
const NEW_ID = 'briefing-video-institucional'

test.describe.configure({ mode: 'serial', timeout: 240_000 })

const github = withFakeGitHub(test, E2E_GITHUB)
test.beforeAll(async () => {
  await setMember(BACKEND, e2eDataDir, 'add', TEAM)
  await setMember(BACKEND, e2eDataDir, 'add', ADMIN, 'administracao')
})

/** A signed-in editor in a context of its own (another device), at `address`. */
async function openAs(browser: Browser, email: string, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(address)
  await signIn(page, email)
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 })
  return page
}

/** The editor's list of every questionnaire: one entry by its title, with its state in words. */
const entry = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Questionários' }).getByRole('listitem').filter({ hasText: title })

const queue = (page: Page) => page.getByRole('region', { name: 'Revisões aguardando' })
const card = (page: Page, title: string) => queue(page).getByRole('article', { name: title })

test('equipe sends a change and a new questionnaire, sees them waiting without an approve button, and the server refuses her approval', async ({
  browser,
}) => {
  const page = await openAs(browser, TEAM, '/editor/event')
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing para Landing Page de Evento' })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Nome do evento/, 'Nome do seu evento')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })

  await page.getByRole('link', { name: '← Todos os questionários' }).click()
  await page.getByRole('button', { name: 'Novo questionário', exact: true }).click()
  await page.getByLabel(/^Nome do questionário/).click()
  await page.keyboard.type(NEW_TITLE)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible({ timeout: 30_000 })
  await fillProvisionalTexts(page)
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })

  await page.getByRole('link', { name: '← Todos os questionários' }).click()
  for (const title of ['Briefing para Landing Page de Evento', NEW_TITLE]) {
    await expect(card(page, title)).toBeVisible({ timeout: 30_000 })
    await expect(card(page, title)).toContainText(`Enviado por ${TEAM}`)
    await expect(card(page, title)).toContainText('As verificações automáticas passaram.')
  }
  await expect(card(page, 'Briefing para Landing Page de Evento')).toContainText(
    'Pergunta "Nome do evento" agora se chama "Nome do seu evento".',
  )
  await expect(card(page, NEW_TITLE)).toContainText(`Questionário novo: "${NEW_TITLE}".`)
  await expect(queue(page)).toContainText('Só quem é da administração aprova ou recusa uma revisão.')
  await expect(page.getByRole('button', { name: 'Aprovar e publicar' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Recusar' })).toHaveCount(0)
  await shot(page, 'equipe-queue-1440')
  expect(await seriousFindings(page)).toEqual([])

  // Her session, asked to approve anyway: the server refuses, and GitHub is asked nothing.
  const pull = github.pulls.find((p) => p.head === 'editor/event')!
  const head = github.refs.get('heads/editor/event')
  const before = github.requests.length
  const answer = await page.evaluate(
    async ({ url, key, body }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    {
      url: `${BACKEND}${FUNCTIONS_PATH}/workspace/editor/approve`,
      key: WORKSPACE_STORAGE_KEYS.session,
      body: { formId: 'event', number: pull.number, head },
    },
  )
  expect(answer.status).toBe(403)
  expect(answer.text).toContain('Só quem é da administração pode fazer isso')
  expect(github.requests.length).toBe(before)
  expect(pull.state).toBe('open')
  await page.context().close()

  // Another device's list (issue 45 item 4): the new questionnaire by its title, in review; no id; it opens its review.
  const other = await openAs(browser, TEAM, '/editor')
  await expect(entry(other, NEW_TITLE)).toHaveText(`${NEW_TITLE} em revisão`, { timeout: 30_000 })
  await expect(entry(other, 'Briefing para Landing Page de Evento')).toContainText('em revisão')
  await expect(other.getByRole('list', { name: 'Questionários' })).not.toContainText(`(${NEW_ID})`)
  await expect(other.getByRole('list', { name: 'Questionários' })).not.toContainText('(event)')
  await shot(other, 'other-device-list-1440')
  await entry(other, NEW_TITLE).getByRole('link', { name: NEW_TITLE }).click()
  await expect(other.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible({ timeout: 30_000 })
  await other.context().close()
})

test('an administrator approves both from the list; the stand-in merges them', async ({ browser }) => {
  const page = await openAs(browser, ADMIN, '/editor')
  await expect(card(page, NEW_TITLE)).toBeVisible({ timeout: 30_000 })
  await shot(page, 'admin-queue-1440')
  expect(await seriousFindings(page)).toEqual([])
  for (const title of ['Briefing para Landing Page de Evento', NEW_TITLE]) {
    await card(page, title).getByRole('button', { name: 'Aprovar e publicar' }).click()
    // Nothing is published before the second tap, which says what happens.
    await expect(card(page, title)).toContainText(`Publicar “${title}” no site?`)
    expect(github.pulls.find((p) => p.head === (title === NEW_TITLE ? `editor/${NEW_ID}` : 'editor/event'))?.merged).toBeFalsy()
    await card(page, title).getByRole('button', { name: 'Confirmar publicação' }).click()
    await expect(card(page, title).getByRole('status')).toHaveText(/^Aprovado às \d\d:\d\d; no site em alguns minutos\.$/, {
      timeout: 30_000,
    })
  }
  await shot(page, 'admin-approved-1440')
  for (const branch of ['editor/event', `editor/${NEW_ID}`])
    expect(github.pulls.find((p) => p.head === branch)).toMatchObject({ state: 'closed', merged: true })
  expect(github.files.get('schemas/event.json')).toContain('"title": "Nome do seu evento"')
  expect(github.files.has(`schemas/${NEW_ID}.json`)).toBe(true)
  for (const title of ['Briefing para Landing Page de Evento', NEW_TITLE])
    await expect(entry(page, title)).toHaveText(`${title} aprovado`, { timeout: 30_000 })
  // Each approved card stays as it was read, not as the refreshed list sums it up.
  await expect(card(page, NEW_TITLE)).toContainText(`Questionário novo: "${NEW_TITLE}".`)
  await expect(card(page, NEW_TITLE)).toContainText('As verificações automáticas passaram.')
  await shot(page, 'admin-list-approved-1440')
  // The approved cards stayed with their outcome until the page is opened again.
  await page.reload()
  await expect(page.getByText('Nenhuma revisão aguardando.')).toBeVisible({ timeout: 30_000 })
  await page.context().close()
})

test('the editor opens what was approved, the next change opens a new review, and the approved new questionnaire is changed again', async ({
  browser,
}) => {
  const page = await openAs(browser, TEAM, '/editor/event')
  await expect(page.getByRole('button', { name: /^Nome do seu evento/ }), 'what was approved, not the site’s old texts').toBeVisible({
    timeout: 60_000,
  })
  await expect(bar(page).getByRole('status')).toHaveText(/^Aprovado às \d\d:\d\d; no site em alguns minutos\.$/, { timeout: 30_000 })
  await shot(page, 'approved-change-opens-1440')
  await retitle(page, /^Horário/, 'Horário de início')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  expect(github.pulls.filter((p) => p.head === 'editor/event').map((p) => p.state)).toEqual(['closed', 'open'])

  await page.goto(`/editor/${NEW_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Seu nome/, 'Seu nome completo')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  expect(github.pulls.filter((p) => p.head === `editor/${NEW_ID}`).map((p) => p.state)).toEqual(['closed', 'open'])
  expect(github.filesAt(`editor/${NEW_ID}`).get(`schemas/${NEW_ID}.json`)).toContain('"title": "Seu nome completo"')
  await page.context().close()
})
