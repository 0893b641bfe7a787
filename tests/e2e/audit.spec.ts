import { expect, test, type Locator, type Page } from '@playwright/test'

const region = (page: Page, name: string) => page.getByRole('region', { name })
const score = (page: Page) => page.getByTestId('audit-score')
const bar = (page: Page) => page.getByRole('progressbar', { name: /Nota geral/ })

/** Clicks the visible row (the <label> around the visually hidden input), as a person does. */
async function tick(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click()
  await expect(box).toBeChecked()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/auditoria')
  await page.evaluate(() => localStorage.clear())
  await page.reload()
})

test('ticks update the scores live, survive a reload, and Limpar resets them', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria de Ativos Digitais' })).toBeVisible()
  await expect(score(page)).toContainText('0,0')
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '0')
  await expect(page.locator('li[aria-current="true"]')).toContainText('Início da jornada digital')

  // A whole category: 10 in that category, its weight (20) / 10 overall.
  const site = region(page, 'Site / landing page')
  const boxes = site.getByRole('checkbox')
  await expect(boxes).toHaveCount(9)
  for (const box of await boxes.all()) await tick(box)
  await expect(page.getByTestId('audit-category-site')).toContainText('Nota 10,0 · 9/9 itens · peso 20%')
  await expect(score(page)).toContainText('2,0')
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '20')

  // One of nine social items adds 15 × 1/9 / 10 ≈ 0,17.
  await tick(region(page, 'Redes sociais').getByRole('checkbox', { name: /Publicações frequentes/ }))
  await expect(page.getByTestId('audit-category-redes-sociais')).toContainText('Nota 1,1 · 1/9 itens · peso 15%')
  await expect(score(page)).toContainText('2,2')

  await page.reload()
  await expect(score(page)).toContainText('2,2')
  await expect(region(page, 'Redes sociais').getByRole('checkbox', { name: /Publicações frequentes/ })).toBeChecked()
  await expect(page.getByTestId('audit-category-site')).toContainText('9/9')

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Limpar' }).click()
  await expect(score(page)).toContainText('0,0')
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0)
  await page.reload()
  await expect(score(page)).toContainText('0,0')
})

test('a dismissed reset keeps the ticks', async ({ page }) => {
  await tick(region(page, 'Campanhas pagas').getByRole('checkbox').first())
  await expect(score(page)).toContainText('0,3')
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('button', { name: 'Limpar' }).click()
  await expect(score(page)).toContainText('0,3')
})

test('prints the result on one clean A4 page, without the site frame', async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header')).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  await expect(page.getByRole('checkbox').first()).toBeHidden()
  await expect(page.getByRole('button', { name: 'Limpar' })).toBeHidden()
  await expect(score(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pontos a melhorar' })).toBeVisible()
  // Nothing ticked is the longest report (every item is listed as pending), so it is the one that must fit.
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1)
})
