/**
 * What `npm run deploy` needs from its environment (README, "Publicar"). Read once, at start; every missing name
 * is reported together, before anything is built or changed.
 */
export const DEPLOY_ENV = {
  /** The site's backend, compiled into the build: without them the site would post to the local backend. */
  VITE_SUPABASE_URL: 'URL do projeto Supabase (Project Settings → API), compilada no site',
  VITE_SUPABASE_ANON_KEY: 'chave pública (anon/publishable) do projeto, compilada no site',
  /** Migrations and the questionnaires' revisions go through the database directly. */
  DATABASE_URL: 'conexão Postgres do projeto (Project Settings → Database → Connection string, session pooler)',
  /** The Supabase CLI (functions and secrets) reads the token from the environment. */
  SUPABASE_ACCESS_TOKEN: 'token pessoal do Supabase (Account → Access Tokens) para a CLI',
  SUPABASE_PROJECT_REF: 'referência do projeto (o trecho <ref> de https://<ref>.supabase.co)',
  /** The function refuses to start without it (forms-env.ts): the rate limit hashes addresses with it. */
  RATE_LIMIT_SALT: 'texto aleatório e secreto (ex.: openssl rand -hex 32) com que a função salga o hash do IP no limite de envios; o mesmo a cada deploy',
  /** How the built site reaches the visitors: a command that publishes the folder in $DIST_DIR. */
  SITE_PUBLISH_COMMAND: 'comando que publica a pasta $DIST_DIR na hospedagem (ex.: npx netlify deploy --prod --dir "$DIST_DIR")',
} as const

export type DeployEnvName = keyof typeof DEPLOY_ENV

/** The Edge Function's secrets the deploy copies from its own environment when they are set (supabase secrets set). */
export const FUNCTION_SECRETS = [
  'RESEND_API_KEY',
  'NOTIFY_EMAIL_TO',
  'NOTIFY_EMAIL_FROM',
  'CORS_ALLOW_ORIGIN',
  'FORM_REVISIONS_ACCEPTED',
  'RATE_LIMIT_SALT',
  'RATE_LIMIT_PER_FORM',
  'RATE_LIMIT_PER_CLIENT',
  'RATE_LIMIT_WINDOW_SECONDS',
] as const

export type Env = Record<string, string | undefined>

/** The names among `needed` that are unset or blank, each with what it is. */
export function missingEnv(env: Env, needed: readonly DeployEnvName[]): string[] {
  return needed.filter((name) => !env[name]?.trim()).map((name) => `${name}: ${DEPLOY_ENV[name]}`)
}
