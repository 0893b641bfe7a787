import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousFindings } from './axe-findings.ts'
import { E2E_PORTS } from './local-backend.ts'
import { devProject } from './dev-project.ts'

/**
 * "Mostrar só quando…" (issue 36, decision 180) as a marketer uses it, typing key by key, against `npm run dev` in a
 * temporary copy of the project, as editor.spec.ts does (its own ports, so both specs can run in one go): the
 * condition in words, the preview following it, the saved files passing check:schemas, and the question it depends
 * on removed and fixed from Problemas in one click.
 */
const PORT = E2E_PORTS.editorConditions
const copy = devProject('editor-conditions', { port: PORT, backendPort: E2E_PORTS.editorConditionsBackend })
const { git, checkSchemas } = copy
/** A screen this spec builds, photographed into the test's output folder for a person to look at. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name) })

const open = async (page: Page) => {
  await page.goto(`http://127.0.0.1:${PORT}/editor/landing-page`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 })
}
const preview = (page: Page) => page.getByRole('region', { name: 'Pré-visualização' })
const problems = (page: Page) => page.getByRole('region', { name: 'Problemas', exact: true })
const bar = (page: Page) => page.getByRole('region', { name: 'Ações do editor' })
const technical = (page: Page) => page.getByRole('region', { name: 'Seção Aspectos técnicos' })
const card = (page: Page, path: string) => page.locator(`[data-condition="${path}"]`)
/** What the tapped point hits is the control itself (nothing floats over it). */
const tapChecked = async (page: Page, control: Locator) => {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('button, select, label, input')?.textContent ?? '',
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  )
  expect(hit).toBe(await control.textContent())
  await control.tap()
}
const schemaOnDisk = () => JSON.parse(readFileSync(join(copy.project, 'schemas/landing-page.json'), 'utf8'))
const REMOVED = 'aparece conforme a resposta de uma pergunta que foi removida'

