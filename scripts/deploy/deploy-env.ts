import { ENVIRONMENT, type EnvName } from '../../supabase/functions/_shared/environment.ts'

/**
 * What `npm run deploy` needs from its environment (README, "Publicar"): each step names its own (deploy-steps.ts),
 * described in the one table of variables (supabase/functions/_shared/environment.ts). Read once, at start; every
 * missing name is reported together, before anything is built or changed.
 */
export type DeployEnvName = EnvName

export type Env = Record<string, string | undefined>

/** The names among `needed` that are unset or blank, each with what it is. */
export function missingEnv(env: Env, needed: readonly DeployEnvName[]): string[] {
  return needed.filter((name) => !env[name]?.trim()).map((name) => `${name}: ${ENVIRONMENT[name].description}`)
}
