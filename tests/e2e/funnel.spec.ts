import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { signInWithCode } from './agency-sign-in.ts'
import { devProject } from './dev-project.ts'
import { fillForm } from './fill-form.ts'
import { E2E_PORTS } from './local-backend.ts'
import { testForm } from '../helpers/form-files.ts'

/**
 * Issue 46's "Done when", as visitors and a member do it, against `npm run dev` in a copy of the project (its own
 * backend, its own counts: no other spec's visit lands among them): three visits to a briefing (one leaves after
 * question 3, one sends, one only looks) show in /painel/funil as 3 views, 2 starts, 1 send and a stop at question 3;
 * a title edit saved to the copy is published as a new revision, and a fourth visit counts under it, beside the first.
 */
const PORT = E2E_PORTS.funnel
const BACKEND = `http://127.0.0.1:${E2E_PORTS.funnelBackend}`
const copy = devProject('funnel', { port: PORT, backendPort: E2E_PORTS.funnelBackend })
const SITE = `http://127.0.0.1:${PORT}`
const form = testForm('website')
const ROUTE = '/briefing-criacao-site'
/** The member the first `npm run dev` adds (README). */
const MEMBER = 'equipe@excellis.local'
const NEW_TITLE = 'Qual é o nome da sua empresa?'

const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true })

/** One visit in a tab of its own (its own sessionStorage), ended by leaving the page as a person does. */
async function visit(browser: Browser, act: (page: Page) => Promise<void> = async () => {}, init?: () => void) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  if (init) await context.addInitScript(init)
  const page = await context.newPage()
  await page.goto(SITE + ROUTE)
  await expect(page.locator('#root_companyName')).toBeVisible({ timeout: 90_000 })
  await act(page)
  // Leaving: the page's `pagehide` sends what it owes by beacon.
  await page.goto('about:blank')
  await context.close()
}

const typeInto = async (page: Page, id: string, text: string) => {
  await page.locator(`#${id}`).click()
  await page.keyboard.type(text)
}

/** The revisions' columns, newest first. */
const columns = (page: Page) => page.getByRole('region', { name: /Revisão publicada em/ })
const stage = (column: Locator, label: string) => column.locator('li', { hasText: label }).first()

/** Reads the funnel again until `check` passes: the beacons arrive on their own time. */
async function untilFunnel(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await expect(columns(page).first()).toBeVisible({ timeout: 10_000 })
    await check()
  }).toPass({ timeout: 180_000, intervals: [1000, 2000, 3000] })
}

let member: Page
test.afterAll(async () => member?.context().close())

