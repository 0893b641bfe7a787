import { expect, test, type Page } from '@playwright/test'
import { EDITOR_SAVE_PATH } from '#form-core'
import { developerWords } from '../../src/editor/model/developer-words.ts'
import { setMember, signInWithCode } from './agency-sign-in.ts'
import { E2E_BACKEND_PORT, E2E_DEV_PORT, e2eDataDir } from './local-backend.ts'

/**
 * No developer word on any `/editor` screen a marketer looks at (issue 35, item 4), in both flavours: `npm run dev`
 * (vite in development, saving to disk) and the deployed one (the production build behind the agency's login). Each
 * screen's visible text and its controls' aria-labels, titles and placeholders are read against the one list
 * (src/editor/model/developer-words.ts). What sits under a closed "Avançado" fold is not on screen.
 */
const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
const DEV = `http://127.0.0.1:${E2E_DEV_PORT}`
const MEMBER = `editor.palavras.${Date.now().toString(36)}@excellis.test`

test.describe.configure({ timeout: 360_000 })

/** What a person sees or hears on the page now: the body's text and the visible elements' labels. */
const onScreen = (page: Page) =>
  page.evaluate(() => {
    const labels = [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((e) => e.checkVisibility())
      .flatMap((e) => ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''))
    return [document.body.innerText, ...labels].join('\n')
  })

/** Each developer word found, with the screen it was on. */
async function read(page: Page, screen: string, found: string[]) {
  for (const word of new Set(developerWords(await onScreen(page)))) found.push(`${screen}: ${word}`)
}

/** A questionnaire's editor, every part opened in turn: each question card, the Página tab, a problem, a save or send. */
async function walkEditor(page: Page, screen: string, found: string[], save: () => Promise<void>) {
  await expect(page.getByRole('region', { name: 'Problemas', exact: true })).toBeVisible({ timeout: 60_000 })
  await read(page, `${screen}, aberto`, found)
  const cards = page.getByRole('region', { name: 'Editor', exact: true }).locator('button[data-question]')
  const count = await cards.count()
  for (let i = 0; i < count; i++) {
    await cards.nth(i).click()
    await expect(cards.nth(i)).toHaveAttribute('aria-expanded', 'true')
    await read(page, `${screen}, pergunta ${i + 1}`, found)
  }
  // A problem of its own: the open question's title emptied.
  const title = page.getByLabel('Título da pergunta')
  await title.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await expect(page.getByRole('region', { name: 'Problemas', exact: true }).getByRole('listitem').first()).toBeVisible()
  await read(page, `${screen}, com um problema`, found)
  await page.keyboard.type('Pergunta')
  await save()
  await read(page, `${screen}, depois de salvar ou enviar`, found)
  await page.getByRole('tab', { name: 'Página' }).click()
  await read(page, `${screen}, aba Página`, found)
}

test('npm run dev: the list, a new questionnaire and a live one, opened part by part, hold no developer word', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // The save answered as the dev server does, without writing this worktree's files.
  await page.route(`${DEV}${EDITOR_SAVE_PATH}`, (route) =>
    route.fulfill({ json: { ok: true, written: ['schemas/website.json', 'ui-schemas/website.json'] } }),
  )
  const found: string[] = []
  await page.goto(`${DEV}/editor`)
  await expect(page.getByRole('heading', { level: 1, name: 'Editor de questionários' })).toBeVisible({ timeout: 90_000 })
  await read(page, 'lista', found)
  await page.getByRole('button', { name: 'Novo questionário', exact: true }).click()
  await page.getByLabel(/^Nome do questionário/).pressSequentially('Briefing de Podcast')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing de Podcast' })).toBeVisible({ timeout: 30_000 })
  await read(page, 'questionário novo', found)
  // Back to the list in one click (the play-test's marketer typed the address to get there).
  await page.getByRole('link', { name: '← Todos os questionários' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Editor de questionários' })).toBeVisible()
  await page.goto(`${DEV}/editor/website`)
  await walkEditor(page, 'website', found, async () => {
    await page.keyboard.press('ControlOrMeta+S')
    await expect(page.getByRole('region', { name: 'Ações do editor' }).getByRole('status')).toHaveText(/^Salvo às/)
  })
  // A short name refused (check:schemas' own sentence names the id and kebab-case).
  await page.goto(`${DEV}/editor`)
  await page.getByRole('button', { name: 'Novo questionário', exact: true }).click()
  await page.getByLabel(/^Nome curto/).pressSequentially('Consultoria SEO')
  await page.keyboard.press('Enter')
  await expect(page.locator('#new-form-refusal')).toBeVisible()
  await read(page, 'nome curto recusado', found)
  expect(found).toEqual([])
})

test('deployed: the sign-in, the list and a live questionnaire opened part by part, sent for review, hold no developer word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await setMember(BACKEND, e2eDataDir, 'add', MEMBER)
  const found: string[] = []
  await page.goto('/editor')
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await read(page, 'entrada', found)
  await signInWithCode(page, BACKEND, MEMBER)
  await expect(page.getByRole('heading', { level: 1, name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'Briefing para Criação de Site' })).toBeVisible()
  await read(page, 'lista', found)
  await page.goto('/editor/website')
  await walkEditor(page, 'website', found, async () => {
    // Back to the site's texts, then "Enviar": its reason (nothing changed) or its outcome is read too.
    await page.keyboard.press('ControlOrMeta+Z')
    await page.keyboard.press('ControlOrMeta+Z')
    await page
      .getByRole('region', { name: 'Ações do editor' })
      .getByRole('button', { name: 'Enviar para revisão' })
      // Clicked as a person can: it is only aria-disabled (Playwright would wait for it to be enabled).
      .click({ force: true })
  })
  expect(found).toEqual([])
})
