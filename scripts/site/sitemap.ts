import { pageList, sitePages, type SitePage } from '../../src/content/pages.ts'
import { privacyPolicy } from '../../src/content/privacy.ts'
import { termsOfUse } from '../../src/content/terms.ts'
import { escapeHtml, type FormKind, type FormMeta } from '#form-core'
import type { FormFiles } from '../forms/load-forms.ts'

export type SitemapEntry = NonNullable<SitePage['sitemap']> & { path: string; lastmod?: string }

/** A legal page's lastmod is the day its text last changed (decision 011), not the build's. */
const lastmod: Record<string, string> = {
  [sitePages.privacy.path]: privacyPolicy.lastUpdated,
  [sitePages.terms.path]: termsOfUse.lastUpdated,
}

/** Sitemap weight of a form page by kind: the meeting form is a lead page, briefings next, tools last. */
const formPriority: Record<FormKind, number> = { lead: 0.8, briefing: 0.7, tool: 0.4 }

export function sitemapEntries(forms: FormFiles[]): SitemapEntry[] {
  const pages = pageList.flatMap((p): SitemapEntry[] =>
    p.sitemap ? [{ path: p.path, ...p.sitemap, ...(lastmod[p.path] ? { lastmod: lastmod[p.path] } : {}) }] : [],
  )
  const formEntries = forms.flatMap((f): SitemapEntry[] => {
    const meta = f.schema['x-form'] as FormMeta | undefined
    return meta?.route ? [{ path: meta.route, priority: formPriority[meta.kind], changefreq: 'monthly' }] : []
  })
  const seen = new Set<string>()
  return [...pages, ...formEntries].filter((e) => !seen.has(e.path) && seen.add(e.path))
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(siteUrl + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /briefing-obrigado', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
