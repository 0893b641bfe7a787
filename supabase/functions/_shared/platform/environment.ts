import { z } from 'zod'
import { LOCAL_PORTS } from '../form-core/index.ts'

/**
 * Every environment variable the project reads, once: who reads it, its parser and default, what it is. The function,
 * the local backend, the deploy, the site build, the scripts and the tests read values through `readEnv`; this is the
 * one module that touches `process.env` or `Deno.env` (lint: no-restricted-syntax). Runs under Node and Deno.
 */
export type Reader = 'function' | 'local backend' | 'deploy' | 'site build' | 'scripts' | 'benchmarks' | 'tests'

/** A parser and, in Portuguese, what it expects: the message when a value does not parse. */
interface Parser<T extends z.ZodType = z.ZodType> {
  schema: T
  expects: string
}

const text = (): Parser<z.ZodOptional<z.ZodString>> => ({ schema: z.string().optional(), expects: 'um texto' })
const textOr = (fallback: string): Parser<z.ZodDefault<z.ZodString>> => ({ schema: z.string().default(fallback), expects: 'um texto' })
const count = (fallback: number) => ({ schema: z.coerce.number().int().min(1).default(fallback), expects: 'um inteiro ≥ 1' })
const whole = (fallback: number) => ({ schema: z.coerce.number().int().min(0).default(fallback), expects: 'um inteiro ≥ 0' })
const port = (fallback: number) => ({
  schema: z.coerce.number().int().min(0).max(65535).default(fallback),
  expects: 'uma porta (0 a 65535)',
})
const url = () => ({ schema: z.url().optional(), expects: 'uma URL' })
const flag = () => ({ schema: z.enum(['true', 'false']).optional(), expects: '`true` ou `false`' })
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => ({
  schema: z.enum(values).optional(),
  expects: values.map((v) => `\`${v}\``).join(' ou '),
})

export interface Variable {
  readers: readonly Reader[]
  requiredBy?: readonly Reader[]
  /** Set by the platform that runs the reader (Supabase, GitHub Actions), never by us. */
  injected?: true
  value: Parser
  /** What it is, in Portuguese: `npm run deploy` prints it when the name is missing. */
  description: string
}