test('three visits show as 3 views, 2 starts, 1 send and a stop at question 3; a new revision counts the fourth apart', async ({
  browser,
}) => {
  test.setTimeout(600_000)
  // 1. Starts, reaches question 3 and leaves.
  await visit(browser, async (page) => {
    await typeInto(page, 'root_companyName', 'Padaria Sol')
    await typeInto(page, 'root_currentWebsite', 'https://padariasol.com.br')
    await typeInto(page, 'root_businessSegment', 'Alimentação')
  })
  // 2. Sends the briefing.
  await visit(browser, async (page) => {
    await typeInto(page, 'root_companyName', 'Oficina Lua')
    await fillForm(page, form.schema, form.uiSchema)
    await page.getByRole('button', { name: form.meta.buttons.submit }).click()
    await expect(page.getByText(form.meta.notices.success.title).first()).toBeVisible({ timeout: 30_000 })
  })
  // 3. Only looks.
  await visit(browser)
  // A visitor with Global Privacy Control is not counted at all.
  await visit(
    browser,
    async (page) => typeInto(page, 'root_companyName', 'Não me conte'),
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )

  member = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await member.goto(`${SITE}/painel/funil?formulario=website`)
  await signInWithCode(member, BACKEND, MEMBER)
  await expect(member.getByRole('heading', { name: 'Funil dos formulários' })).toBeVisible({ timeout: 60_000 })
  await untilFunnel(member, async () => {
    const current = columns(member).first()
    await expect(stage(current, 'Viram o formulário')).toHaveText(/Viram o formulário\s*3$/, { timeout: 2000 })
    await expect(stage(current, 'Começaram a responder')).toHaveText(/Começaram a responder\s*2 \(67% de quem viu\)/)
    await expect(stage(current, 'Enviaram')).toHaveText(/Enviaram\s*1 \(50% de quem começou\)/)
    await expect(current.locator('[data-question-number="3"]')).toContainText('50% (1)')
  })
  const current = columns(member).first()
  await expect(current).toContainText('Taxa de conclusão: 50%')
  await expect(current).toContainText('o cartão promete')
  for (const n of [1, 2, 4]) await expect(current.locator(`[data-question-number="${n}"]`)).toContainText('0% (0)')
  // The library's charts (decision 231): the stages drawn with their counts, and a question list read item by item.
  const chart = member.locator('[data-chart="revisoes"]')
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(3)
  await expect(chart.locator('.recharts-label')).toHaveText(['3', '2', '1'])
  await expect(
    current
      .getByRole('list', { name: /Onde quem começou parou/ })
      .first()
      .getByRole('listitem')
      .first(),
  ).toContainText('1. ')
  await shoot(member, 'funil-1440.png')

  // A title edit saved to the copy's file: the dev backend publishes it as a new revision, the page renders it.
  const schemaPath = join(copy.project, 'schemas/website.json')
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { properties: { companyName: { title: string } } }
  schema.properties.companyName.title = NEW_TITLE
  writeFileSync(schemaPath, JSON.stringify(schema, null, 2) + '\n')
  await untilFunnel(member, async () => expect(columns(member)).toHaveCount(2, { timeout: 2000 }))

  // 4. A visit to the new revision.
  await expect(async () => {
    await visit(browser, async (page) => {
      await expect(page.getByText(NEW_TITLE)).toBeVisible({ timeout: 5000 })
      await typeInto(page, 'root_companyName', 'Quarta visita')
    })
  }).toPass({ timeout: 90_000 })
  await untilFunnel(member, async () => {
    const [newer, older] = [columns(member).nth(0), columns(member).nth(1)]
    await expect(newer.getByRole('heading', { level: 2 })).toContainText('atual')
    await expect(stage(newer, 'Viram o formulário')).toHaveText(/Viram o formulário\s*1$/, { timeout: 2000 })
    await expect(stage(newer, 'Começaram a responder')).toHaveText(/Começaram a responder\s*1 /)
    await expect(newer.locator('[data-question-number="1"]')).toContainText(NEW_TITLE)
    await expect(newer.locator('[data-question-number="1"]')).toContainText('100% (1)')
    await expect(stage(older, 'Viram o formulário')).toHaveText(/Viram o formulário\s*3$/)
  })
  // Three stages for each of two revisions, less the new one's sends: a zero draws no bar.
  await expect(member.locator('[data-chart="revisoes"] .recharts-bar-rectangle')).toHaveCount(5)
  await expect(member.locator('[data-chart="revisoes"]')).toContainText('(atual)')
  await shoot(member, 'funil-duas-revisoes-1440.png')
})

test('the funnel on a phone: thumb-sized controls, 16 px boxes, a quick period tapped, no sideways scroll', async ({ browser }) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`${SITE}/painel/funil?formulario=website`)
  await signInWithCode(page, BACKEND, MEMBER, { touch: true })
  await expect(page.getByRole('heading', { name: 'Funil dos formulários' })).toBeVisible({ timeout: 60_000 })
  await expect(columns(page).first()).toBeVisible({ timeout: 30_000 })
  const main = page.locator('main')
  for (const control of await main.locator('button, select, input').all()) {
    const box = (await control.boundingBox())!
    expect(box.height, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44)
  }
  for (const box of await main.locator('input, select').all()) expect(await box.evaluate((e) => getComputedStyle(e).fontSize)).toBe('16px')
  // The period's days are whole in their boxes (a box half as wide as the list's cut "23/11/2026" to "23/11/20").
  for (const day of await main.getByPlaceholder('dd/mm/aaaa').all())
    expect(await day.evaluate((e) => e.scrollWidth <= e.clientWidth), await day.inputValue()).toBe(true)
  const week = page.getByRole('button', { name: '7 dias' })
  await week.scrollIntoViewIfNeeded()
  const at = (await week.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
    [at.x + at.width / 2, at.y + at.height / 2],
  )
  expect(hit).toBe('7 dias')
  await week.tap()
  await expect(week).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/de=\d{4}-\d{2}-\d{2}/)
  await expect(columns(page).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shoot(page, 'funil-390.png')
  await context.close()
})
