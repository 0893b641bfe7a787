import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { backendSettingsProblem } from '../../scripts/site/backend-env-guard.ts'

describe('a production build needs its backend, or says it is the local demo', () => {
  it.each([
    ['both settings', { VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' }],
    ['the local demo setting', { VITE_BACKEND: 'local' }],
    ['the local demo on another port', { VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'http://127.0.0.1:54329' }],
  ])('builds with %s', (_name, env) => {
    expect(backendSettingsProblem(env)).toBeUndefined()
  })

  it.each([
    ['nothing', {}, /sem VITE_SUPABASE_URL e VITE_SUPABASE_ANON_KEY/],
    [
      'only the URL',
      { VITE_SUPABASE_URL: 'https://ref.supabase.co' },
      /sem VITE_SUPABASE_ANON_KEY: o site enviaria os formulários para 127\.0\.0\.1/,
    ],
    ['a blank key', { VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: ' ' }, /sem VITE_SUPABASE_ANON_KEY/],
    ['an unknown VITE_BACKEND', { VITE_BACKEND: 'producao' }, /VITE_BACKEND="producao" não é um valor conhecido/],
  ])('refuses %s, saying how to fix it', (_name, env, message) => {
    const problem = backendSettingsProblem(env)
    expect(problem).toMatch(message)
    if (!/VITE_BACKEND="/.test(problem ?? '')) expect(problem).toContain('VITE_BACKEND=local npm run build')
  })

  it('`vite build` without them stops before building anything, with that message', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'excellis-guard-'))
    try {
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')))
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
