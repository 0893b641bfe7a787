import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eDistDir } from './local-backend.ts'

/** The suite runs against the production build (`vite build` + `vite preview`, tests/playwright.config.ts). */
const assets = join(e2eDistDir ?? join(import.meta.dirname, '../../dist'), 'assets')

test('the forms preview does not exist in the production build: /dev/forms is the 404 page', async ({ page }) => {
  await page.goto('/dev/forms')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pré-visualização dos formulários' })).toHaveCount(0)
})

test('no production chunk carries the preview page', () => {
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const leaked = scripts.filter((f) => readFileSync(join(assets, f), 'utf8').includes('Pré-visualização dos formulários'))
  expect(leaked).toEqual([])
})
