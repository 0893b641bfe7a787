import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { formsPlugin } from './scripts/vite-plugin-forms.ts'
import { sitePlugin } from './scripts/site/vite-plugin-site.ts'
import { backendEnvGuard } from './scripts/site/backend-env-guard.ts'
import { editorPlugin } from './scripts/editor/vite-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * RJSF's utils import fast-uri only to resolve `$ref`/`$id`, which no form has: in the production build they get a
 * stand-in (src/forms/theme/uri-resolver.ts). Only their import: ajv's compiler, in the editor's chunk, needs the
 * real one. Development pre-bundles @rjsf/validator-ajv8 whole and keeps the package.
 */
const rjsfUriStandIn = {
  name: 'rjsf-uri-stand-in',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId: (source: string, importer: string | undefined) =>
    source === 'fast-uri' && importer?.includes('/@rjsf/utils/') ? resolve(root, 'src/forms/theme/uri-resolver.ts') : null,
}

export default defineConfig({
  // index.html and static files live in src/ so the top level holds only what the team agreed on.
  root: resolve(root, 'src'),
  envDir: root,
  publicDir: resolve(root, 'src/public'),
  plugins: [backendEnvGuard(), react(), formsPlugin(), sitePlugin(), editorPlugin(root), rjsfUriStandIn],
  resolve: {
    // An RJSF dependency our forms never exercise, replaced by a small stand-in (see its header); fast-uri below.
    alias: { 'markdown-to-jsx/react': resolve(root, 'src/forms/theme/plain-markdown.tsx') },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, outDir: resolve(root, 'dist'), emptyOutDir: true },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The backend suites start a real embedded Postgres per file (a copy of one migrated once per run, by the
          // global setup): on a loaded 2-core machine that takes longer than Vitest's 5 s / 10 s defaults.
          globalSetup: ['tests/backend/support/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          include: ['tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Mounting a 50-question form in jsdom takes seconds on a loaded 2-core machine; 5 s was the edge.
          testTimeout: 20_000,
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
})
