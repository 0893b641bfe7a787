import { checkForms, dirsOf } from '../check-schemas/check-form-files.ts'
import { formatProblem } from '#form-authoring'
import { FORMS_FUNCTION, WORKSPACE_FUNCTION } from '#form-core'
import { formDirsOf, loadForms } from '../forms/load-forms.ts'
import { CURRENT_REVISIONS_SQL, lockOf, lockPathOf, writeLock, type LiveRevision } from '../forms/published-lock.ts'
import { publishRevisions, type SqlRunner } from '../forms/publish-revisions.ts'
import { baselineRepairCommands, recordedVersions } from './baseline-repair.ts'
import { contactPlaceholderProblems, readContactFile } from './contact-placeholders.ts'
import { ENVIRONMENT, FUNCTION_SECRETS, type EnvName } from '#functions/platform/environment.ts'

export type Env = Record<string, string | undefined>

export function missingEnv(env: Env, needed: readonly EnvName[]): string[] {
  return needed.filter((name) => !env[name]?.trim()).map((name) => `${name}: ${ENVIRONMENT[name].description}`)
}

export interface DeployContext {
  root: string
  env: Env
  run(command: string, args: string[], options?: { env?: Env }): Promise<void>
  shell(commandLine: string, env: Env): Promise<void>
  database(url: string): Promise<SqlRunner & { close(): Promise<void> }>
  secretsFile(lines: string[]): { path: string; remove(): void }
  log(line: string): void
}

export type StepId = 'check' | 'build' | 'migrate' | 'publish' | 'secrets' | 'functions' | 'site'

export interface DeployStep {
  id: StepId
  title: string
  needs: readonly EnvName[]
  run(ctx: DeployContext): Promise<void>
}

const cli = (ctx: DeployContext) => ctx.env.SUPABASE_CLI?.trim() || 'supabase'

/**
 * The order is the point (tests/scripts/deploy-plan.test.ts): checks and build change nothing; migrations create the tables;
 * revisions before the site, which never names one the server does not know; the function before the site; the site last.
 */
export const deploySteps: readonly DeployStep[] = [
  {
    id: 'check',
    title: 'conferir os questionários (check:schemas) e os dados de contato',
    needs: [],
    async run(ctx) {
      const result = checkForms(dirsOf(ctx.root))
      for (const p of result.problems) ctx.log(formatProblem(p, result.texts.get(p.file), p.file.replace(`${ctx.root}/`, '')))
      if (result.problems.length > 0) throw new Error(`${result.problems.length} problema(s) nos questionários: nada foi publicado`)
      // The site shows these on every page and in the agency's e-mails: invented ones must not reach visitors.
      const placeholders = contactPlaceholderProblems(await readContactFile(ctx.root))
      if (placeholders.length > 0) {
        throw new Error(`src/content/contact.ts ainda tem dados provisórios; nada foi publicado:\n  ${placeholders.join('\n  ')}`)
      }
    },
  },
  {
    id: 'build',
    title: 'gerar o site (vite build)',
    needs: ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'],
    run: (ctx) => ctx.run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']),
  },
  {
    id: 'migrate',
    title: 'aplicar as migrações (supabase db push)',
    needs: ['DATABASE_URL'],
    async run(ctx) {
      const url = ctx.env.DATABASE_URL ?? ''
      const db = await ctx.database(url)
      const repairs = await recordedVersions(db)
        .then((recorded) => baselineRepairCommands(recorded, url))
        .finally(() => db.close())
      for (const args of repairs) {
        ctx.log(`  histórico anterior à migração base: supabase ${args.slice(0, 4).join(' ')} (${args.length - 6} versões)`)
        await ctx.run(cli(ctx), args)
      }
      await ctx.run(cli(ctx), ['db', 'push', '--db-url', url, '--yes'])
    },
  },
  {
    id: 'publish',
    title: 'publicar as revisões dos questionários (form_revisions)',
    needs: ['DATABASE_URL'],
    async run(ctx) {
      const db = await ctx.database(ctx.env.DATABASE_URL ?? '')
      try {
        const changes = await publishRevisions(db, loadForms(formDirsOf(ctx.root)))
        const changed = changes.filter((c) => c.change !== 'unchanged')
        ctx.log(
          `  ${changes.length} questionários; ${changed.length ? changed.map((c) => `${c.form_id} (${c.change})`).join(', ') : 'nenhuma mudança'}`,
        )
        // What production now runs becomes what the next pull request is compared with (check:schemas).
        writeLock(lockOf((await db.query<LiveRevision>(CURRENT_REVISIONS_SQL)).rows), lockPathOf(ctx.root))
        ctx.log('  supabase/published-forms.lock.json atualizado (o workflow o registra no repositório)')
      } finally {
        await db.close()
      }
    },
  },
  {
    id: 'secrets',
    title: 'atualizar os segredos da função (supabase secrets set)',
    // Without CORS_ALLOW_ORIGIN the function would answer any origin (`*`): the deploy does not ship that.
    needs: ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_REF', 'RATE_LIMIT_SALT', 'CORS_ALLOW_ORIGIN'],
    async run(ctx) {
      const lines = FUNCTION_SECRETS.flatMap((name) => (ctx.env[name]?.trim() ? [`${name}=${ctx.env[name]?.trim()}`] : []))
      if (lines.length === 0) return ctx.log('  nenhum segredo no ambiente: os do projeto ficam como estão')
      const file = ctx.secretsFile(lines)
      try {
        await ctx.run(cli(ctx), ['secrets', 'set', '--env-file', file.path, '--project-ref', ctx.env.SUPABASE_PROJECT_REF ?? '', '--yes'])
      } finally {
        file.remove()
      }
    },
  },
  {
    id: 'functions',
    title: 'publicar as funções forms e workspace (supabase functions deploy)',
    needs: ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_REF'],
    run: (ctx) =>
      ctx.run(cli(ctx), [
        'functions',
        'deploy',
        FORMS_FUNCTION,
        WORKSPACE_FUNCTION,
        '--project-ref',
        ctx.env.SUPABASE_PROJECT_REF ?? '',
        '--use-api',
        '--yes',
      ]),
  },
  {
    id: 'site',
    title: 'publicar o site (SITE_PUBLISH_COMMAND)',
    needs: ['SITE_PUBLISH_COMMAND'],
    run: (ctx) => ctx.shell(ctx.env.SITE_PUBLISH_COMMAND ?? '', { DIST_DIR: `${ctx.root}/dist` }),
  },
]
