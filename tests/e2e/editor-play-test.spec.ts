import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { setMember } from './agency-sign-in.ts'
import { BACKEND, shot, signIn } from './editor-steps.ts'
import { E2E_DEV_PORT, e2eDataDir } from './local-backend.ts'

/**
 * Hesitations of the deployed editor's play-test (issue 45, stop 51's note), each as the marketer met it: "Novo
 * questionário" out of sight under the list, and Tab stopping on ↑ ↓ ✕ between a choice's options.
 */
const DEV = `http://127.0.0.1:${E2E_DEV_PORT}`
const MEMBER = `editor.lista.${Date.now().toString(36)}@excellis.test`

test.describe.configure({ timeout: 120_000 })

/** Whether the screen shows `control` without a scroll, with nothing drawn over its centre. */
const inFirstScreen = (control: Locator) =>
  control.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const within = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return { within, onTop: !!hit && e.contains(hit), scrollY: window.scrollY }
  })

async function signedInList(browser: Browser, size: { width: number; height: number }, touch: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch })
  const page = await context.newPage()
  await page.goto('/editor')
  await signIn(page, MEMBER, touch)
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Briefing para Criação de Site' })).toBeVisible()
  return page
}

test.beforeAll(async () => {
  await setMember(BACKEND, e2eDataDir, 'add', MEMBER)
})

for (const { label, size, touch } of [
  { label: 'phone 390×844, touch', size: { width: 390, height: 844 }, touch: true },
  { label: 'computer 1440×900', size: { width: 1440, height: 900 }, touch: false },
])
  test(`"Novo questionário" is in the list's first screen and opens the new questionnaire (${label})`, async ({ browser }) => {
    const page = await signedInList(browser, size, touch)
    const start = page.getByRole('button', { name: 'Novo questionário', exact: true })
    await expect(start).toBeVisible()
    await shot(page, `list-first-screen-${size.width}`)
    expect(await inFirstScreen(start), 'seen and on top without a scroll').toEqual({ within: true, onTop: true, scrollY: 0 })
    await (touch ? start.tap() : start.click())
    const name = page.getByLabel(/^Nome do questionário/)
    await expect(name).toBeFocused()
    await shot(page, `list-new-open-${size.width}`)
    if (!touch) {
      // Escape closes it and gives the keyboard back to the button; Enter there opens it again.
      await page.keyboard.press('Escape')
      await expect(name).toHaveCount(0)
      await expect(start).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(name).toBeFocused()
    }
    const title = `Vídeo Institucional ${Date.now().toString(36)}`
    await page.keyboard.type(title)
    await expect(page.getByLabel(/^Nome curto/)).toHaveValue(/^video-institucional-/)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 })
    await page.context().close()
  })

/** The first choice question of the site's briefing, opened under `npm run dev`, its options as text boxes. */
async function openOptions(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${DEV}/editor/website`)
  const editor = page.getByRole('region', { name: 'Editor', exact: true })
  await editor
    .getByRole('button', { name: /múltipla escolha|escolha única|lista/i })
    .first()
    .click({ timeout: 90_000 })
  const options = editor.getByRole('group', { name: 'Opções' })
  await expect(options).toBeVisible()
  return options.getByRole('textbox')
}

const texts = (boxes: Locator) => boxes.evaluateAll((all) => all.map((e) => (e as HTMLTextAreaElement).value))
const caret = (box: Locator) => box.evaluate((e) => (e as HTMLTextAreaElement).selectionStart)

test("Tab goes from one option's text to the next one's; Alt+↑/↓ move an option and Backspace in an empty one removes it", async ({
  page,
}) => {
  const boxes = await openOptions(page)
  const before = await texts(boxes)
  expect(before.length).toBeGreaterThan(3)
  await boxes.nth(0).click()
  await page.keyboard.press('End')
  await page.keyboard.type(' já')
  await expect(boxes.nth(0)).toHaveValue(`${before[0]} já`)
  await page.keyboard.press('Tab')
  await expect(boxes.nth(1), 'one Tab from an option to the next').toBeFocused()
  await page.keyboard.press('Tab')
  await expect(boxes.nth(2)).toBeFocused()

  // The second option one place down, then back up, by the keys its text box announces.
  await page.keyboard.press('Shift+Tab')
  await expect(boxes.nth(1)).toBeFocused()
  await expect(boxes.nth(1)).toHaveAccessibleDescription(/Alt\+↑/)
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Alt+ArrowDown')
  expect(await texts(boxes)).toEqual([`${before[0]} já`, before[2], before[1], ...before.slice(3)])
  await expect(boxes.nth(2), 'the moved option keeps the keyboard').toBeFocused()
  expect(await caret(boxes.nth(2)), 'and the caret its place in the text').toBe(2)
  await page.keyboard.press('End')
  await page.keyboard.type('!')
  await expect(boxes.nth(2)).toHaveValue(`${before[1]}!`)
  await page.keyboard.press('Alt+ArrowUp')
  await page.keyboard.press('Alt+ArrowUp')
  expect(await texts(boxes)).toEqual([`${before[1]}!`, `${before[0]} já`, before[2], ...before.slice(3)])
  await expect(boxes.nth(0)).toBeFocused()

  // Emptied key by key, then one more Backspace: the option goes, the keyboard stays in the options.
  await page.keyboard.press('Tab')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await expect(boxes.nth(1)).toHaveValue('')
  await page.keyboard.press('Backspace')
  expect(await texts(boxes)).toEqual([`${before[1]}!`, before[2], ...before.slice(3)])
  await expect(boxes.nth(0)).toBeFocused()
  expect(await caret(boxes.nth(0)), 'the caret at the end of the option above').toBe(`${before[1]}!`.length)
  // The buttons stay for a pointer or a finger, out of the Tab order.
  const options = page.getByRole('group', { name: 'Opções' })
  await expect(options.getByRole('button', { name: `Remover a opção ${before[2]}` })).toHaveAttribute('tabindex', '-1')
  await shot(page, 'options-keyboard-1440')
})
