/** Every environment variable the project reads; the function, local backend, deploy and docs test derive from it. Pure data (Deno). */
export type Reader = 'function' | 'local backend' | 'deploy' | 'site build' | 'scripts'

export interface Variable {
  readers: readonly Reader[]
  requiredBy?: readonly Reader[]
  injected?: true
  default?: string
  /** What it is, in Portuguese: `npm run deploy` prints it when the name is missing. */
  description: string
}

export const ENVIRONMENT = {
  VITE_SUPABASE_URL: {
    readers: ['site build', 'deploy'],
    requiredBy: ['deploy'],
    description: 'URL do projeto Supabase (Project Settings → API), compilada no site',
  },
  VITE_SUPABASE_ANON_KEY: {
    readers: ['site build', 'deploy'],
    requiredBy: ['deploy'],
    description: 'chave pública (anon/publishable) do projeto, compilada no site',
  },
  VITE_BACKEND: { readers: ['site build'], description: '`local`: build de demonstração para o backend local, de propósito' },
  VITE_EDITOR_GITHUB_REPO: {
    readers: ['site build'],
    description: '`dono/nome` do repositório em que o editor (/editor) abre pull requests; no deploy pelo GitHub, o próprio repositório',
  },
  VITE_EDITOR_GITHUB_API: {
    readers: ['site build'],
    default: 'https://api.github.com',
    description: 'a API REST do GitHub que o editor chama (os testes apontam para uma imitação local)',
  },
  SUPABASE_URL: { readers: ['function'], requiredBy: ['function'], injected: true, description: 'URL do projeto, injetada pelo Supabase' },
  SUPABASE_SERVICE_ROLE_KEY: {
    readers: ['function'],
    requiredBy: ['function'],
    injected: true,
    description: 'chave service-role, injetada pelo Supabase',
  },
  RATE_LIMIT_SALT: {
    readers: ['function', 'local backend', 'deploy'],
    requiredBy: ['function', 'deploy'],
    default: 'localmente, um texto fixo e público',
    description:
      'texto aleatório e secreto (ex.: openssl rand -hex 32) com que a função salga o hash do IP no limite de envios; o mesmo a cada deploy',
  },
  RATE_LIMIT_PER_FORM: {
    readers: ['function', 'local backend', 'deploy'],
    default: '5',
    description: 'envios de um formulário por visitante e janela',
  },
  RATE_LIMIT_PER_CLIENT: {
    readers: ['function', 'local backend', 'deploy'],
    default: '20',
    description: 'envios de todos os formulários juntos por visitante e janela',
  },
  RATE_LIMIT_WINDOW_SECONDS: {
    readers: ['function', 'local backend', 'deploy'],
    default: '600',
    description: 'a janela do limite, em segundos',
  },
  RESEND_API_KEY: {
    readers: ['function', 'local backend', 'deploy'],
    description: 'chave da API do Resend; com as duas seguintes, liga o e-mail à agência',
  },
  NOTIFY_EMAIL_TO: { readers: ['function', 'local backend', 'deploy'], description: 'destinatário(s) do e-mail, separados por vírgula' },
  NOTIFY_EMAIL_FROM: { readers: ['function', 'local backend', 'deploy'], description: 'remetente, num domínio verificado no Resend' },
  CORS_ALLOW_ORIGIN: {
    readers: ['function', 'deploy'],
    requiredBy: ['deploy'],
    default: '`*` (só fora do deploy: o deploy exige a origem)',
    description: 'a origem do site para CORS (ex.: https://www.agencia.com.br)',
  },
  FORM_REVISIONS_ACCEPTED: {
    readers: ['function', 'deploy'],
    default: '2',
    description: 'quantas revisões recentes de cada questionário a função aceita',
  },
  OUTBOX_FLUSH_SECONDS: {
    readers: ['local backend'],
    default: '60',
    description: 'de quanto em quanto tempo o backend local tenta de novo os e-mails pendentes',
  },
  LOCAL_BACKEND_PORT: { readers: ['local backend'], default: '54321', description: 'porta do backend local; `0` escolhe uma livre' },
  LOCAL_BACKEND_DATA_DIR: {
    readers: ['local backend', 'scripts'],
    default: '`.local-db/`',
    description: 'pasta de dados do backend local',
  },
  DATABASE_URL: {
    readers: ['local backend', 'scripts', 'deploy'],
    requiredBy: ['deploy'],
    description: 'conexão Postgres do projeto (Project Settings → Database → Connection string, session pooler)',
  },
  SUPABASE_ACCESS_TOKEN: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    description: 'token pessoal do Supabase (Account → Access Tokens) para a CLI',
  },
  SUPABASE_PROJECT_REF: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    description: 'referência do projeto (o trecho <ref> de https://<ref>.supabase.co)',
  },
  SUPABASE_CLI: { readers: ['deploy'], default: '`supabase` no PATH', description: 'caminho da CLI do Supabase' },
  SITE_PUBLISH_COMMAND: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    description: 'comando que publica a pasta $DIST_DIR na hospedagem (ex.: npx netlify deploy --prod --dir "$DIST_DIR")',
  },
  NETLIFY_AUTH_TOKEN: {
    readers: ['deploy'],
    description: 'lida pelo SITE_PUBLISH_COMMAND do workflow (a CLI da Netlify), não pelo nosso código',
  },
  NETLIFY_SITE_ID: {
    readers: ['deploy'],
    description: 'lida pelo SITE_PUBLISH_COMMAND do workflow (a CLI da Netlify), não pelo nosso código',
  },
} as const satisfies Record<string, Variable>

export type EnvName = keyof typeof ENVIRONMENT

const names = Object.keys(ENVIRONMENT) as EnvName[]
const entry = (name: EnvName): Variable => ENVIRONMENT[name]

export const namesReadBy = (reader: Reader): EnvName[] => names.filter((name) => entry(name).readers.includes(reader))

export const namesRequiredBy = (reader: Reader): EnvName[] => names.filter((name) => entry(name).requiredBy?.includes(reader) ?? false)

/** What the deploy copies to the function when set (`supabase secrets set`): what it reads, but Supabase does not inject. */
export const FUNCTION_SECRETS: EnvName[] = namesReadBy('function').filter(
  (name) => !entry(name).injected && entry(name).readers.includes('deploy'),
)
