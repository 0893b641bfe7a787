import { sitemapPages } from '../../src/content/sitemap.ts'

/**
 * Site pages routed before the forms in src/app/routes.tsx, so a form on one of these paths would never show.
 * The list is the sitemap's (src/content/sitemap.ts), plus the pages left out of it on purpose: the
 * thank-you page (only reached after a submission) and the development preview. routes.tsx itself cannot
 * be imported here (it pulls React, lazy pages and Vite's import.meta.glob); tests/scripts/site-routes.test.ts
 * reads it and fails when a page is added there but not here.
 */
export const siteRoutes: ReadonlySet<string> = new Set([...sitemapPages.map((p) => p.path), '/briefing-obrigado', '/dev/forms'])
