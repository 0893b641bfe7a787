import { EDITOR_PATH, pageList } from '../../src/content/pages.ts'

/** Every path the site routes before the forms (src/content/pages.ts): a form on one of them would never show. */
export const siteRoutes: ReadonlySet<string> = new Set([...pageList.map((p) => p.path), EDITOR_PATH])
