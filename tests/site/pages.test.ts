import { describe, expect, it } from 'vitest'
import { checkRoutes } from '#form-authoring'
import { lowerCaseStaffPath, siteRoutes } from '#form-core'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { sitemapEntries } from '../../scripts/site/sitemap.ts'
import { prerenderedPaths } from '../../scripts/site/static-pages.ts'
import { routes } from '../../src/app/routes.tsx'
import { matchRoutes } from 'react-router-dom'
import { navHref } from '../../src/components/layout/nav-links.tsx'
import { aboutPage } from '../../src/content/about.ts'
import { contactPage } from '../../src/content/contact-page.ts'
import { homePage } from '../../src/content/home.ts'
import { footerNav, mainNav } from '../../src/content/navigation.ts'
import { EDITOR_PATH, WORKSPACE_PATH } from '#form-core'
import { pageList, sitePages } from '../../src/content/pages.ts'
import { routedForms } from '../../src/forms/form-index.ts'

const table = pageList
const formRoutes = routedForms.map((f) => f.route)

/** The route the router renders for a path: a page, a form, the editor, or `*` (the 404). */
const routed = (path: string) => matchRoutes(routes, path)?.at(-1)?.route
const notFound = (path: string) => routed(path)?.path === '*'

describe('the table of site pages (src/content/pages.ts) feeds routes, sitemap, prerender and nav', () => {
  it("holds the spec's pages, each answered by its own route; an unknown path is the 404", () => {
    expect(table.map((p) => p.path).toSorted()).toEqual(
      ['/', '/auditoria', '/briefing-obrigado', '/briefings', '/contato', '/privacidade', '/servicos', '/sobre', '/termos'].sort(),
    )
    const paths = [...table.map((p) => p.path), EDITOR_PATH, `${EDITOR_PATH}/website`, WORKSPACE_PATH, ...formRoutes]
    for (const path of paths) expect(notFound(path), path).toBe(false)
    expect(new Set(paths.map(routed)).size, 'two paths render the same route').toBe(paths.length)
    expect(notFound('/pagina-que-nao-existe')).toBe(true)
    expect(formRoutes).toEqual(expect.arrayContaining(['/agendar', '/diagnostico']))
    // The workspace sits outside the site's frame, its whole subtree is its own; and its path is one no form may take.
    expect(routes.map((r) => r.path)).toContain(`${WORKSPACE_PATH}/*`)
    expect(routed(`${WORKSPACE_PATH}/titular`)).toBe(routed(WORKSPACE_PATH))
    expect([...siteRoutes()]).toEqual([...table.map((p) => p.path), EDITOR_PATH, WORKSPACE_PATH])
  })

  it('lists in the sitemap only routed pages and forms, never the thanks page or the editor; prerenders all but the shells', () => {
    const sitemap = sitemapEntries(loadForms()).map((e) => e.path)
    for (const path of sitemap) expect(notFound(path), path).toBe(false)
    expect(sitemap).toEqual(expect.arrayContaining([...formRoutes, '/', '/servicos', '/contato']))
    expect(sitemap).not.toContain(sitePages.briefingThanks.path)
    expect(sitemap).not.toContain(EDITOR_PATH)
    expect(prerenderedPaths).toContain(sitePages.briefingThanks.path)
    expect(prerenderedPaths).not.toContain(sitePages.audit.path)
    for (const path of prerenderedPaths) expect(notFound(path), path).toBe(false)
  })

  it('gives every page its own title and description', () => {
    for (const page of table) {
      expect(page.title, page.path).toMatch(/Excellis/)
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50)
    }
    expect(new Set(table.map((p) => p.title)).size).toBe(table.length)
  })

  it("links the header, the footer and the pages' buttons only to routed pages or forms", () => {
    const links = [
      ...mainNav,
      ...footerNav,
      homePage.closing.meeting,
      contactPage.meeting.button,
      homePage.hero.primary,
      aboutPage.closing.services,
    ]
    for (const link of links) expect(notFound(navHref(link)), link.label).toBe(false)
  })

  it('check:schemas rejects a form on a site page and keeps a free route', () => {
    const form = (id: string, route: string) => ({
      id,
      schemaFile: `${id}.json`,
      uiFile: '',
      uiSchema: {},
      schema: { 'x-form': { route } },
    })
    const problems = checkRoutes({
      forms: [form('a', '/auditoria'), form('b', '/briefing-novo'), form('c', EDITOR_PATH)],
      sitePages: siteRoutes(),
    })
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      ['a.json', '/x-form/route'],
      ['c.json', '/x-form/route'],
    ])
  })
})

describe('staff pages only at their own address, where the host sends their headers', () => {
  it.each(['/PAINEL', '/Painel/equipe', '/EDITOR', '/Editor/contact'])(
    '%s is not the staff page: it is sent to the lower-case address',
    (path) => {
      expect(routed(path)?.path, 'not served by the staff route, whose headers match the lower-case path only').toBe('*')
      expect(lowerCaseStaffPath(path)).toBe(path.toLowerCase())
    },
  )
  it('the lower-case addresses are the staff pages, and other pages in another case are not moved', () => {
    expect(routed('/painel/equipe')?.path).toBe('/painel/*')
    expect(routed('/editor/contact')?.path).toBe('/editor/:id')
    expect(lowerCaseStaffPath('/painel')).toBeUndefined()
    expect(lowerCaseStaffPath('/Contato')).toBeUndefined()
    expect(lowerCaseStaffPath('/PAINELX')).toBeUndefined()
  })
})