export const ENVIRONMENT = {
  VITE_SUPABASE_URL: {
    readers: ['site build', 'deploy'],
    requiredBy: ['deploy'],
    value: url(),
    description:
      'URL do projeto Supabase (Project Settings → API), compilada no site; sem ela (ou sem a chave) o `vite build` para, a não ser com `VITE_BACKEND=local`; no `npm run dev`, o backend local',
  },
  VITE_SUPABASE_ANON_KEY: {
    readers: ['site build', 'deploy'],
    requiredBy: ['deploy'],
    value: text(),
    description:
      'chave pública (anon/publishable) do projeto, compilada no site; a mesma regra; no `npm run dev`, a chave de demonstração local',
  },
  VITE_TURNSTILE_SITE_KEY: {
    readers: ['site build', 'deploy'],
    value: text(),
    description:
      'chave de site (pública) do Cloudflare Turnstile: com ela a tela de entrada do painel e do editor mostra a verificação "não sou um robô" e manda o token ao pedir o código; ligue junto a proteção contra bots do Auth (docs/backend.md, decisão 220); sem ela nada muda',
  },
  VITE_BACKEND: {
    readers: ['site build'],
    value: oneOf(['local']),
    description: '`local`: build de demonstração para o backend local, de propósito (o que os testes e2e e os benchmarks usam)',
  },
  SUPABASE_URL: {
    readers: ['function', 'scripts'],
    requiredBy: ['function'],
    injected: true,
    value: url(),
    description: 'URL do projeto, injetada pelo Supabase; `npm run members` com `DATABASE_URL` a usa para criar o usuário do Auth',
  },
  SUPABASE_SERVICE_ROLE_KEY: {
    readers: ['function', 'scripts'],
    requiredBy: ['function'],
    injected: true,
    value: text(),
    description:
      'chave service-role, injetada pelo Supabase: o papel de toda chamada da função ao banco e a única credencial que a rota de reenvio do outbox aceita; `npm run members` com `DATABASE_URL` a usa na API de administração do Auth',
  },
  RATE_LIMIT_SALT: {
    readers: ['function', 'local backend', 'deploy'],
    requiredBy: ['function', 'deploy'],
    value: text(),
    description:
      'texto aleatório e secreto (ex.: openssl rand -hex 32) com que a função salga o hash do IP no limite de envios; o mesmo a cada deploy; no backend local, um texto fixo e público',
  },
  // 5 of one form and 20 in all per 10 minutes: room for a correction or an office, and a script stops long before the e-mail quota.
  RATE_LIMIT_PER_FORM: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(5),
    description: 'envios de um formulário por visitante e janela',
  },
  RATE_LIMIT_PER_CLIENT: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(20),
    description: 'envios de todos os formulários juntos por visitante e janela',
  },
  // The funnel's events (decision 221): a visit sends a handful; an office behind one address, a few hundred an hour.
  FUNNEL_EVENTS_PER_CLIENT: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(600),
    description: 'eventos do funil (visto, começou, parou, enviou) por visitante (rede) e janela, à parte do limite de envios',
  },
  // The visitor's receipt (decision 209): a few a day, so the form cannot be used to mail somebody else.
  RECEIPTS_PER_ADDRESS: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(5),
    description: 'recibos por dia para um mesmo e-mail digitado nos formulários; os envios além disso são aceitos sem recibo',
  },
  RECEIPTS_PER_CLIENT: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(10),
    description: 'recibos por dia pedidos de um mesmo visitante (rede), para qualquer endereço',
  },
  RATE_LIMIT_WINDOW_SECONDS: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(600),
    description: 'a janela do limite, em segundos',
  },
  RESEND_API_KEY: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'chave da API do Resend; com as duas seguintes, liga o e-mail à agência',
  },
  NOTIFY_EMAIL_TO: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'destinatário(s) do e-mail, separados por vírgula',
  },
  NOTIFY_EMAIL_FROM: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'remetente, num domínio verificado no Resend (ex.: Site <site@agencia.com.br>)',
  },
  AUTH_EMAIL_SENDER: {
    readers: ['function', 'deploy'],
    value: text(),
    description:
      'remetente dos códigos de acesso ao painel (ex.: Excellis <painel@agencia.com.br>, num domínio verificado no Resend): o gancho de e-mail do Auth (função `workspace`) envia por ele, com a RESEND_API_KEY',
  },
  SEND_EMAIL_HOOK_URI: {
    readers: ['deploy'],
    value: url(),
    description:
      'endereço do gancho "Send Email" para `supabase config push`: `https://<projeto>.supabase.co/functions/v1/workspace/auth/send-email`; lido pela CLI do Supabase, não pelo nosso código',
  },
  SEND_EMAIL_HOOK_SECRET: {
    readers: ['function', 'deploy'],
    value: text(),
    description:
      'segredo do gancho "Send Email" do Auth (Authentication → Hooks, `v1,whsec_…`): a função `workspace` só envia um código pedido com a assinatura dele; sem ele (ou sem RESEND_API_KEY e AUTH_EMAIL_SENDER) a rota do gancho responde 503 e ninguém recebe código (decisão 200)',
  },
  NOTIFY_EMAIL_ANSWERS: {
    readers: ['function', 'local backend', 'deploy'],
    value: { schema: z.enum(['none', 'full']).default('none'), expects: '`none` ou `full`' },
    description:
      'o que o e-mail de cada lead leva: `none` (padrão) quem enviou qual formulário e o link para o lead no painel, sem as respostas; `full` também as respostas (a tela de eliminação então lembra de apagar esses e-mails)',
  },
  SITE_URL: {
    readers: ['function', 'local backend', 'deploy'],
    value: url(),
    description:
      'endereço público do site (ex.: https://www.agencia.com.br): o e-mail de cada lead e o CSV de todos os formulários levam à página do lead no painel; localmente, o de `npm run dev`',
  },
  CORS_ALLOW_ORIGIN: {
    readers: ['function', 'deploy'],
    requiredBy: ['deploy'],
    // `*` only outside the deploy, which demands the site's origin.
    value: textOr('*'),
    description:
      'a origem do site para CORS (ex.: https://www.agencia.com.br); sem ela a função responde a qualquer origem (`*`), por isso o deploy não roda sem ela',
  },
  // The current revision and the one before: a page opened before a deploy still sends (version skew).
  FORM_REVISIONS_ACCEPTED: {
    readers: ['function', 'local backend', 'deploy'],
    value: count(2),
    description: 'quantas revisões recentes de cada questionário a função aceita',
  },
  // The editor's review (decision 181): the function, never the browser, holds the agency's GitHub credential.
  EDITOR_GITHUB_REPO: {
    readers: ['function', 'local backend', 'deploy'],
    value: {
      schema: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/)
        .optional(),
      expects: '`dono/nome`',
    },
    description: '`dono/nome` do repositório em que o editor (/editor) abre a revisão de um questionário; sem ele, o envio fica desligado',
  },
  EDITOR_GITHUB_API_URL: {
    readers: ['function', 'local backend', 'deploy'],
    value: { schema: z.url().default('https://api.github.com'), expects: 'uma URL' },
    description: 'a API REST do GitHub (GitHub Enterprise; os testes apontam para uma imitação local)',
  },
  EDITOR_GITHUB_TOKEN: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'token fine-grained com escrita em Contents e Pull requests do repositório; use-o ou o GitHub App abaixo',
  },
  EDITOR_GITHUB_APP_ID: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'id do GitHub App da agência (preferido ao token: tokens curtos, commits em nome do app)',
  },
  EDITOR_GITHUB_APP_PRIVATE_KEY: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'chave privada (PEM) do GitHub App',
  },
  EDITOR_GITHUB_APP_INSTALLATION_ID: {
    readers: ['function', 'local backend', 'deploy'],
    value: text(),
    description: 'id da instalação do GitHub App no repositório',
  },
  OUTBOX_FLUSH_SECONDS: {
    readers: ['local backend'],
    value: count(60),
    description: 'de quanto em quanto tempo o backend local tenta de novo os e-mails pendentes (em produção, o pg_cron a cada minuto)',
  },
  LOCAL_BACKEND_PORT: {
    readers: ['local backend', 'site build'],
    value: port(LOCAL_PORTS.backend),
    description: 'porta do backend local (`0` escolhe uma livre); o site de `npm run dev` envia para ela',
  },
  AUTH_CAPTCHA_SECRET: {
    readers: ['local backend'],
    value: text(),
    description:
      'segredo do Turnstile para o Auth local exigir o token no pedido de código, como o Auth do Supabase com a proteção contra bots ligada; os segredos de teste do Turnstile (`1x0000000000000000000000000000000AA` aceita, `2x…AA` recusa) são conferidos sem rede; em produção o segredo fica no painel do Supabase (decisão 220)',
  },
  LOCAL_BACKEND_DATA_DIR: {
    readers: ['local backend', 'scripts'],
    value: text(),
    description: 'pasta de dados do backend local (padrão `.local-db/`)',
  },
  DATABASE_URL: {
    readers: ['local backend', 'scripts', 'deploy'],
    requiredBy: ['deploy'],
    value: text(),
    description:
      'conexão Postgres do projeto (Project Settings → Database → Connection string, session pooler); localmente, um PostgreSQL de verdade em vez do PGlite; no deploy, `pglite:<pasta>` ensaia contra um Postgres embutido',
  },
  SUPABASE_ACCESS_TOKEN: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    value: text(),
    description: 'token pessoal do Supabase (Account → Access Tokens) para a CLI',
  },
  SUPABASE_PROJECT_REF: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    value: text(),
    description: 'referência do projeto (o trecho <ref> de https://<ref>.supabase.co)',
  },
  SUPABASE_CLI: { readers: ['deploy'], value: textOr('supabase'), description: 'caminho da CLI do Supabase (padrão: `supabase` no PATH)' },
  SITE_PUBLISH_COMMAND: {
    readers: ['deploy'],
    requiredBy: ['deploy'],
    value: text(),
    description: 'comando que publica a pasta $DIST_DIR na hospedagem (ex.: npx netlify deploy --prod --dir "$DIST_DIR")',
  },
  NETLIFY_AUTH_TOKEN: {
    readers: ['deploy'],
    value: text(),
    description: 'lida pelo SITE_PUBLISH_COMMAND do workflow (a CLI da Netlify), não pelo nosso código',
  },
  NETLIFY_SITE_ID: {
    readers: ['deploy'],
    value: text(),
    description: 'lida pelo SITE_PUBLISH_COMMAND do workflow (a CLI da Netlify), não pelo nosso código',
  },
  FORMS_ROOT: {
    readers: ['scripts'],
    value: text(),
    description: 'outra cópia do projeto em que `npm run new:form` escreve (o mesmo que `--root`)',
  },
  GITHUB_ACTIONS: {
    readers: ['scripts', 'tests'],
    injected: true,
    value: flag(),
    description:
      '`true` no GitHub Actions: o check:schemas anota cada problema na sua linha do diff, e o Playwright avisa de cada teste que só passou na segunda tentativa',
  },
  GITHUB_STEP_SUMMARY: {
    readers: ['scripts', 'tests'],
    injected: true,
    value: text(),
    description: 'arquivo do resumo do job no GitHub Actions, em que o check:schemas e o Playwright (os testes instáveis) escrevem',
  },
  GITHUB_BASE_REF: {
    readers: ['scripts'],
    injected: true,
    value: text(),
    description: 'o ramo de destino de um pull request no GitHub Actions, citado no resumo',
  },
  BENCH_BUNDLE_PORT: { readers: ['benchmarks'], value: port(4174), description: 'porta do `npm run bench:bundle`' },
  BENCH_LIGHTHOUSE_PORT: { readers: ['benchmarks'], value: port(4175), description: 'porta do `npm run bench:lighthouse`' },
  BENCH_TYPING_PORT: { readers: ['benchmarks'], value: port(4176), description: 'porta do `npm run bench:typing`' },
  BENCH_EDITOR_PORT: { readers: ['benchmarks'], value: port(4191), description: 'porta do `npm run bench:editor`' },
  BENCH_WORKSPACE_PORT: { readers: ['benchmarks'], value: port(4192), description: 'porta do `npm run bench:workspace`' },
  PROBE_PORT: {
    readers: ['tests'],
    value: port(55020),
    description: 'porta do backend do `npm run probe` (a do backend manual do fluxo `sec`)',
  },
  PROBE_GENERATED: { readers: ['tests'], value: count(30), description: 'respostas inválidas geradas por formulário no `npm run probe`' },
  PROBE_KILLS: { readers: ['tests'], value: count(3), description: 'quantas vezes o `npm run probe` mata o backend (`kill -9`) sob carga' },
  CI: {
    readers: ['tests'],
    injected: true,
    value: text(),
    description: 'definida pelo CI (e por `.ci/run`): o Playwright tenta de novo uma vez um teste que falhou',
  },
  E2E_PORT_OFFSET: {
    readers: ['tests'],
    value: whole(0),
    description: 'desloca as portas e pastas do Playwright, para duas execuções na mesma máquina',
  },
  GEN_SEED: {
    readers: ['tests'],
    value: { schema: z.coerce.number().int().min(0).optional(), expects: 'um inteiro ≥ 0' },
    description: 'semente dos casos gerados de cada schema (padrão: sorteada e impressa, para repetir uma falha)',
  },
  GEN_RUNS: { readers: ['tests'], value: count(200), description: 'quantos casos gerados por formulário' },
  VITEST_POOL_ID: {
    readers: ['tests'],
    injected: true,
    value: text(),
    description: 'o worker do Vitest: os testes de integração guardam um backend por worker em `.tmp/test-backends/`',
  },
} as const satisfies Record<string, Variable>

