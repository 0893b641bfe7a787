import { expect, type Locator, type Page } from '@playwright/test'

/** The marketing pages this module owns, with a heading each one must show. */
export const sitePages = [
  { path: '/', h1: 'Tráfego, Conversão, Resultados' },
  { path: '/sobre', h1: 'Conheça a Excellis' },
  { path: '/servicos', h1: 'Soluções completas de marketing digital' },
  { path: '/contato', h1: 'Vamos conversar sobre o seu negócio' },
  { path: '/privacidade', h1: 'Política de Privacidade' },
  { path: '/termos', h1: 'Termos de Uso' },
]

export const mobile = { width: 390, height: 844 }

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** The `text` a wa.me link prefills, decoded; also checks the link opens safely in a new tab. */
export async function whatsappText(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  expect(href).not.toMatch(/ /) // encoded
  return new URL(href).searchParams.get('text') ?? ''
}

/**
 * Opens a page and waits until the app has taken over the prerendered HTML: before that, a click lands on
 * static markup with no handler (see SiteLayout's data-app-ready).
 */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}
