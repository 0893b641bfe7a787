import type { Plugin } from 'vite'
import {
  EnvError,
  envLookup,
  LOCAL_BACKEND,
  localBackendUrl,
  readEnv,
  runtimeEnv,
  type EnvSource,
  type RawEnv,
} from '#functions/platform/environment.ts'

/** The setting that asks for a build against the local backend on purpose (docs/environment.md). */
export const LOCAL_DEMO_SETTING = 'VITE_BACKEND=local'

const SITE_ENV = 'virtual:site-env'

/** What the browser gets of the environment (`virtual:site-env`), parsed by the one schema at build or dev start. */
export interface SiteSettings {
  backendUrl: string
  anonKey: string
  /** Cloudflare Turnstile's site key, '' when the sign-in's robot check is off (decision 220). */
  captchaSiteKey: string
}

/**
 * Production needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or says it is the local demo (VITE_BACKEND=local);
 * development is always the local demo, on LOCAL_BACKEND_PORT unless VITE_SUPABASE_URL names another backend.
 */
export function siteSettings(source: EnvSource, { dev }: { dev: boolean }): SiteSettings | { problem: string } {
  let env
  try {
    readEnv(['VITE_BACKEND'], source)
  } catch {
    return {
      problem: `VITE_BACKEND="${envLookup(source)('VITE_BACKEND')}" não é um valor conhecido: use ${LOCAL_DEMO_SETTING} ou não defina.`,
    }
  }
  try {
    env = readEnv(['VITE_BACKEND', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_TURNSTILE_SITE_KEY', 'LOCAL_BACKEND_PORT'], source)
  } catch (error) {
    if (error instanceof EnvError) return { problem: error.message }
    throw error
  }
  const localDemo = dev || env.VITE_BACKEND === 'local'
  const missing = (['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const).filter((name) => !env[name])
  if (!localDemo && missing.length > 0)
    return {
      problem:
        `build de produção sem ${missing.join(' e ')}: o site enviaria os formulários para 127.0.0.1 e nenhum chegaria à agência.\n` +
        `  Produção: defina VITE_SUPABASE_URL e VITE_SUPABASE_ANON_KEY (Project Settings → API do Supabase).\n` +
        `  Demonstração com o backend local: ${LOCAL_DEMO_SETTING} npm run build`,
    }
  return {
    backendUrl: env.VITE_SUPABASE_URL ?? localBackendUrl(env.LOCAL_BACKEND_PORT),
    anonKey: env.VITE_SUPABASE_ANON_KEY ?? LOCAL_BACKEND.anonKey,
    captchaSiteKey: env.VITE_TURNSTILE_SITE_KEY?.trim() ?? '',
  }
}

/**
 * `virtual:site-env`, one constant per setting (so a page keeps only those it reads). A production build without its
 * backend stops here: such a build once silently posted every form to the visitor's own 127.0.0.1.
 */
export function siteEnv(): Plugin {
  let settings: SiteSettings | undefined
  return {
    name: 'excellis-site-env',
    configResolved(config) {
      // Vite's own reading of .env files first, then the process's (LOCAL_BACKEND_PORT has no VITE_ prefix).
      const source: RawEnv = (name) => (config.env[name] as string | undefined) ?? runtimeEnv(name)
      const result = siteSettings(source, { dev: config.command === 'serve' })
      if ('problem' in result) {
        if (config.build.ssr) return
        throw new Error(result.problem)
      }
      settings = result
    },
    resolveId: (source) => (source === SITE_ENV ? `\0${SITE_ENV}` : null),
    load(id) {
      if (id !== `\0${SITE_ENV}` || !settings) return null
      return Object.entries(settings)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n')
    },
  }
}
