import type { Plugin } from 'vite'

/** The setting that asks for a build against the local backend on purpose (README, "Variáveis de ambiente"). */
export const LOCAL_DEMO_SETTING = 'VITE_BACKEND=local'

/** Both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or VITE_BACKEND=local. */
export function backendSettingsProblem(env: Record<string, string | undefined>): string | undefined {
  if (env.VITE_BACKEND === 'local') return undefined
  if (env.VITE_BACKEND) return `VITE_BACKEND="${env.VITE_BACKEND}" não é um valor conhecido: use ${LOCAL_DEMO_SETTING} ou não defina.`
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !env[name]?.trim())
  if (missing.length === 0) return undefined
  return (
    `build de produção sem ${missing.join(' e ')}: o site enviaria os formulários para 127.0.0.1 e nenhum chegaria à agência.\n` +
    `  Produção: defina VITE_SUPABASE_URL e VITE_SUPABASE_ANON_KEY (Project Settings → API do Supabase).\n` +
    `  Demonstração com o backend local: ${LOCAL_DEMO_SETTING} npm run build`
  )
}

/** Such a build once silently posted every form to the visitor's own 127.0.0.1. */
export function backendEnvGuard(): Plugin {
  return {
    name: 'excellis-backend-env-guard',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return
      const problem = backendSettingsProblem(config.env)
      if (problem) throw new Error(problem)
    },
  }
}
