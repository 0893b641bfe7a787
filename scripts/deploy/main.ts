import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rootDir } from '../forms/load-forms.ts'
import { openPglite, openPostgres } from '../local-backend/database.ts'
import type { DeployContext, Env, StepId } from './deploy-steps.ts'
import { runDeploy } from './run-deploy.ts'
import { cliArgs } from '../cli-args.ts'
import { childEnv } from '#functions/platform/environment.ts'

/** `npm run deploy [-- --no-site]`. DATABASE_URL may be `pglite:<folder>`, for a rehearsal or the tests. */
function spawnChecked(command: string, args: string[], options: { env?: Env; shell?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      stdio: 'inherit',
      env: childEnv(options.env),
      shell: options.shell ?? false,
    })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} não encontrado (a CLI do Supabase: https://supabase.com/docs/guides/cli, ou defina SUPABASE_CLI)`)
          : error,
      ),
    )
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0] ?? ''} saiu com ${code}`))))
  })
}

const ctx: DeployContext = {
  root: rootDir,
  env: childEnv(),
  run: (command, args, options) => spawnChecked(command, args, options),
  shell: (commandLine, env) => spawnChecked(commandLine, [], { env, shell: true }),
  async database(url) {
    const pglite = /^pglite:(.+)$/.exec(url)
    return pglite ? openPglite(pglite[1]) : openPostgres(url)
  },
  secretsFile(lines) {
    const dir = mkdtempSync(join(tmpdir(), 'excellis-secrets-'))
    const path = join(dir, '.env')
    writeFileSync(path, `${lines.join('\n')}\n`, { mode: 0o600 })
    return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
  },
  log: (line) => console.log(line),
}

const { values } = cliArgs({ options: { 'no-site': { type: 'boolean', default: false } } }, 'Uso: npm run deploy [-- --no-site]')
const skip: StepId[] = values['no-site'] ? ['site'] : []
try {
  const done = await runDeploy(ctx, { skip })
  console.log(`\nPublicado: ${done.join(' → ')}.`)
} catch (error) {
  console.error(`\nnpm run deploy: ${(error as Error).message}`)
  process.exit(1)
}
