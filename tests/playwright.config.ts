import { defineConfig, devices } from '@playwright/test'
import {
  E2E_BACKEND_PORT,
  E2E_DEV_BACKEND,
  E2E_DEV_PORT,
  E2E_GITHUB,
  E2E_PAINEL,
  E2E_SITE_PORT,
  e2eBackendLog,
  e2eDataDir,
  e2eDistDir,
} from './e2e/local-backend.ts'
import { localBackendUrl, readEnv } from '#functions/platform/environment.ts'
import { testChromiumLaunch } from '../scripts/chromium.ts'
import { pgliteDir } from '../scripts/local-backend/database.ts'
import { migratedTemplate } from './backend/support/pglite-template.ts'

const PORT = E2E_SITE_PORT

const launchOptions = testChromiumLaunch

const backendUrl = localBackendUrl(E2E_BACKEND_PORT)
const devUrl = `http://127.0.0.1:${E2E_DEV_PORT}`
const painelUrl = `http://127.0.0.1:${E2E_PAINEL.port}`

/**
 * A local backend on a fresh embedded Postgres, its output also kept in a file: the global teardown checks that no
 * answer reached a log line. The rate limit stays on, with limits a whole run from one address never reaches. It starts
 * from the integration tier's migrated template when there is one for these migrations (`npm test` builds it first).
 */
const backend = (port: number, dataDir: string, log: string, env: Record<string, string>) => {
  const settings = {
    LOCAL_BACKEND_PORT: String(port),
    LOCAL_BACKEND_DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_FORM: '10000',
    RATE_LIMIT_PER_CLIENT: '100000',
    FUNNEL_EVENTS_PER_CLIENT: '100000',
    // Every spec sends from 127.0.0.1: the per-client receipt limit would stop receipts partway through a run.
    RECEIPTS_PER_CLIENT: '100000',
    ...env,
  }
  const assignments = Object.entries(settings).map(([name, value]) => `${name}='${value}'`)
  const template = migratedTemplate()
  const copy = template ? ` && mkdir -p "${dataDir}" && cp -R "${template}" "${pgliteDir(dataDir)}"` : ''
  return `rm -rf "${dataDir}"${copy} && mkdir -p "$(dirname "${log}")" && ${assignments.join(' ')} node --import tsx scripts/local-backend/main.ts 2>&1 | tee "${log}"`
}

/** The production build in `dir` pointed at `backendUrl` (`env`), then served by `vite preview` on `port`. */
const buildAndPreview = (port: number, dir?: string) => {
  const out = dir ? ` --outDir "${dir}"` : ''
  return `npx vite build --logLevel warn${out} && npx vite preview --host 127.0.0.1 --port ${port} --strictPort${out}`
}

