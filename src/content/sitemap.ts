import { privacyPolicy } from './privacy.ts'
import { termsOfUse } from './terms.ts'

export interface SitemapEntry {
  path: string
  priority: number
  changefreq: 'weekly' | 'monthly' | 'yearly'
  lastmod?: string
}

/**
 * Pages of the sitemap besides the forms (the plugin adds every routed form from the manifest).
 * The briefing thank-you page is left out on purpose: it only makes sense after a submission.
 */
export const sitemapPages: SitemapEntry[] = [
  { path: '/', priority: 1, changefreq: 'weekly' },
  { path: '/servicos', priority: 0.9, changefreq: 'monthly' },
  { path: '/sobre', priority: 0.8, changefreq: 'monthly' },
  { path: '/contato', priority: 0.8, changefreq: 'yearly' },
  { path: '/briefings', priority: 0.8, changefreq: 'monthly' },
  { path: '/auditoria', priority: 0.5, changefreq: 'yearly' },
  { path: '/privacidade', priority: 0.2, changefreq: 'yearly', lastmod: privacyPolicy.lastUpdated },
  { path: '/termos', priority: 0.2, changefreq: 'yearly', lastmod: termsOfUse.lastUpdated },
]
