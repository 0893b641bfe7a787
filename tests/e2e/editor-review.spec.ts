import { seriousFindings } from './axe-findings.ts'
import { expect, test, type Page } from '@playwright/test'
import { FUNCTIONS_PATH } from '#form-core'
import { withFakeGitHub } from '../editor/fake-github.ts'
import { setMember } from './agency-sign-in.ts'
import { E2E_GITHUB, e2eDataDir } from './local-backend.ts'
import { BACKEND, bar, retitle, send, shot, signIn } from './editor-steps.ts'

/**
 * The deployed editor (the production build, `vite preview`) as the agency's marketer uses it (issue 35, decision
 * 181): the painel's e-mail code from the local mailbox, a live briefing edited key by key, "Enviar para revisão";
 * the run's backend opens the review on a fake GitHub with the agency's token. The browser never calls GitHub and
 * keeps nothing like a GitHub token; a second send adds a commit to the same review and says so; an anonymous
 * visitor and a non-member cannot send.
 */
const run = Date.now().toString(36)
const MEMBER = `editor.${run}@excellis.test`
const PHONE_MEMBER = `editor.celular.${run}@excellis.test`
const OUTSIDER = `editor.curioso.${run}@exemplo.test`
const GITHUB_TOKEN_LIKE = /gh[pousr]_|github_pat_/

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const github = withFakeGitHub(test, E2E_GITHUB)

const members = (action: 'add' | 'remove', email: string) => setMember(BACKEND, e2eDataDir, action, email)

/** Neither the browser's storage nor its requests hold anything of GitHub. */
async function nothingOfGitHub(page: Page, urls: string[]) {
  expect(urls.filter((u) => u.startsWith(github.url) || u.includes('api.github.com'))).toEqual([])
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  expect(storage).not.toMatch(GITHUB_TOKEN_LIKE)
  expect(storage).not.toContain(E2E_GITHUB.token)
  await expect(page.getByText(/token|pull request|commit/i)).toHaveCount(0)
}

test('an anonymous visitor gets the sign-in, no editor and no send; the function refuses a send without a session', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/editor/website')
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: 'Enviar para revisão' })).toHaveCount(0)
  await expect(page.getByLabel('E-mail')).toBeVisible()
  expect(await seriousFindings(page)).toEqual([])
  await shot(page, 'sign-in-1440')
  const before = github.requests.length
  const refused = await page.request.post(`${BACKEND}${FUNCTIONS_PATH}/workspace/editor/review`, {
    data: { formId: 'website', files: { schema: '{}', uiSchema: '{}' } },
  })
  expect(refused.status()).toBe(401)
  expect(github.requests.length).toBe(before)
})

test('a signed-in non-member reads a plain "Sem acesso ao editor" and sees no questionnaire', async ({ page }) => {
  // Only members receive a code (decision 200): signed in as a member, then removed, then the page opened again.
  await members('add', OUTSIDER)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/editor')
  await signIn(page, OUTSIDER)
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 })
  await members('remove', OUTSIDER)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sem acesso ao editor' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Briefing para Criação de Site')).toHaveCount(0)
  expect(await seriousFindings(page)).toEqual([])
  await shot(page, 'no-access-1440')
})

test('a member signs in with the code, edits a live briefing key by key and sends it; a second send adds to the same review', async ({
  page,
}) => {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  await members('add', MEMBER)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/editor/website')
  await signIn(page, MEMBER)
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing para Criação de Site' })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Nome da empresa/, 'Empresa')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Ver a revisão' })).toHaveAttribute(
    'href',
    `https://github.example/${E2E_GITHUB.repo}/pull/1`,
  )
  expect(github.pulls).toMatchObject([{ head: 'editor/website', base: 'main', state: 'open' }])
  expect(github.pulls[0].body).toContain('"Nome da empresa"')
  expect(github.filesAt('editor/website').get('schemas/website.json')).toContain('"title": "Empresa"')
  const first = github.refs.get('heads/editor/website') ?? ''
  expect(github.commits.get(first)?.message).toContain(`Co-authored-by: ${MEMBER.split('@')[0]} <${MEMBER}>`)
  expect(await seriousFindings(page)).toEqual([])
  await shot(page, 'sent-1440')

  await retitle(page, /^Segmento de atuação/, 'Segmento')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  expect(github.pulls).toHaveLength(1)
  expect(github.commits.get(github.refs.get('heads/editor/website') ?? '')?.parents).toEqual([first])
  expect(github.filesAt('editor/website').get('schemas/website.json')).toContain('"title": "Segmento"')

  // Reopened, the page asks the function where the review stands.
  await page.reload()
  await expect(bar(page).getByRole('status')).toHaveText('Em revisão.', { timeout: 60_000 })
  // It reopens as sent, so one more change goes on top of the review instead of sending the site's texts over it.
  await retitle(page, /^Site atual/, 'Site')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  const onReview = github.filesAt('editor/website').get('schemas/website.json') ?? ''
  for (const title of ['Empresa', 'Segmento', 'Site']) expect(onReview).toContain(`"title": "${title}"`)
  expect(github.pulls).toHaveLength(1)
  await nothingOfGitHub(page, urls)
})