test('a marketer shows a new question only for two platforms: words, preview, save, check:schemas; the platform removed, fixed in one click', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page)
  await technical(page).getByLabel('Tipo da nova pergunta').selectOption({ label: 'Texto curto' })
  await technical(page).getByRole('button', { name: 'Adicionar pergunta' }).click()
  await page.keyboard.type('Qual versão do WordPress?')
  await expect(page.getByLabel('Título da pergunta')).toHaveValue('Qual versão do WordPress?')
  const path = 'qualVersaoWordpress'
  await page.locator('summary', { hasText: 'Avançado' }).click()
  await expect(page.getByLabel('Nome nos dados')).toHaveValue(path)

  const condition = card(page, path)
  await expect(condition).toContainText('Sempre aparece.')
  await condition.getByRole('button', { name: 'Mostrar só quando…' }).click()
  await condition.getByLabel('Mostrar só quando a pergunta').selectOption({ label: 'Plataforma preferida' })
  await expect(condition).toContainText('Aparece quando Plataforma preferida é WordPress')
  await expect(condition.locator('em')).toHaveText(['Plataforma preferida', 'WordPress'])
  // Seen in the list too (the play-test could not tell which questions show only sometimes).
  await expect(page.getByRole('button', { name: /^Qual versão do WordPress\?, texto curto, condicional$/ })).toBeVisible()

  // The preview follows: hidden until WordPress is picked there.
  const asked = preview(page).getByText('Qual versão do WordPress?')
  await expect(asked).toHaveCount(0)
  const platform = preview(page).getByLabel('Plataforma preferida')
  await platform.selectOption({ label: 'WordPress' })
  await expect(asked).toBeVisible()
  await platform.selectOption({ label: 'React' })
  await expect(asked).toHaveCount(0)
  await condition.getByRole('checkbox', { name: 'React' }).check()
  await expect(condition).toContainText('Aparece quando Plataforma preferida é WordPress ou React')
  await expect(asked).toBeVisible()
  await expect(bar(page).getByRole('button', { name: 'Nenhum problema' })).toBeVisible()
  await condition.scrollIntoViewIfNeeded()
  await shoot(page, 'card-condition-1440.png')
  expect(await seriousFindings(page)).toEqual([])

  await page.getByLabel('Título da pergunta').click()
  await page.keyboard.press('ControlOrMeta+S')
  await expect(bar(page).getByRole('status')).toHaveText(/^Salvo às/)
  checkSchemas()
  const saved = schemaOnDisk()
  expect(saved.properties[path]).toBe(true)
  expect(saved.allOf.at(-1)).toEqual({
    if: { properties: { platform: { enum: ['wordpress', 'react'] } }, required: ['platform'] },
    then: { properties: { [path]: { type: 'string', title: 'Qual versão do WordPress?', maxLength: 200 } } },
    else: { properties: { [path]: false } },
  })

  // The question it depends on removed: a problem in words on each question that depended on it, one click each.
  await page.getByRole('button', { name: /^Plataforma preferida/ }).click()
  await page.getByRole('button', { name: 'Remover', exact: true }).click()
  const item = problems(page).getByRole('listitem').filter({ hasText: 'Pergunta "Qual versão do WordPress?"' })
  await expect(item).toContainText(REMOVED)
  await item.scrollIntoViewIfNeeded()
  await shoot(page, 'problem-1440.png')
  expect(await seriousFindings(page)).toEqual([])
  await item.getByRole('button', { name: 'Mostrar sempre' }).click()
  await expect(item).toHaveCount(0)
  await expect(condition).toContainText('Sempre aparece.')
  const other = problems(page).getByRole('listitem').filter({ hasText: 'Qual outra plataforma?' })
  await other.getByRole('button', { name: 'Mostrar sempre' }).click()
  await expect(problems(page).getByText(REMOVED)).toHaveCount(0)
  await expect(problems(page).getByText(/JSON/)).toHaveCount(0)
  git('checkout', '--', '.')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the picker tapped at 390×844: the question, a box, the words; the preview one tap away; the Problemas fix tapped', async ({
    page,
  }) => {
    await open(page)
    await page.getByRole('button', { name: /^Integrações necessárias/ }).tap()
    const condition = card(page, 'integrations')
    await tapChecked(page, condition.getByRole('button', { name: 'Mostrar só quando…' }))
    await condition.getByLabel('Mostrar só quando a pergunta').selectOption({ label: 'Plataforma preferida' })
    await condition.getByRole('checkbox', { name: 'Webflow' }).tap()
    await expect(condition).toContainText('Aparece quando Plataforma preferida é WordPress ou Webflow')
    await condition.scrollIntoViewIfNeeded()
    await shoot(page, 'card-condition-390.png')
    expect(await seriousFindings(page)).toEqual([])
    await page.getByRole('tab', { name: 'Pré-visualização' }).tap()
    await preview(page).getByLabel('Plataforma preferida').selectOption({ label: 'Webflow' })
    await expect(preview(page).getByText('Integrações necessárias')).toBeVisible()

    await page.getByRole('tab', { name: 'Editar' }).tap()
    await page.getByRole('button', { name: /^Plataforma preferida/ }).tap()
    await page.getByRole('button', { name: 'Remover', exact: true }).tap()
    await page.getByRole('tab', { name: /^Problemas/ }).tap()
    // Published, it is also told that it now shows only for some answers (decision 185): the removed trigger's item.
    const item = problems(page).getByRole('listitem').filter({ hasText: 'Integrações necessárias' }).filter({ hasText: REMOVED })
    await expect(item).toHaveCount(1)
    await item.scrollIntoViewIfNeeded()
    await shoot(page, 'problem-390.png')
    await tapChecked(page, item.getByRole('button', { name: 'Mostrar sempre' }))
    await expect(item).toHaveCount(0)
  })
})
