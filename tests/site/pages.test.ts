import { describe, expect, it } from 'vitest'
import { checkRoutes } from '#form-authoring'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { sitemapEntries } from '../../scripts/site/sitemap.ts'
import { prerenderedPaths } from '../../scripts/site/static-pages.ts'
import { routes } from '../../src/app/routes.tsx'
import { navHref } from '../../src/components/layout/nav-links.tsx'
import { footerNav, mainNav } from '../../src/content/navigation.ts'
import { EDITOR_PATH, pageList, sitePages, siteRoutes } from '../../src/content/pages.ts'
import { routedForms } from '../../src/forms/form-index.ts'

const table = pageList
const children = routes[0].children ?? []
const routedPaths = children.map((r) => (r.index ? '/' : r.path)).filter((p): p is string => !!p && p !== '*')
const formRoutes = routedForms.map((f) => f.route)
const sitePaths = [...siteRoutes]

describe('the table of site pages (src/content/pages.ts) feeds routes, sitemap, prerender and nav', () => {
  it('routes every page of the table, the forms of the manifest and the editor, nothing else', () => {
    expect(table.length).toBeGreaterThan(5)
    expect(routedPaths.filter((p) => !formRoutes.includes(p) && p !== `${EDITOR_PATH}/:id`).sort()).toEqual(sitePaths.toSorted())
    expect(formRoutes.length).toBeGreaterThan(5)
    for (const route of formRoutes) expect(routedPaths).toContain(route)
    expect(sitePaths).toEqual([...table.map((p) => p.path), EDITOR_PATH])
  })

  it('lists in the sitemap every page with sitemap data, in the table order, and prerenders every `page`', () => {
    const sitemap = sitemapEntries(loadForms()).map((e) => e.path)
    expect(sitemap.filter((p) => !formRoutes.includes(p))).toEqual(table.filter((p) => p.sitemap).map((p) => p.path))
    expect(sitemap).not.toContain(sitePages.briefingThanks.path)
    expect(prerenderedPaths).toEqual(table.filter((p) => p.path !== sitePages.audit.path).map((p) => p.path))
  })

  it('gives every page its own title and description', () => {
    for (const page of table) {
      expect(page.title, page.path).toMatch(/Excellis/)
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50)
    }
    expect(new Set(table.map((p) => p.title)).size).toBe(table.length)
  })

  it('links the header and the footer only to pages of the table or routed forms', () => {
    for (const link of [...mainNav, ...footerNav]) expect([...sitePaths, ...formRoutes], link.label).toContain(navHref(link))
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
      tables: new Set(),
      sitePages: siteRoutes,
    })
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      ['a.json', '/x-form/route'],
      ['c.json', '/x-form/route'],
    ])
  })
})