export type EnvName = keyof typeof ENVIRONMENT

/** The value a name parses to: its default when unset, `undefined` for an unset name without one. */
export type EnvValue<N extends EnvName> = z.output<(typeof ENVIRONMENT)[N]['value']['schema']>

/** Whether the lead e-mail carries the answers (`NOTIFY_EMAIL_ANSWERS`): the e-mail and the erasure screen both ask. */
export type NotifyAnswers = EnvValue<'NOTIFY_EMAIL_ANSWERS'>

/** A name → text lookup (the running process's is `runtimeEnv`), or a record of them (tests, a child's environment). */
export type RawEnv = (name: string) => string | undefined
export type EnvSource = RawEnv | Readonly<Record<string, string | undefined>>

export const envLookup = (source: EnvSource): RawEnv => (typeof source === 'function' ? source : (name) => source[name])

interface DenoGlobal {
  Deno?: { env: { get(name: string): string | undefined } }
  process?: { env: Record<string, string | undefined> }
}

/** The process's own environment, under Deno or Node: the only read of it in the project. */
export const runtimeEnv: RawEnv = (name) => {
  const runtime = globalThis as DenoGlobal
  return runtime.Deno ? runtime.Deno.env.get(name) : runtime.process?.env[name]
}

/** Sets a variable for this process and its children (a benchmark builds the site as the local demo). */
export function setRuntimeEnv(name: EnvName, value: string): void {
  const env = (globalThis as DenoGlobal).process?.env
  if (env) env[name] = value
}

