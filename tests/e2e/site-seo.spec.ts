import { expect, test, type Page } from '@playwright/test'
import { site } from '../../src/content/pages.ts'
import { testForms } from '../helpers/form-files.ts'
import { allRoutes, open, settle, sitemapPaths, sitePages } from './site-helpers.ts'

const HOME_TITLE = 'Excellis | Tráfego, Conversão, Resultados'
const NOT_FOUND_TITLE = 'Página não encontrada | Excellis'
const NOT_FOUND_TEXT = 'Oops! Page not found'

/** The heading each route must show, in its static HTML and in the app. */
const headings = new Map<string, string>([
  ...sitePages.map((p) => [p.path, p.h1] as const),
  ['/briefings', 'Escolha o briefing ideal para o seu projeto'],
  ['/briefing-obrigado', 'Obrigado! Recebemos seu briefing.'],
  ['/auditoria', 'Auditoria de Ativos Digitais'],
  ...testForms.flatMap((f) => (f.meta.route ? [[f.meta.route, f.meta.title] as const] : [])),
])
const forms = new Map(testForms.flatMap((f) => (f.meta.route ? [[f.meta.route, f.meta] as const] : [])))

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]))
const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  all(html, new RegExp(`<meta[^>]*\\b${attr}="${key}"[^>]*\\bcontent="([^"]*)"`, 'g'))

/** What a crawler or a link preview (no script) reads from a URL. */
async function staticHead(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  return {
    status: response.status(),
    html,
    titles: all(head, /<title[^>]*>([^<]*)<\/title>/g),
    descriptions: metaContent(head, 'name', 'description'),
    canonicals: all(head, /<link[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/g),
    og: (key: string) => metaContent(head, 'property', `og:${key}`),
    robots: metaContent(head, 'name', 'robots'),
  }
}

/** The head the app ends with once the page is fully drawn. */
const liveHead = (page: Page) =>
  page.evaluate(() => {
    const texts = (selector: string, attr?: string) =>
      [...document.querySelectorAll(selector)].map((e) => (attr ? e.getAttribute(attr) : e.textContent))
    return {
      titles: texts('title'),
      descriptions: texts('meta[name="description"]', 'content'),
      canonicals: texts('link[rel="canonical"]', 'href'),
      ogUrls: texts('meta[property="og:url"]', 'content'),
      ogTitles: texts('meta[property="og:title"]', 'content'),
    }
  })

test.describe('static HTML of every route (what runs no script sees)', () => {
  for (const path of allRoutes) {
    test(`${path}: its own title, description, canonical, Open Graph and heading`, async ({ request }) => {
      const head = await staticHead(request, path)
      expect(head.status).toBe(200)
      expect(head.html).toContain('<html lang="pt-BR">')
      expect(head.titles).toHaveLength(1)
      const [title] = head.titles
      expect(title).toContain('Excellis')
      if (path !== '/') expect(title).not.toBe(HOME_TITLE)
      const form = forms.get(path)
      if (form) expect(title).toBe(form.seo?.title ?? `${form.title} | Excellis`)
      expect(head.descriptions).toHaveLength(1)
      expect(head.descriptions[0].length).toBeGreaterThanOrEqual(50)
      if (form?.seo) expect(head.descriptions[0]).toBe(form.seo.description)
      const url = `${site.url}${path}`
      expect(head.canonicals).toEqual([url])
      expect(head.og('url')).toEqual([url])
      expect(head.og('title')).toEqual([title])
      expect(head.og('description')).toEqual(head.descriptions)
      expect(head.og('image')).toEqual([`${site.url}${site.ogImage.src}`])
      expect(head.og('locale')).toEqual(['pt_BR'])
      expect(head.html).toMatch(new RegExp(`<h1[^>]*>${headings.get(path)}</h1>`))
      // Forms and the checklist are never prerendered (decisions 013 and 040): heading and intro only.
      if (form || path === '/auditoria') expect(head.html).not.toMatch(/<(form|input|select|textarea)[\s>]/)
    })
  }

  test('no two routes share a title or a description', async ({ request }) => {
    const heads = await Promise.all(allRoutes.map((path) => staticHead(request, path)))
    expect(new Set(heads.map((h) => h.titles[0])).size).toBe(allRoutes.length)
    expect(new Set(heads.map((h) => h.descriptions[0])).size).toBe(allRoutes.length)
  })

  test('dist/404.html is the 404 page, kept out of search results', async ({ request }) => {
    const head = await staticHead(request, '/404.html')
    expect(head.titles).toEqual([NOT_FOUND_TITLE])
    expect(head.descriptions).toHaveLength(1)
    expect(head.robots).toEqual(['noindex'])
    expect(head.canonicals).toEqual([])
    expect(head.html).toContain(NOT_FOUND_TEXT)
  })

  test('sitemap.xml lists every page and every routed form; robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
    expect(locs).toEqual(sitemapPaths)
    for (const path of ['/', '/sobre', '/servicos', '/contato', '/privacidade', '/termos', '/briefings', '/auditoria'])
      expect(locs).toContain(path)
    for (const form of testForms.filter((f) => f.meta.route)) expect(locs).toContain(form.meta.route)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })
})

