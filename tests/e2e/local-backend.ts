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
export const E2E_BACKEND_PORT = LOCAL_PORTS.e2eBackend + E2E_OFFSET
export const E2E_SITE_PORT = LOCAL_PORTS.preview + E2E_OFFSET
/** `vite` in development mode (what `npm run dev` serves), for the smoke test of tests/e2e/dev-server.spec.ts. */
export const E2E_DEV_PORT = 5273 + E2E_OFFSET
/**
 * The agency's GitHub as the run's backend sees it (EDITOR_GITHUB_*): a local fake the editor's review spec starts on
 * this port (tests/editor/fake-github.ts); nothing else asks it.
 */
export const E2E_GITHUB = { port: 54369 + E2E_OFFSET, repo: 'excellis/site', token: 'github_pat_daAgenciaE2E' } as const
const suffix = E2E_OFFSET ? `-${E2E_OFFSET}` : ''
export const e2eDataDir = resolve(import.meta.dirname, `../../.tmp/e2e-db${suffix}`)
/** Everything the e2e backend prints (playwright.config.ts tees it here); no-answers-in-logs.ts reads it. */
export const e2eBackendLog = resolve(import.meta.dirname, `../../.tmp/e2e-backend${suffix}.log`)
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
