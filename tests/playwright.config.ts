import { defineConfig, devices } from '@playwright/test'
import { E2E_BACKEND_PORT, E2E_DEV_PORT, E2E_GITHUB, E2E_SITE_PORT, e2eBackendLog, e2eDataDir, e2eDistDir } from './e2e/local-backend.ts'
import { readEnv } from '#functions/platform/environment.ts'
import { testChromiumLaunch } from '../scripts/chromium.ts'

const PORT = E2E_SITE_PORT
const outDir = e2eDistDir ? ` --outDir "${e2eDistDir}"` : ''

const launchOptions = testChromiumLaunch

const backendUrl = `http://127.0.0.1:${E2E_BACKEND_PORT}`

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/no-answers-in-logs.ts',
  fullyParallel: true,
  workers: 2,
  retries: readEnv(['CI']).CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    // Recording a trace streams screenshots of every frame: on two cores that doubled the run. Recorded when a
    // failed test is retried (CI retries once); locally, `--trace on` when one is wanted.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', testIgnore: /(dev-server|workspace|phone-[\w-]+)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Again on a phone (touch, 412 px wide, high density), only what behaves differently there: the frame (menu,
    // header, scroll, no sideways overflow at 360 px on every route) and axe (the phone layout and the open menu).
    // Content, SEO, routes and forms are the same HTML at every width: desktop only.
    { name: 'mobile', testMatch: /[\\/]site-(frame|a11y)\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions } },
    // A prospect on a phone (issue 25): 390×844 with touch, tapping and typing (phone-*.spec.ts), and the line-box
    // check of every route's text at that width (text-overlap.spec.ts, also on the desktop project at 1440 px).
    {
      name: 'phone',
      testMatch: /[\\/](phone-[\w-]+|text-overlap)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, launchOptions },
    },
    // What `npm run dev` serves (a newcomer's first command, the editor at /editor): a short smoke test.
    {
      name: 'dev',
      testMatch: /(dev-server|workspace)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${E2E_DEV_PORT}` },
    },
  ],
  webServer: [
    {
      // The real path: the same migrations and function handlers as production, on a fresh embedded Postgres.
      // The rate limit stays on, with limits a whole run from one address never reaches (configured, not disabled).
      // Its output is also kept in a file: the global teardown checks that no answer reached a log line.
      command: `rm -rf "${e2eDataDir}" && mkdir -p "$(dirname "${e2eBackendLog}")" && node --import tsx scripts/local-backend/main.ts 2>&1 | tee "${e2eBackendLog}"`,
      cwd: '..',
      env: {
        LOCAL_BACKEND_PORT: String(E2E_BACKEND_PORT),
        LOCAL_BACKEND_DATA_DIR: e2eDataDir,
        DATABASE_URL: '',
        RATE_LIMIT_PER_FORM: '10000',
        RATE_LIMIT_PER_CLIENT: '100000',
        // The lead e-mails link to the workspace of the site the workspace spec uses (vite dev, below).
        SITE_URL: `http://127.0.0.1:${E2E_DEV_PORT}`,
        // The editor's review goes to a fake GitHub that tests/e2e/editor-review.spec.ts serves (decision 181).
        EDITOR_GITHUB_REPO: E2E_GITHUB.repo,
        EDITOR_GITHUB_API_URL: `http://127.0.0.1:${E2E_GITHUB.port}`,
        EDITOR_GITHUB_TOKEN: E2E_GITHUB.token,
      },
      url: `${backendUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build, pointed at that backend: the documented local demo setting, on the e2e port.
      command: `npx vite build --logLevel warn${outDir} && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort${outDir}`,
      cwd: '..',
      env: { VITE_BACKEND: 'local', VITE_SUPABASE_URL: backendUrl },
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${E2E_DEV_PORT} --strictPort`,
      cwd: '..',
      env: { VITE_BACKEND: 'local', VITE_SUPABASE_URL: backendUrl },
      url: `http://127.0.0.1:${E2E_DEV_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
