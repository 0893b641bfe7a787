import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview, type PreviewServer } from 'vite'
import { loadForms, rootDir } from '../forms/load-forms.ts'
import { readEnv, setRuntimeEnv } from '#functions/platform/environment.ts'

/**
 * What every benchmark does first: a production build of its own in a temporary folder (never dist/, which
 * Playwright or a developer may be serving) and `vite preview` over it on the benchmark's port.
 */

/** The benchmark's port: its default unless the environment names another (two benchmarks may share a machine). */
export const benchPort = (
  name: 'BENCH_BUNDLE_PORT' | 'BENCH_EDITOR_PORT' | 'BENCH_LIGHTHOUSE_PORT' | 'BENCH_TYPING_PORT' | 'BENCH_WORKSPACE_PORT',
): number => readEnv([name])[name]

/** Every form's page, from the manifest. */
export const routedFormPaths = () => loadForms().flatMap((f) => (f.schema['x-form'] as { route: string | null }).route ?? [])

export const newBuildDir = (name: string) => mkdtempSync(join(tmpdir(), `excellis-bench-${name}-`))

export const removeBuildDir = (outDir: string) => rmSync(outDir, { recursive: true, force: true })

/** Builds the site of `root` (this project, or a copy with a benchmark's own questionnaire) into `outDir`. */
export async function buildSite(outDir: string, root = rootDir): Promise<void> {
  // A benchmark measures the site, not a deployment: built as the documented local demo (README, VITE_BACKEND).
  setRuntimeEnv('VITE_BACKEND', 'local')
  await build({ root: `${root}/src`, configFile: `${root}/vite.config.ts`, logLevel: 'warn', build: { outDir } })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isPortBusy = (error: unknown) => error instanceof Error && /EADDRINUSE|already in use/i.test(error.message)

/**
 * Serves a build on `port`. A busy port usually means another engineer's benchmark: wait for it to finish
 * (retrying every 15 s for up to 10 minutes) instead of failing or stepping on it.
 */
export async function serveSite(outDir: string, port: number, { attempts = 40, waitMs = 15_000 } = {}): Promise<PreviewServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await preview({
        configFile: `${rootDir}/vite.config.ts`,
        preview: { port, strictPort: true, host: '127.0.0.1' },
        build: { outDir },
      })
    } catch (error) {
      if (!isPortBusy(error) || attempt >= attempts) throw error
      console.error(`porta ${port} ocupada; nova tentativa em ${waitMs / 1000} s (${attempt}/${attempts})`)
      await sleep(waitMs)
    }
  }
}
