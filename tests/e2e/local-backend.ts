import { resolve } from 'node:path'
import { LOCAL_PORTS } from '#form-core'
import { ADMIN_SECRET_HEADER } from '../../scripts/local-backend/lock-file.ts'
import { readLiveLock } from '../../scripts/local-backend/lock-file.ts'
import type { StoredSubmissions } from '../../scripts/local-backend/read-submissions.ts'
import { readEnv } from '#functions/platform/environment.ts'

/**
 * The end-to-end run has a local backend of its own (started by playwright.config.ts): another port than
 * `npm run dev`'s 54321 and a throwaway data folder, so tests never touch a developer's data.
 * `E2E_PORT_OFFSET=n` moves ports and folders, so two runs can share a machine.
 */
export const E2E_OFFSET = readEnv(['E2E_PORT_OFFSET']).E2E_PORT_OFFSET
/**
 * Every port of a run, a base plus the offset. The bases of a kind sit within ten of each other and off the ports a
 * person's `npm run dev` takes (5173 + offset, 54321 + offset), so two runs whose offsets differ by ten or more, and a
 * developer's own servers, never ask for the same port (the dev site's 5273 + 300 was the editor copy's 5373 + 200).
 */
export const E2E_PORTS = {
  backend: LOCAL_PORTS.e2eBackend + E2E_OFFSET,
  devBackend: LOCAL_PORTS.e2eBackend - 1 + E2E_OFFSET,
  editorBackend: LOCAL_PORTS.e2eBackend - 2 + E2E_OFFSET,
  editorConditionsBackend: LOCAL_PORTS.e2eBackend - 3 + E2E_OFFSET,
  github: LOCAL_PORTS.e2eBackend - 4 + E2E_OFFSET,
  funnelBackend: LOCAL_PORTS.e2eBackend - 5 + E2E_OFFSET,
  dev: LOCAL_PORTS.site + 4 + E2E_OFFSET,
  editor: LOCAL_PORTS.site + 5 + E2E_OFFSET,
  editorConditions: LOCAL_PORTS.site + 6 + E2E_OFFSET,
  painel: LOCAL_PORTS.preview + 1 + E2E_OFFSET,
  funnel: LOCAL_PORTS.site + 7 + E2E_OFFSET,
} as const
export const E2E_BACKEND_PORT = E2E_PORTS.backend
export const E2E_SITE_PORT = LOCAL_PORTS.preview + E2E_OFFSET
/** `vite` in development mode (what `npm run dev` serves), for the smoke test of tests/e2e/dev-server.spec.ts. */
export const E2E_DEV_PORT = E2E_PORTS.dev
export const E2E_GITHUB = { port: E2E_PORTS.github, repo: 'excellis/site', token: 'github_pat_daAgenciaE2E' } as const
const suffix = E2E_OFFSET ? `-${E2E_OFFSET}` : ''
export const e2eDataDir = resolve(import.meta.dirname, `../../.tmp/e2e-db${suffix}`)
/** Everything the e2e backend prints (playwright.config.ts tees it here); no-answers-in-logs.ts reads it. */
export const e2eBackendLog = resolve(import.meta.dirname, `../../.tmp/e2e-backend${suffix}.log`)
/**
 * The dev project's own backend, behind the run's `vite` in development: /painel (workspace.spec.ts) counts the leads
 * that arrive while it is open, so no other spec's send may land among them, whatever runs beside it.
 */
export const E2E_DEV_BACKEND = {
  port: E2E_PORTS.devBackend,
  dataDir: resolve(import.meta.dirname, `../../.tmp/e2e-dev-db${suffix}`),
  log: resolve(import.meta.dirname, `../../.tmp/e2e-dev-backend${suffix}.log`),
} as const
/**
 * `/painel` (workspace.spec.ts) on a production build of its own, pointed at the dev project's backend: the same build
 * as the run's but for the backend's address, which a build writes into its scripts and its Content-Security-Policy.
 * Under `vite` in development each of its pages cost about 5 times the processor time (decision 227).
 */
export const E2E_PAINEL = {
  port: E2E_PORTS.painel,
  distDir: resolve(import.meta.dirname, `../../.tmp/e2e-painel-dist${suffix}`),
} as const
/** The production build the run serves; the default run uses dist/ like `npm run build`. */
export const e2eDistDir = E2E_OFFSET ? resolve(import.meta.dirname, `../../.tmp/e2e-dist${suffix}`) : undefined

/** Everything the e2e backend (or the one owning `dataDir`) stored, read as its owner through the admin endpoint (RLS hides it from anon). */
export async function storedRows(dataDir = e2eDataDir): Promise<StoredSubmissions> {
  const owner = readLiveLock(dataDir)
  if (!owner) throw new Error(`no local backend owns ${dataDir}`)
  const response = await fetch(`http://127.0.0.1:${owner.port}/admin/v1/submissions?limit=10000`, {
    headers: { [ADMIN_SECRET_HEADER]: owner.secret },
  })
  if (!response.ok) throw new Error(`admin endpoint answered ${response.status}`)
  return (await response.json()) as StoredSubmissions
}
