import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { preview, type PreviewServer } from 'vite'
import { FUNNEL_SEGMENT, type FormMeta } from '#form-core'
import { renderNotificationEmail } from '#functions/forms-function/notification-email.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'
import type { Lead, Notifier } from '#functions/forms-function/lead-types.ts'
import { formDirsOf } from '../../scripts/forms/load-forms.ts'
import { copyWorkingTree } from '../helpers/project-copy.ts'
import { configFromEnv } from '../../scripts/local-backend/config.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { applyMigrations, bootstrapRoles } from '../../scripts/local-backend/migrate.ts'
import { openPglite } from '../../scripts/local-backend/database.ts'
import { startBackend, type RunningBackend } from '../../scripts/local-backend/start-backend.ts'
import { childEnv } from '#functions/platform/environment.ts'

/**
 * The promise of the engine, tried as a marketer would: a copy of the project, a new questionnaire that is not one
 * of the thirteen (two JSON files copied from website's and edited), and nothing else. The project's checks pass
 * on it, `npm run deploy` ships it (Supabase CLI replaced by a recording stub, production database by PGlite),
 * and in a browser the published site serves it against the local backend: route, card, validation, row, e-mail.
 * Its own copy, backend and site: it needs none of the servers the other specs share.
 */
const ID = 'consultoria-seo'
const ROUTE = '/briefing-consultoria-seo'
const TITLE = 'Briefing de Consultoria de SEO'
const CARD_TITLE = 'Consultoria de SEO'
const QUESTION = 'Qual é o nome do seu negócio?'

// Made in beforeAll: Playwright also loads this file to list the tests, in processes that never run them.
let work = ''
let project = ''
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: project, encoding: 'utf8', env: childEnv({ ...env, NO_COLOR: '1' }) })
const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: project, encoding: 'utf8' })
    .replace(/\n$/, '')
    .split('\n')
    .sort()

/** The agency's real contact data, as a project ready for production has it: `npm run deploy` refuses placeholders. */
function fillContact(project: string) {
  const file = join(project, 'src/content/contact.ts')
  const real = {
    whatsappNumber: '5511987654321',
    phoneDisplay: '(11) 98765-4321',
    email: 'contato@excellis.com.br',
    address: 'Rua Augusta, 1500 — Consolação, São Paulo - SP',
    postalCode: '01304-001',
    siteUrl: 'https://www.excellis.com.br',
  }
  let text = readFileSync(file, 'utf8')
  for (const [name, value] of Object.entries(real)) text = text.replace(new RegExp(`(${name}: )'[^']*'`), `$1'${value}'`)
  writeFileSync(file, text.replace(/(contactPlaceholders: [^=]+= )\[[^\]]*\]/, '$1[]'))
}

interface EditedSchema {
  $id: string
  title: string
  properties: { companyName: { title: string } }
  'x-form': FormMeta
}

/** What a marketer does: copy website's two files, then change id, route, titles, card and one question's title. */
function addQuestionnaire() {
  const schema = JSON.parse(readFileSync(join(project, 'schemas/website.json'), 'utf8')) as EditedSchema
  schema.$id = ID
  schema.title = TITLE
  schema.properties.companyName.title = QUESTION
  Object.assign(schema['x-form'], {
    route: ROUTE,
    title: TITLE,
    card: {
      ...schema['x-form'].card!,
      title: CARD_TITLE,
      description: 'Para quem quer aparecer no Google sem pagar por clique.',
      popular: false,
    },
    seo: { title: `${TITLE} | Excellis`, description: 'Conte sobre o seu site e seus objetivos de busca orgânica.' },
  })
  writeFileSync(join(project, `schemas/${ID}.json`), `${JSON.stringify(schema, null, 2)}\n`)
  cpSync(join(project, 'ui-schemas/website.json'), join(project, `ui-schemas/${ID}.json`))
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const mailed: { form: FormRevision; submission: Lead }[] = []
const recordingNotifier: Notifier = { notify: async (form, submission) => void mailed.push({ form, submission }) }

let backend: RunningBackend
let host: PreviewServer
let siteUrl: string
const stubLog = () => join(work, 'supabase-cli.log')
const deployDb = () => join(work, 'production-db')
const published = () => join(work, 'host')
let deploy: ReturnType<typeof run>
let statusAfterAdding: string[]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  ;({ work, project } = copyWorkingTree('two-files', fillContact))
  addQuestionnaire()
  statusAfterAdding = gitStatus()
  // The local backend, over the copy's files: it publishes their revisions at start, as deploy does in production.
  backend = await startBackend(
    {
      ...configFromEnv({}),
      port: 0,
      dataDir: join(work, 'local-db'),
      forms: formDirsOf(project),
      migrationsDir: join(project, 'supabase/migrations'),
    },
    { notifier: recordingNotifier, logger: { error: () => undefined } },
  )
  // "Production": an empty Postgres that `supabase db push` (stubbed) would have migrated.
  const db = await openPglite(deployDb())
  await bootstrapRoles(db)
  await applyMigrations(db, join(project, 'supabase/migrations'))
  await db.close()
})

