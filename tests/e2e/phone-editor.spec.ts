import { expect, test, type Locator, type Page } from '@playwright/test'
import { EDITOR_SAVE_PATH } from '#form-core'
import { mailbox, setMember, signInWithCode } from './agency-sign-in.ts'
import { E2E_BACKEND_PORT, E2E_DEV_PORT, e2eDataDir } from './local-backend.ts'

/**
 * The editor on a 390×844 phone with touch (issue 35, bug 8), as a finger meets it: targets of 44 px, room around
 * what removes, Refazer beside Desfazer, a disabled action that says why when tapped, the bar under the site's open
 * menu and on one line after a save, long options wrapping. Under `npm run dev` (no login, its save answered here
 * without writing the worktree) and, for "Enviar para revisão", the deployed build behind the agency's login.
 */
const DEV = `http://127.0.0.1:${E2E_DEV_PORT}`
const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
const MEMBER = `editor.toque.${Date.now().toString(36)}@excellis.test`

test.describe.configure({ timeout: 120_000 })

const bar = (page: Page) => page.getByRole('region', { name: 'Ações do editor' })
const editor = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true })

async function openDev(page: Page, path = '/editor/website') {
  await page.route(`${DEV}${EDITOR_SAVE_PATH}`, (route) =>
    route.fulfill({ json: { ok: true, written: ['schemas/website.json', 'ui-schemas/website.json'] } }),
  )
  await page.goto(`${DEV}${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 })
}

/** Taps a control after checking that the screen shows it, not something drawn over it, at its centre. */
async function tap(control: Locator, { force = false } = {}) {
  // Scrolled to the middle, as a person brings it into view (at the edge, the site's fixed header can cover it).
  await control.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  const onTop = await control.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !!hit && e.contains(hit)
  })
  expect(onTop, 'the control is on top where it is tapped').toBe(true)
  await control.tap({ force })
}

/** Opens the first question with options. */
async function openChoice(page: Page) {
  await tap(
    editor(page)
      .getByRole('button', { name: /múltipla escolha|escolha única|lista/i })
      .first(),
  )
  await expect(editor(page).getByRole('group', { name: 'Opções' })).toBeVisible()
}

test('every control of the editor is 44 px tall, icon buttons 44 px wide, and what removes stands 8 px from the rest', async ({ page }) => {
  await openDev(page)
  await openChoice(page)
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea, summary, [role="tab"]')]
      .filter((e) => e.checkVisibility() && (e as HTMLElement).closest('[aria-label="Editor"], [aria-label="Ações do editor"]'))
      .map((e) => {
        // A tick box's target is its whole label row.
        const r = ((e as HTMLInputElement).type === 'checkbox' ? (e.closest('label') ?? e) : e).getBoundingClientRect()
        const name = e.getAttribute('aria-label') ?? (e as HTMLElement).innerText.trim() ?? e.id
        const region = (e as HTMLElement).closest('[aria-label="Ações do editor"]') ? 'bar' : 'editor'
        return { name: name || e.id, x: r.x, y: r.y, width: r.width, height: r.height, tag: e.tagName, region }
      }),
  )
  expect(boxes.length).toBeGreaterThan(20)
  expect(boxes.filter((b) => b.height < 44).map((b) => `${b.name}: ${Math.round(b.height)} px`)).toEqual([])
  const icons = boxes.filter((b) => b.tag === 'BUTTON' && /^(Subir|Descer|Remover) a opção/.test(b.name))
  expect(icons.length).toBeGreaterThan(2)
  expect(icons.filter((b) => b.width < 44).map((b) => `${b.name}: ${Math.round(b.width)} px`)).toEqual([])
  // The gap between a destructive button and each control beside it (on its row or its column). The bar is fixed
  // over the scrolling page, so only controls of the same part are neighbours.
  const gap = (a: (typeof boxes)[0], b: (typeof boxes)[0]) =>
    Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height))
  const tooClose = boxes
    .filter((b) => /^(Remover|Descartar|✕)/.test(b.name))
    .flatMap((d) =>
      boxes
        .filter((o) => o !== d && o.region === d.region && gap(d, o) < 8)
        .map((o) => `${d.name} ↔ ${o.name}: ${Math.round(gap(d, o))} px`),
    )
  expect(tooClose).toEqual([])
})

/** Every link and button in the page's main part that is smaller than a finger (44 px tall), by its name. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main a[href], main button, main summary, main select')]
      .filter((e) => e.checkVisibility())
      .map((e) => ({
        name: (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText).trim(),
        height: e.getBoundingClientRect().height,
      }))
      .filter((b) => b.height < 44)
      .map((b) => `${b.name}: ${Math.round(b.height)} px`),
  )

test('every link and button of the list and of a questionnaire is 44 px tall, "← Todos os questionários" included', async ({ page }) => {
  await openDev(page, '/editor')
  await expect(page.getByRole('link', { name: /Briefing para Criação de Site/ })).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
  await tap(page.getByRole('link', { name: /Briefing para Criação de Site/ }))
  await expect(page.getByRole('link', { name: '← Todos os questionários' })).toBeVisible({ timeout: 60_000 })
  expect(await smallTargets(page)).toEqual([])
})

test('a new questionnaire starts with no related questionnaire ticked', async ({ page }) => {
  await openDev(page, '/editor')
  await tap(page.getByRole('button', { name: 'Novo questionário', exact: true }))
  const name = page.getByLabel(/^Nome do questionário/)
  await tap(name)
  await page.keyboard.type(`Vídeo Institucional ${Date.now().toString(36)}`)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vídeo Institucional', { timeout: 60_000 })
  await tap(editor(page).getByRole('tab', { name: 'Página' }))
  const related = page.getByRole('group', { name: 'Questionários relacionados' })
  await expect(related.getByRole('checkbox').first()).toBeAttached()
  expect(await related.getByRole('checkbox', { checked: true }).count()).toBe(0)
})

test('Refazer sits on the phone bar beside Desfazer and brings back what was undone', async ({ page }) => {
  await openDev(page)
  await tap(editor(page).getByRole('button', { name: /^Nome da empresa/ }))
  const title = page.getByLabel('Título da pergunta')
  await tap(title)
  await page.keyboard.type('!')
  await expect(title).toHaveValue(/!$/)
  await tap(bar(page).getByRole('button', { name: 'Desfazer' }))
  await expect(title).not.toHaveValue(/!$/)
  const redo = bar(page).getByRole('button', { name: 'Refazer' })
  const [undoBox, redoBox] = [(await bar(page).getByRole('button', { name: 'Desfazer' }).boundingBox())!, (await redo.boundingBox())!]
  expect(Math.abs(undoBox.y - redoBox.y), 'on the same row').toBeLessThan(4)
  await tap(redo)
  await expect(title).toHaveValue(/!$/)
})

test("the bar is drawn under the site's open menu, and stays one line after a save", async ({ page }) => {
  await openDev(page)
  const barBox = (await bar(page).boundingBox())!
  await tap(page.getByRole('button', { name: 'Abrir menu' }))
  await expect(page.locator('#menu-movel')).toBeVisible()
  const underMenu = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('#menu-movel'), [
    barBox.x + barBox.width / 2,
    barBox.y + barBox.height / 2,
  ] as const)
  expect(underMenu, "the menu, not the editor's bar, is at the bar's place").toBe(true)
  await tap(page.getByRole('button', { name: 'Fechar menu' }))

  await tap(editor(page).getByRole('button', { name: /^Nome da empresa/ }))
  await tap(page.getByLabel('Título da pergunta'))
  await page.keyboard.type('!')
  const status = bar(page).getByRole('status')
  const lineBefore = (await status.boundingBox())!.height
  await tap(bar(page).getByRole('button', { name: 'Salvar' }))
  await expect(status).toHaveText(/^Salvo às \d\d:\d\d\.$/)
  expect((await status.boundingBox())!.height, 'the status on one line').toBeLessThanOrEqual(lineBefore + 1)
  expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(barBox.height + 1)
})

test('a long option wraps inside its field instead of being cut', async ({ page }) => {
  await openDev(page)
  await openChoice(page)
  const option = editor(page).getByRole('textbox', { name: 'Opção 1' })
  await tap(option)
  await page.keyboard.press('End')
  await page.keyboard.type(' com um texto bem comprido que não cabe numa linha do celular')
  const cut = await option.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
  expect(cut, 'all of the option is in view').toBe(false)
})

test('a disabled "Enviar para revisão" says why when tapped, and looks off', async ({ page }) => {
  await setMember(BACKEND, e2eDataDir, 'add', MEMBER)
  await page.goto('/editor/website')
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await signInWithCode(page, BACKEND, MEMBER, { touch: true })
  await expect(page.getByRole('heading', { level: 1, name: 'Briefing para Criação de Site' })).toBeVisible({ timeout: 60_000 })
  const send = bar(page).getByRole('button', { name: 'Enviar para revisão' })
  await expect(send).toHaveAttribute('aria-disabled', 'true')
  expect(await send.evaluate((e) => getComputedStyle(e).borderStyle)).toBe('dashed')
  // `force`: it is aria-disabled, which Playwright would wait out; a finger does not.
  await tap(send, { force: true })
  await expect(bar(page).getByText('Nada a enviar: não há alterações.')).toBeVisible()

  await tap(editor(page).getByRole('button', { name: /^Nome da empresa/ }))
  await tap(page.getByLabel('Título da pergunta'))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await expect(bar(page).getByRole('tab', { name: 'Problemas (1)' })).toBeVisible()
  await tap(send, { force: true })
  await expect(bar(page).getByText('Corrija o problema antes de enviar.')).toBeVisible()
})

test('a field reached with Tab is never under the bar at the bottom of the phone', async ({ page }) => {
  await openDev(page)
  await openChoice(page)
  await tap(editor(page).getByRole('textbox', { name: 'Opção 1' }))
  const hidden: string[] = []
  // Key by key through the open question and on: each field the focus lands on must be on top at its centre.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    const seen = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null
      if (!e || e === document.body || !e.closest('[aria-label="Editor"]')) return null
      const r = e.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      const name = e.getAttribute('aria-label') ?? e.id ?? e.tagName
      return hit && (e.contains(hit) || hit.contains(e) || hit.closest('label')?.contains(e)) ? null : name
    })
    if (seen) hidden.push(seen)
  }
  expect(hidden, 'fields hidden by the bar after Tab').toEqual([])
})

test("the sign-in keeps the keyboard's place: the code field after the e-mail, the questionnaire's title after the code", async ({
  page,
}) => {
  const member = `editor.foco.${Date.now().toString(36)}@excellis.test`
  await setMember(BACKEND, e2eDataDir, 'add', member)
  await page.goto('/editor/website')
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 60_000 })
  await page.getByLabel('E-mail').tap()
  await page.keyboard.type(member)
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Código')).toBeFocused({ timeout: 30_000 })
  let code: string | undefined
  await expect.poll(async () => (code = /\b(\d{6})\b/.exec((await mailbox(BACKEND, member))[0]?.text ?? '')?.[1])).toBeDefined()
  await page.keyboard.type(code!)
  await page.keyboard.press('Enter')
  const title = page.getByRole('heading', { level: 1, name: 'Briefing para Criação de Site' })
  await expect(title).toBeFocused({ timeout: 60_000 })
  // A title, not a box to type in: no focus ring around it (the play-test read /painel's "Leads" as a text field).
  expect(await title.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('none')
})