test.describe('head once the app runs', () => {
  for (const path of allRoutes) {
    test(`${path}: the app keeps exactly the head the HTML was written with`, async ({ page, request }) => {
      const written = await staticHead(request, path)
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.get(path)!)
      await settle(page)
      const live = await liveHead(page)
      expect(live.titles).toEqual(written.titles)
      expect(live.descriptions).toEqual(written.descriptions)
      expect(live.canonicals).toEqual(written.canonicals)
      expect(live.ogTitles).toEqual(written.og('title'))
    })
  }

  test('titles and tags follow client-side navigation, with no tag left behind', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Principal' })
    const expectHead = async (path: string, title: string) => {
      await expect(page).toHaveTitle(title)
      await expect
        .poll(() => liveHead(page))
        .toMatchObject({
          titles: [title],
          canonicals: [`${site.url}${path}`],
          ogTitles: [title],
        })
      expect((await liveHead(page)).descriptions).toHaveLength(1)
    }
    await open(page, '/agendar')
    await expect(page.getByRole('button', { name: 'Agendar Reunião' })).toBeVisible()
    await expectHead('/agendar', 'Agende uma Reunião | Excellis')
    await nav.getByRole('link', { name: 'Sobre' }).click()
    await expectHead('/sobre', 'Sobre a Excellis | Agência de marketing digital')
    await nav.getByRole('link', { name: 'Auditoria' }).click()
    await expectHead('/auditoria', 'Auditoria de Ativos Digitais | Excellis')
    await nav.getByRole('link', { name: 'Diagnóstico' }).click()
    await expectHead('/diagnostico', 'Roteiro de Diagnóstico Estratégico | Excellis')
    await nav.getByRole('link', { name: 'Home' }).click()
    await expectHead('/', HOME_TITLE)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a form page shows its heading and intro in the frame instead of a blank page or the home', async ({ page, request }) => {
    const form = forms.get('/briefing-trafego-pago')!
    await page.goto('/briefing-trafego-pago')
    await expect(page).toHaveTitle(form.seo?.title ?? `${form.title} | Excellis`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.title)
    await expect(page.getByText(form.intro!)).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    // Chromium with scripts disabled still parses <noscript> as text, so the note is checked in the HTML.
    expect(await (await request.get('/briefing-trafego-pago')).text()).toMatch(/<noscript><p>Esta página precisa de JavaScript/)
  })

  test('a marketing page is drawn whole', async ({ page }) => {
    await page.goto('/servicos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluções completas de marketing digital')
    await expect(page.locator('#ecommerce')).toBeVisible()
  })
})

test.describe('unknown URLs', () => {
  test('the index.html fallback starts from an empty page and shows the 404 page, not the home', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (m) => logged.push(m.text()))
    await open(page, '/servicos/nao-existe')
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(page).toHaveTitle(NOT_FOUND_TITLE)
    const live = await liveHead(page)
    expect(live.descriptions).toHaveLength(1)
    expect(live.canonicals).toEqual([])
    expect(logged.some((l) => l.includes('/servicos/nao-existe'))).toBe(true)
  })

  test('a static host answering 404.html: the 404 page hydrates with no error', async ({ page, request }) => {
    const html = await (await request.get('/404.html')).text()
    await page.route('**/pagina-que-sumiu', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }))
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The two expected ones: the document's own 404 status, and the page logging the path.
    const expected = /^(404 Error|Failed to load resource: the server responded with a status of 404)/
    page.on('console', (m) => m.type() === 'error' && !expected.test(m.text()) && errors.push(m.text()))
    await open(page, '/pagina-que-sumiu')
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible()
    await page.getByRole('link', { name: 'Voltar ao início' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tráfego, Conversão, Resultados')
    expect(errors).toEqual([])
  })

  test('a host that answers 404.html for a real route still shows that route', async ({ page, request }) => {
    const html = await (await request.get('/404.html')).text()
    await page.route('**/sobre', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
    await open(page, '/sobre')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conheça a Excellis')
    await expect(page).toHaveTitle('Sobre a Excellis | Agência de marketing digital')
  })
})
