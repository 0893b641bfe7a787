import { expect, test, type Browser, type Page } from '@playwright/test'
import { withFakeGitHub } from '../editor/fake-github.ts'
import { setMember } from './agency-sign-in.ts'
import { E2E_GITHUB, e2eDataDir } from './local-backend.ts'
import { BACKEND, bar, retitle, send, shot, signIn } from './editor-steps.ts'

/**
 * No edit is ever lost (issue 45 item 3, decision 219), on the production build: a tab left open while another device
 * sends to the same review catches up when it gets focus back (or at the next 30 s ask), carries its unsent edit onto
 * the new version, and its send reaches the review with every device's change; where both changed the same question,
 * the tab shows both versions and the marketer picks. At 1440 px with a mouse and at 390×844 with touch.
 */
const run = Date.now().toString(36)
const MEMBER = `aba.${run}@excellis.test`
const CARRIED = 'Outro aparelho ou colega enviou para esta revisão: as suas alterações não enviadas foram levadas para a versão nova.'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const github = withFakeGitHub(test, E2E_GITHUB)
test.beforeAll(async () => {
  await setMember(BACKEND, e2eDataDir, 'add', MEMBER)
})

/** The tab becomes visible again (the member comes back to it): TanStack Query asks the review's state at once. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

/** Another device: its own storage, signed in, the questionnaire opened from the review. */
async function otherDevice(browser: Browser, address: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(address)
  await signIn(page, MEMBER)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 })
  return page
}

async function staleTabKeepsItsEdit(page: Page, browser: Browser, formId: string, heading: string, touch: boolean) {
  await page.goto(`/editor/${formId}`)
  await signIn(page, MEMBER, touch)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Nome da empresa/, 'Empresa da aba', touch)
  await send(page, touch)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })

  // An edit typed and not sent; meanwhile another device sends to the same review; then the tab gets focus back.
  await retitle(page, /^Site/, 'Endereço do site', touch)
  const other = await otherDevice(browser, `/editor/${formId}`, heading)
  await retitle(other, /^Segmento de atuação/, 'Segmento do outro aparelho')
  await send(other)
  await expect(bar(other).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão/, { timeout: 30_000 })
  await comeBack(page)
  await expect(bar(page).getByRole('status')).toHaveText(CARRIED, { timeout: 45_000 })
  await expect(page.getByRole('button', { name: /^Segmento do outro aparelho/ }), 'the other device’s change is on the page').toBeVisible()
  await expect(page.getByRole('button', { name: /^Endereço do site/ }), 'what this tab typed is still there').toBeVisible()
  await shot(page, `caught-up-${touch ? 390 : 1440}`)
  await send(page, touch)
  await expect(bar(page).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  const onReview = github.filesAt(`editor/${formId}`).get(`schemas/${formId}.json`) ?? ''
  for (const title of ['Empresa da aba', 'Segmento do outro aparelho', 'Endereço do site'])
    expect(onReview).toContain(`"title": "${title}"`)
  return other
}

test('a tab left open while another device sends carries its unsent edit onto the new version, and its send keeps both', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const heading = 'Briefing de Diagnóstico e Auditoria de Marketing'
  const other = await staleTabKeepsItsEdit(page, browser, 'marketing-audit', heading, false)

  // Both change the same question: the tab shows both versions and the marketer keeps hers.
  await other.reload()
  await expect(other.getByRole('button', { name: /^Endereço do site/ })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Há quanto tempo/, 'Tempo pelo computador')
  await retitle(other, /^Há quanto tempo/, 'Tempo pelo celular')
  await send(other)
  await expect(bar(other).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão/, { timeout: 30_000 })
  await comeBack(page)
  const choices = page.getByRole('region', { name: 'Duas versões da mesma pergunta' })
  await expect(choices).toBeVisible({ timeout: 45_000 })
  // Brought into view when it appears, though the marketer was far below it, and not under the sticky bar.
  await expect(choices.getByRole('heading', { name: 'Duas versões da mesma pergunta' })).toBeInViewport()
  const top = (await choices.getByRole('heading').boundingBox())!
  const barBottom = (await bar(page).boundingBox())!
  expect(top.y, 'the heading below the editor’s bar').toBeGreaterThanOrEqual(barBottom.y + barBottom.height - 1)
  await expect(choices).toContainText('Tempo pelo computador')
  await expect(choices).toContainText('Tempo pelo celular')
  await shot(page, 'two-versions-1440')
  await choices.getByRole('button', { name: 'Ficar com a minha' }).click()
  await expect(choices).toHaveCount(0)
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  expect(github.filesAt('editor/marketing-audit').get('schemas/marketing-audit.json')).toContain('"title": "Tempo pelo computador"')
  await other.context().close()
})

test.describe('on a 390×844 phone with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the phone’s tab left open keeps its tapped edit when the computer sends meanwhile', async ({ page, browser }) => {
    const other = await staleTabKeepsItsEdit(page, browser, 'paid-traffic', 'Briefing de Tráfego Pago', true)
    await other.context().close()
  })
})