/** `npm run deploy` in the copy: Supabase CLI stubbed (it records its calls), "production" on PGlite, the site "host" a folder. */
function deployCopy() {
  const stub = join(work, 'supabase')
  writeFileSync(stub, `#!/usr/bin/env bash\necho "supabase $*" >> "${stubLog()}"\n`)
  chmodSync(stub, 0o755)
  return run(process.execPath, ['--import', 'tsx', 'scripts/deploy/main.ts'], {
    SUPABASE_CLI: stub,
    DATABASE_URL: `pglite:${deployDb()}`,
    SUPABASE_ACCESS_TOKEN: 'sbp_test',
    SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
    RATE_LIMIT_SALT: 'sal-do-ensaio',
    CORS_ALLOW_ORIGIN: 'http://127.0.0.1',
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: LOCAL_BACKEND.anonKey,
    SITE_PUBLISH_COMMAND: `cp -r "$DIST_DIR" "${published()}" && echo "site publicado" >> "${stubLog()}"`,
    RESEND_API_KEY: '',
  })
}

test.afterAll(async () => {
  await host?.close()
  await backend?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

test.describe('a questionnaire is two JSON files', () => {
  test('adding one is adding its two files: nothing else in the repository changes', () => {
    expect(statusAfterAdding).toEqual([`?? schemas/${ID}.json`, `?? ui-schemas/${ID}.json`])
  })

  test("passes the project's checks: types, lint and the schema check", () => {
    test.setTimeout(240_000)
    for (const [name, args] of [
      ['typecheck: FormId', ['--import', 'tsx', 'scripts/form-ids/main.ts']],
      ['typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']],
      // ESLint reads no JSON: the one code file the two new files change is the generated FormId (the rest of the tree
      // is the main run's lint, file for file the same).
      ['lint', ['node_modules/eslint/bin/eslint.js', '-c', 'scripts/eslint.config.js', '--max-warnings', '0', 'src/forms/form-ids.ts']],
      ['check:schemas', ['--import', 'tsx', 'scripts/check-schemas/main.ts']],
    ] as const) {
      const result = run(process.execPath, [...args])
      expect(result.status, `${name}:\n${result.stdout}${result.stderr}`).toBe(0)
    }
    expect(gitStatus()).toEqual([`?? schemas/${ID}.json`, `?? ui-schemas/${ID}.json`])
  })

  test('npm run deploy ships it in order: check, build, migrations, its revision, the function, then the site', async () => {
    test.setTimeout(240_000)
    deploy = deployCopy()
    expect(deploy.status, deploy.stdout + deploy.stderr).toBe(0)
    expect(deploy.stdout.match(/^\[\d\/7\] .*/gm)?.map((l) => l.replace(/^\[\d\/7\] /, ''))).toEqual([
      'conferir os questionários (check:schemas) e os dados de contato',
      'gerar o site (vite build)',
      'aplicar as migrações (supabase db push)',
      'publicar as revisões dos questionários (form_revisions)',
      'atualizar os segredos da função (supabase secrets set)',
      'publicar as funções forms e workspace (supabase functions deploy)',
      'publicar o site (SITE_PUBLISH_COMMAND)',
    ])
    expect(readFileSync(stubLog(), 'utf8').trim().split('\n')).toEqual([
      `supabase db push --db-url pglite:${deployDb()} --yes`,
      // The rate limit's salt, which the function needs to start, is always among the secrets.
      expect.stringMatching(/^supabase secrets set --env-file \S+ --project-ref abcdefghijklmnopqrst --yes$/),
      'supabase functions deploy forms workspace --project-ref abcdefghijklmnopqrst --use-api --yes',
      'site publicado',
    ])
    expect(deploy.stdout).toContain(`${ID} (new)`)
    const db = await openPglite(deployDb())
    try {
      const { rows } = await db.query<{ title: string }>("select schema->>'title' as title from public.form_revisions where form_id = $1", [
        ID,
      ])
      expect(rows).toEqual([{ title: TITLE }])
    } finally {
      await db.close()
    }
    expect(existsSync(join(published(), 'briefing-consultoria-seo.html')), 'its static HTML').toBe(true)
    expect(readFileSync(join(published(), 'sitemap.xml'), 'utf8')).toContain(`${ROUTE}</loc>`)
    // Nothing generated needs committing; the deploy records what production now runs, for the next check.
    expect(gitStatus()).toEqual([' M supabase/published-forms.lock.json', `?? schemas/${ID}.json`, `?? ui-schemas/${ID}.json`])
    expect(readFileSync(join(project, 'supabase/published-forms.lock.json'), 'utf8')).toContain(`"${ID}": {`)
  })

  test('in a browser: its page and card, an empty submit blocked, a filled one stored as a row and e-mailed with its titles', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    host = await preview({
      configFile: join(project, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: published() },
      preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    })
    siteUrl = host.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    const sent: string[] = []
    // The funnel's count of the visit (decision 221) is no answer: only sends are watched.
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/functions/v1/') && !r.url().endsWith(`/${FUNNEL_SEGMENT}`) && sent.push(r.url()),
    )
    await page.goto(`${siteUrl}/briefings`)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: CARD_TITLE }) })
    await expect(card.getByRole('link', { name: 'Preencher briefing' })).toHaveAttribute('href', ROUTE)
    await card.getByRole('link', { name: 'Preencher briefing' }).click()
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByLabel(QUESTION)).toBeVisible()

    await page.getByRole('button', { name: 'Enviar Briefing' }).click()
    await expect(page.getByText(`Preencha o campo "${QUESTION}".`).first()).toBeVisible()
    expect(sent, 'an empty submit sends nothing').toEqual([])

    await page.getByLabel(QUESTION).fill('Padaria Pão Dourado')
    // The contact section the copied briefing brings (decision 110).
    await page.getByLabel('Seu nome').fill('Ana Souza')
    await page.getByLabel('E-mail').fill('ana@padaria.com.br')
    await page.getByRole('button', { name: 'Enviar Briefing' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'sucesso' })).toBeVisible()
    expect(sent).toEqual([`${backend.url}/functions/v1/forms/${ID}`])
    const { rows } = await backend.db.query<{ payload: { companyName: string } }>(
      'select payload from public.form_submissions where form_id = $1',
      [ID],
    )
    expect(rows.map((r) => r.payload.companyName)).toEqual(['Padaria Pão Dourado'])
    // The e-mail leaves after the answer, from the outbox.
    await expect.poll(() => mailed.length).toBe(1)
    const last = mailed.at(-1)!
    const email = renderNotificationEmail(last.form, last.submission, { answers: 'full' })
    expect(email.subject).toBe(`Novo envio: ${TITLE}`)
    expect(email.text).toContain(`${QUESTION}: Padaria Pão Dourado`)
  })

  test('a bad body sent straight to the server for it gets a Portuguese 4xx, and nothing is stored', async () => {
    const response = await fetch(`${backend.url}/functions/v1/forms/${ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The contact section answered (decision 110): the two mistakes are the only ones.
      body: JSON.stringify({ companyName: 42, campoInventado: 'x', contactName: 'Ana Souza', contactEmail: 'ana@padaria.com.br' }),
    })
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: { message: string; details: { field: string; message: string }[] } }
    expect(error.details).toEqual([
      { field: 'companyName', message: `"${QUESTION}" deve ser um texto.` },
      { field: 'campoInventado', message: 'Campo desconhecido: "campoInventado".' },
    ])
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.form_submissions where form_id = $1', [
      ID,
    ])
    expect(rows[0].n).toBe(1)
  })
})
