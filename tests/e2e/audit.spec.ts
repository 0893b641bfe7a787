import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'

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

/** Rows of the image, from the top, whose darkest pixel is darker than mid-grey: what prints as a dark band. */
async function darkRowsAtTop(browser: Browser, png: Buffer, rows: number): Promise<number[]> {
  // Decoded on a blank page: the site's Content-Security-Policy need not allow data: images.
  const blank = await browser.newPage()
  try {
    return await blank.evaluate(
      async ({ src, rows }) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = rows
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d canvas')
        context.drawImage(image, 0, 0)
        const { data } = context.getImageData(0, 0, image.width, rows)
        const dark: number[] = []
        for (let y = 0; y < rows; y++) {
          // Only the left 40%: the page's heading text sits there too, so a row counts when most of it is dark.
          let darkPixels = 0
          const width = Math.floor(image.width * 0.4)
          for (let x = 0; x < width; x++) {
            const i = (y * image.width + x) * 4
            if (data[i] + data[i + 1] + data[i + 2] < 3 * 128) darkPixels++
          }
          if (darkPixels > width / 2) dark.push(y)
        }
        return dark
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, rows },
    )
  } finally {
    await blank.close()
  }
}

test('prints without the site’s dark header band or the padding under the fixed header', async ({ page, browser }) => {
  await page.emulateMedia({ media: 'print' })
  await expect(score(page)).toBeVisible()
  const main = page.locator('main')
  await expect(main).toHaveCSS('padding-top', '0px')
  await expect(main).toHaveCSS('background-image', 'none')
  // The heading is the first thing on paper, not 72px down under an empty band.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  expect(heading?.y ?? Infinity).toBeLessThan(24)
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 120 } })
  expect(await darkRowsAtTop(browser, png, 120), 'dark rows at the top of the printed page').toEqual([])
})
