// The staff pages' routes, alone in their module: the site's entry chunk routes them, and carries its modules whole.

/** The agency's workspace (src/workspace/): on the site but in no menu or sitemap, never indexed. */
export const WORKSPACE_PATH = '/painel'

/** The team's questionnaire editor (src/editor/): on the site but in no menu or sitemap, never indexed. */
export const EDITOR_PATH = '/editor'
