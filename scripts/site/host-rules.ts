import { EDITOR_PATH, STAFF_PATHS, WORKSPACE_PATH } from '#form-core'

/**
 * What the static host (Netlify) is told beside the files (decision 172, amending 152): response headers a `<meta>`
 * cannot set, and where the editor's addresses are served from. Written into dist by the build
 * (scripts/vite/static-site.ts); `vite preview` follows the same rewrites, so the production-build tests see the host's
 * routing.
 */

/** The editor's own copy of the app's HTML: the one file whose policy allows `'unsafe-eval'` (its ajv compiles). */
export const EDITOR_FILE = 'editor.html'

/** The workspace's own copy: with the editor's, the only files whose policy may allow the sign-in's robot check (decision 220). */
export const WORKSPACE_FILE = 'painel.html'

/** The staff pages: never shown inside another site's frame (clickjacking), on old browsers too. */
const NO_FRAMING = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" }

/** Netlify's `_headers`: each staff path and everything under it. */
export function headersFile(): string {
  const headers = Object.entries(NO_FRAMING).map(([name, value]) => `  ${name}: ${value}\n`)
  return STAFF_PATHS.flatMap((path) => [`${path}\n${headers.join('')}`, `${path}/*\n${headers.join('')}`]).join('')
}

/** The staff pages' addresses served by their files (status 200, a rewrite: the address stays). */
export const REWRITES: { from: string; to: string }[] = [
  { from: EDITOR_PATH, to: `/${EDITOR_FILE}` },
  { from: `${EDITOR_PATH}/*`, to: `/${EDITOR_FILE}` },
  { from: WORKSPACE_PATH, to: `/${WORKSPACE_FILE}` },
  { from: `${WORKSPACE_PATH}/*`, to: `/${WORKSPACE_FILE}` },
]

/** Netlify's `_redirects`. */
export const redirectsFile = (): string => REWRITES.map((r) => `${r.from} ${r.to} 200\n`).join('')

/** The file a rewrite serves for a request path, as the host does; undefined when none applies. */
export function rewriteOf(path: string): string | undefined {
  return REWRITES.find((r) => (r.from.endsWith('/*') ? path.startsWith(r.from.slice(0, -1)) : path === r.from))?.to
}