test('a second device opens the questionnaire from its open review and adds to it: the review keeps both devices’ changes', async ({
  page,
  browser,
}) => {
  await members('add', MEMBER)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/editor/branding')
  await signIn(page, MEMBER)
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing de Identidade Visual e Branding' })).toBeVisible({ timeout: 60_000 })
  await retitle(page, /^Nome da empresa/, 'Empresa do computador')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })

  // Another device: fresh storage, nothing of the first send in it.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const second = await other.newPage()
  await second.goto('/editor/branding')
  await signIn(second, MEMBER)
  await expect(second.getByRole('heading', { level: 1, name: 'Briefing de Identidade Visual e Branding' })).toBeVisible({ timeout: 60_000 })
  await expect(second.getByRole('button', { name: /^Empresa do computador/ }), 'it opens with the review’s texts').toBeVisible()
  await expect(bar(second).getByRole('button', { name: 'Enviar para revisão' })).toHaveAttribute('aria-disabled', 'true')
  await shot(second, 'second-device-1440')
  expect(await seriousFindings(second)).toEqual([])
  await retitle(second, /^Segmento de atuação/, 'Segmento do celular')
  await send(second)
  await expect(bar(second).getByRole('status')).toHaveText(/^Atualização enviada para a mesma revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  const onReview = github.filesAt('editor/branding').get('schemas/branding.json') ?? ''
  for (const title of ['Empresa do computador', 'Segmento do celular']) expect(onReview).toContain(`"title": "${title}"`)
  expect(github.pulls.filter((p) => p.head === 'editor/branding')).toHaveLength(1)
  await second.setViewportSize({ width: 390, height: 844 })
  await shot(second, 'second-device-sent-390')

  // The first device's page held the older head: unless its 30 s ask caught it up first (decision 219), its send is
  // refused in words and the review is untouched; either way the other device's change is never overwritten.
  await retitle(page, /^Site da empresa/, 'Site')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(
    /^(Não enviado: Esta revisão recebeu outro envio depois que você a abriu|Atualização enviada para a mesma revisão)/,
    { timeout: 30_000 },
  )
  const after = github.filesAt('editor/branding').get('schemas/branding.json') ?? ''
  for (const title of ['Empresa do computador', 'Segmento do celular']) expect(after).toContain(`"title": "${title}"`)
  await shot(page, 'first-device-refused-1440')
  await other.close()
})

test('after an approval the editor opens what was approved, and the next change opens a new review on top of it', async ({ browser }) => {
  // The review the test above left open is approved: merged into the default branch, as GitHub would.
  for (const [path, text] of github.filesAt('editor/branding')) github.files.set(path, text)
  Object.assign(github.pulls.find((p) => p.head === 'editor/branding' && p.state === 'open') ?? {}, { state: 'closed', merged: true })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto('/editor/branding')
  await signIn(page, MEMBER)
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing de Identidade Visual e Branding' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: /^Empresa do computador/ }), 'what was approved, not the site’s old texts').toBeVisible()
  await expect(page.getByRole('button', { name: /^Nome da empresa/ })).toHaveCount(0)
  await shot(page, 'approved-opens-1440')
  await retitle(page, /^Segmento do celular/, 'Segmento depois da aprovação')
  await send(page)
  await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
  expect(github.pulls.filter((p) => p.head === 'editor/branding').map((p) => p.state)).toEqual(['closed', 'open'])
  const onReview = github.filesAt('editor/branding').get('schemas/branding.json') ?? ''
  for (const title of ['Empresa do computador', 'Segmento depois da aprovação']) expect(onReview).toContain(`"title": "${title}"`)
  await context.close()
})

test.describe('on a 390×844 phone with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the same flow, tapped: sign in, retitle a question, send, and read the answer in the bar', async ({ page }) => {
    const urls: string[] = []
    page.on('request', (r) => urls.push(r.url()))
    await members('add', PHONE_MEMBER)
    await page.goto('/editor/social-media')
    await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
    await shot(page, 'sign-in-390')
    await signIn(page, PHONE_MEMBER, true)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
    await shot(page, 'editor-390')
    await retitle(page, /^Nome da empresa/, 'Empresa', true)
    await send(page, true)
    await expect(bar(page).getByRole('status')).toHaveText(/^Enviado para revisão às \d\d:\d\d\.$/, { timeout: 30_000 })
    expect(github.pulls.find((p) => p.head === 'editor/social-media')).toMatchObject({ state: 'open' })
    await shot(page, 'sent-390')
    expect(await seriousFindings(page)).toEqual([])
    await nothingOfGitHub(page, urls)
  })
})
