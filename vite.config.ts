import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { formsPlugin } from './scripts/vite/forms-modules.ts'
import { sitePlugin } from './scripts/vite/static-site.ts'
import { siteEnv } from './scripts/vite/site-env.ts'
import { editorPlugin } from './scripts/vite/editor-files.ts'
import { buildRedirect } from './scripts/vite/build-redirects.ts'
import { LOCAL_PORTS } from '#form-core'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The integration tier: the real backend (tests/backend) and the CLIs as spawned by a person (tests/cli). */
const INTEGRATION = ['tests/backend/**/*.test.ts', 'tests/cli/**/*.test.ts']
/**
 * The files that replace a module (vi.mock, vi.doMock): run isolated, so no replacement reaches another file. Found by
 * reading the tests, so a new file that mocks is isolated without anyone remembering a list (issue 33's first test was not).
 */
const MOCKING = readdirSync(resolve(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('fixtures'))
  .map((file) => `tests/${file.split(sep).join('/')}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(resolve(root, file), 'utf8')))

export default defineConfig({
  // index.html and static files live in src/ so the top level holds only what the team agreed on.
  root: resolve(root, 'src'),
  envDir: root,
  publicDir: resolve(root, 'src/public'),
  plugins: [siteEnv(), react(), formsPlugin(), sitePlugin(), editorPlugin(root), buildRedirect(root)],
  resolve: {
    // An RJSF dependency our forms never exercise, replaced by a small stand-in (see its header); fast-uri below.
    alias: { 'markdown-to-jsx/react': resolve(root, 'src/forms/theme/plain-markdown.tsx') },
  },
  server: { port: LOCAL_PORTS.site, strictPort: true },
  preview: { port: LOCAL_PORTS.preview, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // form-core is pure (no top-level effects): a page takes from its one entry only what it uses, not ajv with ajv.ts.
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]_shared[\\/]form-core[\\/]/, sideEffects: false }] } },
  },
  test: {
    root,
    // Hermetic: a spy, a stubbed global or a stubbed variable ends with its test, even in a worker shared by many files
    // (these undo them before the next test; tests/setup-hermetic.ts after each, before the next file loads).
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Three tiers (README, "O que npm test roda"): unit and dom are pure (no backend, no subprocess) and fast; integration
    // holds what needs the real backend, Deno or a CLI as a person runs it.
    projects: [
      {
        extends: true,
        // Pure modules: files share their worker's imports instead of loading them again each (most of the tier's time).
        // 5 s was too short for the compatibility check over every real questionnaire on a machine at load 20.
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 20_000,
          include: ['tests/**/*.test.ts'],
          exclude: [...INTEGRATION, ...MOCKING],
          isolate: false,
          setupFiles: ['tests/setup-hermetic.ts'],
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
          exclude: MOCKING,
          isolate: false,
          setupFiles: ['tests/setup-hermetic.ts', 'tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        // A module replaced in a shared worker would stay replaced for the files after it: these few load their own.
        test: {
          name: 'mocking',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: MOCKING,
          isolate: true,
          setupFiles: ['tests/setup-hermetic.ts', 'tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
          // Files share their worker's modules, so the suites that need the default backend share one per worker
          // (tests/backend/support/test-backend.ts); each is a copy of one migrated template built once per run.
          isolate: false,
          globalSetup: ['tests/backend/support/pglite-template.ts'],
          setupFiles: ['tests/setup-hermetic.ts'],
          // A real embedded Postgres, Deno and CLIs on a loaded 2-core machine take longer than Vitest's 5 s / 10 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
