import { expect, test, type Page } from '@playwright/test'
import { signInWithCode } from './agency-sign-in.ts'
import { E2E_BACKEND_PORT } from './local-backend.ts'

/**
 * The deployed editor's steps as a person takes them, shared by the specs that drive it against the run's backend and
 * the fake GitHub (editor-review, editor-approve, editor-stale): sign in with the code, retitle a question key by key,
 * send (a tap checked to land on the button), and a screenshot to look at.
 */
export const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`

/** The editor's sign-in (agency-sign-in.ts), once its page is up. */
export async function signIn(page: Page, email: string, touch = false) {
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await signInWithCode(page, BACKEND, email, { touch })
}

export const bar = (page: Page) => page.getByRole('region', { name: 'Ações do editor' })

/** A question's title replaced as a person does it: open its card, select the title, type the new one key by key. */
export async function retitle(page: Page, from: RegExp, to: string, touch = false) {
  const card = page.getByRole('button', { name: from })
  await (touch ? card.tap() : card.click())
  const title = page.getByLabel('Título da pergunta')
  await (touch ? title.tap() : title.click())
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(to)
  await expect(title).toHaveValue(to)
}

/** "Enviar para revisão", clicked, or tapped once `elementFromPoint` says the button is what a finger would hit. */
export async function send(page: Page, touch = false) {
  const button = bar(page).getByRole('button', { name: 'Enviar para revisão' })
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  if (touch) {
    const box = (await button.boundingBox())!
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), [
      box.x + box.width / 2,
      box.y + box.height / 2,
    ] as const)
    expect(hit, 'the tap lands on the send button').toBe('Enviar para revisão')
    await button.tap()
  } else await button.click()
}

/** A screenshot in the test's output folder, to be looked at (the house rule for every screen built). */
export const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) })

/** What the video briefing's new questionnaire says in place of its provisional texts. */
const VIDEO_TEXTS: Record<string, string> = {
  'Página › Introdução': 'Para quem vai gravar um vídeo da empresa.',
  'Cartão em /briefings › Título do cartão': 'Vídeo institucional',
  'Cartão em /briefings › Descrição do cartão': 'O vídeo que apresenta a sua empresa.',
  'Cartão em /briefings › Categoria': 'Vídeo',
  'Cartão em /briefings › Palavras-chave do cartão': 'vídeo',
  'Busca (SEO) e privacidade › Descrição no Google': 'Briefing de vídeo institucional da Excellis.',
  'Seção 1 › Título': 'Sobre a empresa',
}

/**
 * A new questionnaire's problems fixed as a marketer does: each provisional text ("A PREENCHER") reached from its
 * problem's link and typed key by key, then the related questionnaires (none ticked on a new one) reached the same
 * way and three ticked with the keyboard.
 */
export async function fillProvisionalTexts(page: Page, finalTexts: Record<string, string> = VIDEO_TEXTS) {
  const problems = page.getByRole('region', { name: 'Problemas' })
  for (const [where, text] of Object.entries(finalTexts)) {
    await problems.getByRole('button', { name: where }).click()
    await expect(page.locator(':focus')).toHaveValue(/A PREENCHER: /)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(text)
  }
  await problems.getByRole('button', { name: 'Questionários relacionados › Questionários relacionados' }).click()
  await expect(page.locator(':focus')).toHaveText('Questionários relacionados')
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
  }
  await page.getByRole('tab', { name: 'Perguntas' }).click()
}
