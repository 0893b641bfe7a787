import { join, relative, resolve } from 'node:path'
import { PROJECT_PATHS } from '#form-core'
import { cliArgs } from '../cli-args.ts'
import { rootDir } from '../forms/load-forms.ts'
import { createMigration } from '../migrations/migration-files.ts'

/**
 * `npm run migration:new -- <nome> [--root <pasta>]`: an empty migration stamped after the last one (now in UTC, or one
 * second after the newest file if that is later), so it never sorts before a migration the database already holds.
 */
const usage = 'Uso: npm run migration:new -- <nome> [--root <pasta>]     ex.: npm run migration:new -- dono_do_lead'
const { values, positionals } = cliArgs({ allowPositionals: true, options: { root: { type: 'string' } } }, usage)
if (positionals.length === 0) {
  console.error(usage)
  process.exit(1)
}
const dir = join(resolve(values.root ?? rootDir), PROJECT_PATHS.migrations)
try {
  const file = createMigration(dir, positionals.join(' '), new Date())
  console.log(`${relative(process.cwd(), join(dir, file))} criada. Depois de escrevê-la: npm run db:schema (atualiza supabase/schema.sql).`)
} catch (error) {
  console.error(`migration:new: ${(error as Error).message}`)
  process.exit(1)
}
