// The staff pages' routes, alone in their module: the site's entry chunk routes them, and carries its modules whole.

/** The agency's workspace (src/workspace/): on the site but in no menu or sitemap, never indexed. */
export const WORKSPACE_PATH = '/painel'

/** The team's questionnaire editor (src/editor/): on the site but in no menu or sitemap, never indexed. */
export const EDITOR_PATH = '/editor'

/** Both staff pages: the host's headers (`_headers`) protect each and everything under it. */
export const STAFF_PATHS: readonly string[] = [WORKSPACE_PATH, EDITOR_PATH]

/**
 * The lower-case address of a staff page asked in another case (`/PAINEL/equipe`), else undefined. The host's headers
 * match the lower-case path only, so the router matches staff pages by case and sends these to their own address.
 */
export function lowerCaseStaffPath(pathname: string): string | undefined {
  const lower = pathname.toLowerCase()
  if (lower === pathname) return undefined
  return STAFF_PATHS.some((path) => lower === path || lower.startsWith(`${path}/`)) ? lower : undefined
}
