import { expect, type Locator, type Page } from '@playwright/test'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import type { FormMeta } from '#form-core'
import { sitemapEntries } from '../../scripts/site/sitemap.ts'

/** Every URL of the sitemap, derived the way the build derives it (site pages + every routed form). */
export const sitemapPaths: string[] = sitemapEntries(loadForms()).map((e) => e.path)

/** Every route a visitor can open: the sitemap plus the thank-you page, kept out of it on purpose. */
export const allRoutes: string[] = [...sitemapPaths, '/briefing-obrigado']

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

/** Walks down the page so every lazy part (images, forms) is drawn, then waits until no spinner is left. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    // A screen at a time: every lazy part enters the viewport, and a long page is not walked 500 px per two frames.
    for (let y = 0; y < document.body.scrollHeight; y += Math.max(500, window.innerHeight * 0.8)) {
      window.scrollTo(0, y)
      // Two frames, so what scrolled into view is drawn; a loaded machine can starve frames, so never over 250 ms a step.
      await new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r))
        setTimeout(r, 250)
      })
    }
  })
  await expect(page.locator('.chakra-spinner')).toHaveCount(0, { timeout: 15_000 })
  // A form's sections mount a few at a time (decision 090): busy until the last one is on the page.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

/**
 * What tells the visitor a send went through: the form's own confirmation when its JSON declares one (in place, or
 * on the page it goes to), else the success toast; never both (decision 206).
 */
export function sentNotice(page: Page, meta: FormMeta): { notice: Locator; text: string | undefined } {
  if (meta.confirmation)
    return {
      notice: page.getByTestId('send-confirmation').filter({ hasText: meta.confirmation.title }),
      text: meta.confirmation.description,
    }
  return { notice: page.getByTestId('toast').filter({ hasText: meta.notices.success.title }), text: meta.notices.success.description }
}
