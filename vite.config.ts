import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { formsPlugin } from './scripts/vite-plugin-forms.ts'
import { sitePlugin } from './scripts/site/vite-plugin-site.ts'
import { backendEnvGuard } from './scripts/site/backend-env-guard.ts'
import { editorPlugin } from './scripts/editor/vite-plugin-editor.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig(({ command }) => ({
  // index.html and static files live in src/ so the top level holds only what the team agreed on.
  root: resolve(root, 'src'),
  envDir: root,
  publicDir: resolve(root, 'src/public'),
  plugins: [backendEnvGuard(), react(), formsPlugin(), sitePlugin(), editorPlugin(root)],
  resolve: {
    // Two RJSF dependencies our forms never exercise, replaced by small stand-ins (see each file's header).
    // fast-uri only in the production build: development pre-bundles @rjsf/validator-ajv8 whole, ajv's compiler
    // included, whose resolver needs the real package (tests/e2e/dev-server.spec.ts breaks otherwise).
    alias: {
      'markdown-to-jsx/react': resolve(root, 'src/forms/theme/plain-markdown.tsx'),
      ...(command === 'build' ? { 'fast-uri': resolve(root, 'src/forms/theme/uri-resolver.ts') } : {}),
    },
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
}))
