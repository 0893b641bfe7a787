import { describe, expect, it } from 'vitest'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { sitemapEntries } from '../../scripts/site/sitemap.ts'
import { prerenderedPaths, staticPages } from '../../scripts/site/static-pages.ts'
import { framedHeads } from '../../src/content/route-seo.ts'
import { checklist } from '../../src/tools/audit/audit-checklist.ts'
import { testForms } from '../helpers/form-files.ts'

const sitemap = sitemapEntries(loadForms())
const pages = staticPages(sitemap, loadForms())
const byPath = new Map(pages.map((p) => [p.path, p]))

describe('static pages (decision 040)', () => {
  it('writes a file for every URL of the sitemap, the prerendered pages and a 404.html', () => {
    for (const { path } of sitemap) expect(byPath.has(path), path).toBe(true)
    for (const path of prerenderedPaths) expect(byPath.get(path)?.kind, path).toBe('page')
    expect(pages.find((p) => p.kind === 'not-found')?.file).toBe('404.html')
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length)
  })

  it('never prerenders a form: every routed form is a shell with its own heading and texts from its JSON', () => {
    for (const form of testForms.filter((f) => f.meta.route)) {
      const page = byPath.get(form.meta.route!)
      expect(page?.kind, form.id).toBe('shell')
      if (page?.kind !== 'shell') continue
      expect(page.shell.heading).toBe(form.meta.title)
      expect(page.shell.intro).toBe(form.meta.intro)
      // The title the form page itself renders (src/forms/page/form-page.tsx), so the two never disagree.
      expect(page.shell.head.seo.title).toBe(form.meta.seo?.title ?? `${form.meta.title} | Excellis`)
      if (form.meta.seo) expect(page.shell.head.seo.description).toBe(form.meta.seo.description)
      expect(page.shell.head.seo.description.length).toBeGreaterThanOrEqual(50)
    }
  })

  it('a form without x-form.seo takes its title and a clipped intro', () => {
    const heads = framedHeads([{ route: '/briefing-x', title: 'Briefing X', intro: 'Palavra '.repeat(40).trim() }])
    const head = heads.get('/briefing-x')!
    expect(head.seo.title).toBe('Briefing X | Excellis')
    expect(head.seo.description.length).toBeLessThanOrEqual(160)
    expect(head.seo.description).toMatch(/^Palavra .*Palavra…$/)
    expect(head.pageRenders).toEqual(['title'])
  })

  it('the audit checklist is a shell whose title is the one its page renders', () => {
    const audit = byPath.get('/auditoria')
    expect(audit?.kind).toBe('shell')
    if (audit?.kind !== 'shell') return
    expect(audit.shell.head.seo.title).toBe(`${checklist.title} | Excellis`)
    expect(audit.shell.heading).toBe(checklist.title)
    expect(audit.shell.head.pageRenders).toEqual(['title'])
  })

  it('fails the build for a sitemap URL with no head of its own', () => {
    expect(() => staticPages([...sitemap, { path: '/nova-pagina', priority: 0.5, changefreq: 'monthly' }], loadForms())).toThrow(
      /\/nova-pagina/,
    )
  })
})
