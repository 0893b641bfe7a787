import { describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { siteSettings } from '../../scripts/vite/site-env.ts'

const build = { dev: false }

describe('what the site is built with (virtual:site-env)', () => {
  it.each([
    ['both settings', { VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' }, 'https://ref.supabase.co'],
    ['the local demo setting', { VITE_BACKEND: 'local' }, 'http://127.0.0.1:54321'],
    ['the local demo on another port', { VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'http://127.0.0.1:54329' }, 'http://127.0.0.1:54329'],
  ])('builds with %s, sending to %s', (_name, env, backendUrl) => {
    expect(siteSettings(env, build)).toMatchObject({ backendUrl })
  })

  it('in development sends to LOCAL_BACKEND_PORT alone, with the local key, unless VITE_SUPABASE_URL names another', () => {
    expect(siteSettings({ LOCAL_BACKEND_PORT: '54503' }, { dev: true })).toEqual({
      backendUrl: 'http://127.0.0.1:54503',
      anonKey: LOCAL_BACKEND.anonKey,
      captchaSiteKey: '',
    })
    expect(siteSettings({ LOCAL_BACKEND_PORT: '54503', VITE_SUPABASE_URL: 'http://127.0.0.1:6000' }, { dev: true })).toMatchObject({
      backendUrl: 'http://127.0.0.1:6000',
    })
  })

  it("the sign-in's robot check is on only with a Turnstile site key (decision 220)", () => {
    expect(siteSettings({ VITE_BACKEND: 'local' }, build)).toMatchObject({ captchaSiteKey: '' })
    expect(siteSettings({ VITE_BACKEND: 'local', VITE_TURNSTILE_SITE_KEY: ' 0x4AAAAAAA ' }, build)).toMatchObject({
      captchaSiteKey: '0x4AAAAAAA',
    })
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
    [
      'a URL that is not one',
      { VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'ref.supabase.co' },
      /VITE_SUPABASE_URL="ref.supabase.co": deve ser uma URL/,
    ],
  ])('refuses %s, saying how to fix it', (_name, env, message) => {
    const result = siteSettings(env, build)
    const problem = 'problem' in result ? result.problem : ''
    expect(problem).toMatch(message)
    if (/sem VITE_/.test(problem)) expect(problem).toContain('VITE_BACKEND=local npm run build')
  })
})
