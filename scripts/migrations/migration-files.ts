import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_PATHS } from '#form-core'
import { rootDir } from '../forms/load-forms.ts'

/**
 * A migration's file name and what follows from it (decision 195). Supabase's format: `<version>_<name>.sql`, the
 * version the UTC time it was made (YYYYMMDDHHMMSS). `supabase db push` applies them in version order and refuses one
 * that sorts before a version the database already holds; the local backend applies them in the same order.
 */
export const migrationsDir = join(rootDir, PROJECT_PATHS.migrations)

const FILE_NAME = /^(\d{14})_([a-z0-9]+(?:_[a-z0-9]+)*)\.sql$/

/** How far ahead of today a version may be: a clock a few hours off, never a date typed by hand. */
export const MAX_AHEAD_MS = 24 * 60 * 60 * 1000

export interface MigrationFile {
  file: string
  version: string
  name: string
}

export const parseMigrationFile = (file: string): MigrationFile | undefined => {
  const match = FILE_NAME.exec(file)
  return match ? { file, version: match[1], name: match[2] } : undefined
}

/** The `.sql` files of the folder, in the order both runners apply them. */
export const migrationFiles = (dir = migrationsDir): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.sql')).sort()

/** The version of an instant: its UTC date and time, to the second. */
export const versionAt = (at: Date): string => at.toISOString().replace(/\D/g, '').slice(0, 14)

/** The instant a version names (UTC). */
export const timeOfVersion = (version: string): Date => {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(version) ?? []
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s))
}

/** The next migration's version: now, or one second after the last one if that is later (never before it). */
export const nextVersion = (lastVersion: string | undefined, now: Date): string =>
  lastVersion === undefined || versionAt(now) > lastVersion
    ? versionAt(now)
    : versionAt(new Date(timeOfVersion(lastVersion).getTime() + 1000))

/** A migration's name from the words a person typed: lower-case ASCII, words joined by `_`. */
export const migrationName = (words: string): string =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

/**
 * What is wrong with a folder's migrations, each said in Portuguese: a name not in Supabase's format, two files with one
 * version, a version more than a day ahead of `now`, and a file added after another (`addedAt`, from git: when it entered
 * the history, or now for a file not committed yet) that sorts before it, which `supabase db push` refuses.
 */
export function migrationProblems(files: readonly { file: string; addedAt: Date }[], now: Date): string[] {
  const problems: string[] = []
  const parsed = files.flatMap(({ file, addedAt }) => {
    const migration = parseMigrationFile(file)
    if (!migration) problems.push(`${file}: o nome deve ser <AAAAMMDDHHMMSS>_<nome>.sql (crie com npm run migration:new -- <nome>)`)
    return migration ? [{ ...migration, addedAt }] : []
  })
  const seen = new Map<string, string>()
  for (const m of parsed) {
    const other = seen.get(m.version)
    if (other) problems.push(`${m.file}: a mesma versão de ${other}`)
    seen.set(m.version, m.file)
    if (timeOfVersion(m.version).getTime() > now.getTime() + MAX_AHEAD_MS)
      problems.push(`${m.file}: datada no futuro (mais de um dia depois de ${now.toISOString().slice(0, 10)})`)
  }
  for (const m of parsed) {
    const earlier = parsed.find((o) => o.addedAt < m.addedAt && o.version > m.version)
    if (earlier)
      problems.push(
        `${m.file}: criada depois de ${earlier.file}, mas vem antes dela; o supabase db push a recusa (recrie com npm run migration:new)`,
      )
  }
  return problems
}

/** The banner a new migration opens with: what it changes and why, in the house's style (docs/backend.md). */
const TEMPLATE = (name: string) => `-- =============================================================================
-- ${name.replace(/_/g, ' ')}: what changes, and why
-- =============================================================================
`

/** Writes `<next version>_<name>.sql` into `dir` and returns its file name; refuses a name with nothing in it. */
export function createMigration(dir: string, words: string, now: Date): string {
  const name = migrationName(words)
  if (!name) throw new Error('dê um nome à migração, como: npm run migration:new -- dono_do_lead')
  const last = migrationFiles(dir)
    .flatMap((f) => parseMigrationFile(f)?.version ?? [])
    .at(-1)
  const file = `${nextVersion(last, now)}_${name}.sql`
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, file), TEMPLATE(name), { flag: 'wx' })
  return file
}
