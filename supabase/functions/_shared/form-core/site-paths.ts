import { EDITOR_PATH, WORKSPACE_PATH } from './staff-routes.ts'

/**
 * The site's own pages' addresses; src/content/pages.ts gives each its title, text and place in the sitemap. Here,
 * where the functions can read them too: the build writes each page to its own HTML file (`/sobre` → sobre.html), so
 * a questionnaire on one of them would overwrite it. check:schemas, the editor and the review's server refuse it alike.
 */
export const SITE_PATHS = {
  home: '/',
  services: '/servicos',
  about: '/sobre',
  contact: '/contato',
  briefings: '/briefings',
  audit: '/auditoria',
  privacy: '/privacidade',
  terms: '/termos',
  briefingThanks: '/briefing-obrigado',
} as const

export type SitePageId = keyof typeof SITE_PATHS

/** Every path the site routes before the questionnaires, its pages and the staff pages: a form on one would never show. */
export const siteRoutes = (): ReadonlySet<string> => new Set([...Object.values(SITE_PATHS), EDITOR_PATH, WORKSPACE_PATH])