/** Runs `command` once `url` answers (the dev backend, started beside the first one). */
const after = (url: string, command: string) =>
  `node -e "const go = () => fetch(process.argv[1]).then((r) => { if (!r.ok) throw r.status }).catch(() => new Promise((r) => setTimeout(r, 300)).then(go)); go()" "${url}" && ${command}`

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/no-answers-in-logs.ts',
  fullyParallel: true,
  workers: 2,
  retries: readEnv(['CI']).CI ? 1 : 0,
  // Every attempt as it ends, then, after the summary, each test that passed only on its retry (retried-tests.ts).
  reporter: [['list'], ['./e2e/retried-tests.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    // Recording a trace streams screenshots of every frame: on two cores that doubled the run. Recorded when a
    // failed test is retried (CI retries once); locally, `--trace on` when one is wanted.
    trace: 'on-first-retry',
  },
  // The projects' tests are handed to the workers in this order: /painel first, so its long serial spec
  // (workspace.spec.ts, one worker for minutes) runs beside the others instead of alone at the end of the run.
  projects: [
    // The agency's /painel on a production build of its own, pointed at the dev backend: it counts the leads that
    // arrive while it is open, so no other spec may send to its backend. Under vite in development each of its pages
    // took about 5 times the processor time for the same checks (decision 227).
    {
      name: 'painel',
      testMatch: /[\\/]workspace\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: painelUrl },
    },
    // What `npm run dev` serves (a newcomer's first command, the editor at /editor): a short smoke test.
    {
      name: 'dev',
      testMatch: /[\\/]dev-server\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: devUrl },
    },
    // The specs that talk to the fake GitHub: the backend knows one GitHub address (E2E_GITHUB.port), so one of them
    // at a time; two workers running two of them at once failed CI with EADDRINUSE (stop 49).
    {
      name: 'github',
      testMatch: /[\\/]editor-(review|approve|stale)\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: /(dev-server|workspace|phone-[\w-]+|editor-(review|approve|stale))\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Again on a phone (touch, 412 px wide, high density), only what behaves differently there: the frame (menu,
    // header, scroll) and axe (the phone layout and the open menu). Content, SEO, routes and forms are the same HTML at
    // every width: desktop only.
    { name: 'mobile', testMatch: /[\\/]site-(frame|a11y)\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions } },
    // A prospect on a phone (issue 25): 390×844 with touch, tapping and typing (phone-*.spec.ts), and the line-box
    // check of every route's text at that width with no sideways overflow at 390 and 360 px (text-overlap.spec.ts,
    // also on the desktop project at 1440 px).
    {
      name: 'phone',
      testMatch: /[\\/](phone-[\w-]+|text-overlap)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: [
    {
      // The real path: the same migrations and function handlers as production, on fresh embedded Postgres. Both
      // backends start at once (Playwright starts its servers one after another): the run's, and the dev backend
      // (local-backend.ts, E2E_DEV_BACKEND) behind /painel's build and vite dev, whose lead e-mails link to that /painel.
      command: [
        backend(E2E_BACKEND_PORT, e2eDataDir, e2eBackendLog, {
          // The editor's review goes to a fake GitHub that tests/e2e/editor-review.spec.ts serves (decision 181).
          EDITOR_GITHUB_REPO: E2E_GITHUB.repo,
          EDITOR_GITHUB_API_URL: `http://127.0.0.1:${E2E_GITHUB.port}`,
          EDITOR_GITHUB_TOKEN: E2E_GITHUB.token,
        }),
        backend(E2E_DEV_BACKEND.port, E2E_DEV_BACKEND.dataDir, E2E_DEV_BACKEND.log, { SITE_URL: painelUrl }),
      ]
        .map((command) => `(${command}) &`)
        .join(' ')
        .concat(' wait'),
      cwd: '..',
      url: `${backendUrl}/health`,
      reuseExistingServer: false,
      // Two backends migrate from nothing: about 40 s each on a loaded 2-core machine, where 60 s expired.
      timeout: 240_000,
    },
    {
      // The production build, pointed at the first backend: the documented local demo setting, on the e2e port.
      command: buildAndPreview(PORT, e2eDistDir),
      cwd: '..',
      env: { VITE_BACKEND: 'local', VITE_SUPABASE_URL: backendUrl },
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: after(`${localBackendUrl(E2E_DEV_BACKEND.port)}/health`, `npx vite --host 127.0.0.1 --port ${E2E_DEV_PORT} --strictPort`),
      cwd: '..',
      env: { VITE_BACKEND: 'local', VITE_SUPABASE_URL: localBackendUrl(E2E_DEV_BACKEND.port) },
      url: devUrl,
      reuseExistingServer: false,
      // It waits for the dev backend first (above).
      timeout: 240_000,
    },
    {
      // /painel's production build (the painel project), pointed at the dev backend.
      command: buildAndPreview(E2E_PAINEL.port, E2E_PAINEL.distDir),
      cwd: '..',
      env: { VITE_BACKEND: 'local', VITE_SUPABASE_URL: localBackendUrl(E2E_DEV_BACKEND.port) },
      url: painelUrl,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
