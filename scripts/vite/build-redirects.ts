import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** In the production build, one package's import of another resolved to a different file, each for its reason. */
const buildRedirects = [
  // RJSF's utils import fast-uri only to resolve `$ref`/`$id`, which no form has: a stand-in. Only their import: ajv's
  // compiler, in the editor's chunk, needs the real one. Development pre-bundles @rjsf/validator-ajv8 whole.
  { source: 'fast-uri', importer: '/@rjsf/utils/', to: 'src/forms/theme/uri-resolver.ts' },
  // tslib is one module, so the chunk that holds it carries every helper any chunk uses: the form pages'
  // FunctionsClient (`__awaiter`) and /painel's auth client (`__rest`, …) put auth's helpers in a chunk every form page
  // loads (+0.2 KB gzip). auth-js gets the package's other identical ES file, which stays in the workspace's chunk.
  { source: 'tslib', importer: '/@supabase/auth-js/', to: 'node_modules/tslib/tslib.es6.js' },
]
/** The table above as a build-only plugin; `root` is the project's, which each `to` is relative to. */
export function buildRedirect(root: string): Plugin {
  return {
    name: 'build-redirect',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const hit = buildRedirects.find((r) => r.source === source && importer?.includes(r.importer))
      return hit ? resolve(root, hit.to) : null
    },
  }
}
