import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { childEnv } from '#functions/platform/environment.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

describe('`vite build`, as the deploy and a developer run it (scripts/vite/site-env.ts)', () => {
  it('`vite build` without them stops before building anything, with that message', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'excellis-guard-'))
    try {
      const env = Object.fromEntries(Object.entries(childEnv()).filter(([name]) => !name.startsWith('VITE_')))
      const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'], {
        cwd: rootDir,
        env,
        encoding: 'utf8',
      })
      expect(result.status).not.toBe(0)
      expect(result.stdout + result.stderr).toMatch(/build de produção sem VITE_SUPABASE_URL e VITE_SUPABASE_ANON_KEY/)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