/** A child process's environment (Node): this process's plus `extra`. */
export const childEnv = (extra: Record<string, string | undefined> = {}): Record<string, string | undefined> => ({
  ...(globalThis as DenoGlobal).process?.env,
  ...extra,
})

/** A value that does not parse, named with what was expected, e.g. `RATE_LIMIT_PER_FORM="muitos": deve ser um inteiro ≥ 1`. */
export class EnvError extends Error {}

/** Reads and parses `names`; an empty or blank text counts as unset. Throws one EnvError naming every bad value. */
export function readEnv<const N extends EnvName>(names: readonly N[], source: EnvSource = runtimeEnv): { [K in N]: EnvValue<K> } {
  const values: Record<string, unknown> = {}
  const bad: string[] = []
  for (const name of names) {
    const raw = envLookup(source)(name)?.trim() || undefined
    const { schema, expects } = ENVIRONMENT[name].value
    const parsed = schema.safeParse(raw)
    if (parsed.success) values[name] = parsed.data
    else bad.push(`${name}="${raw}": deve ser ${expects}`)
  }
  if (bad.length > 0) throw new EnvError(`configuração inválida: ${bad.join('; ')}`)
  return values as { [K in N]: EnvValue<K> }
}

const names = Object.keys(ENVIRONMENT) as EnvName[]
const entry = (name: EnvName): Variable => ENVIRONMENT[name]

export const namesReadBy = (reader: Reader): EnvName[] => names.filter((name) => entry(name).readers.includes(reader))

export const namesRequiredBy = (reader: Reader): EnvName[] => names.filter((name) => entry(name).requiredBy?.includes(reader) ?? false)

/** The names `reader` requires that `source` leaves unset or blank. */
export const missingEnv = (reader: Reader, source: EnvSource = runtimeEnv): EnvName[] =>
  namesRequiredBy(reader).filter((name) => !envLookup(source)(name)?.trim())

/** What the deploy copies to the function when set (`supabase secrets set`): what it reads, but Supabase does not inject. */
export const FUNCTION_SECRETS: EnvName[] = namesReadBy('function').filter(
  (name) => !entry(name).injected && entry(name).readers.includes('deploy'),
)

/** The local backend (scripts/local-backend): its address and Supabase's public local demo keys, which are not secrets. */
export const LOCAL_BACKEND = {
  host: '127.0.0.1',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  /** Locally a fixed, public salt: nothing here is worth protecting from someone who can read this file. */
  rateLimitSalt: 'excellis-backend-local',
  /** The local Auth signs the Send Email hook with this, as Supabase does with the hook's secret (public too). */
  sendEmailHookSecret: 'v1,whsec_ZXhjZWxsaXMtYmFja2VuZC1sb2NhbC1nYW5jaG8tZGUtZS1tYWls',
} as const

export const localBackendUrl = (port: number): string => `http://${LOCAL_BACKEND.host}:${port}`
