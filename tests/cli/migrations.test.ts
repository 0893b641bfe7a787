import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { migrationFiles, migrationProblems, migrationsDir } from '../../scripts/migrations/migration-files.ts'

/**
 * The repository's migrations as `supabase db push` will meet them (decision 195): each added after the ones it sorts
 * after (when it entered main's first-parent history, a re-stamped file when renamed, or now for a file not committed
 * yet), none dated more than a day ahead. A shallow clone knows only its last commit: every file counts as added then, and only the dates are checked.
 */
function addedAt(): Map<string, Date> {
  const folder = relative(rootDir, migrationsDir)
  const log = execFileSync(
    'git',
    ['log', '--first-parent', '--reverse', '--no-renames', '--diff-filter=A', '--format=%x00%ct', '--name-only', '--', folder],
    {
      cwd: rootDir,
      encoding: 'utf8',
    },
  )
  const added = new Map<string, Date>()
  for (const entry of log.split('\0').slice(1)) {
    const [time, ...names] = entry.trim().split('\n')
    for (const name of names) added.set(name.split('/').pop() ?? name, new Date(Number(time) * 1000))
  }
  return added
}

describe('supabase/migrations', () => {
  it('holds migrations in the order they were added, none dated more than a day ahead', () => {
    const now = new Date()
    const added = addedAt()
    const files = migrationFiles().map((file) => ({ file, addedAt: added.get(file) ?? now }))
    expect(files.length).toBeGreaterThan(0)
    expect(migrationProblems(files, now)).toEqual([])
  })

  it('npm run migration:new writes one migration stamped after the newest, named by its words', () => {
    const root = mkdtempSync(join(tmpdir(), 'migration-new-'))
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/migration-new/main.ts'), ...args, '--root', root], {
          cwd: rootDir,
          encoding: 'utf8',
        })
      const first = run('Primeira', 'mudança')
      expect(first.status, first.stderr).toBe(0)
      const second = run('segunda')
      expect(second.stdout).toMatch(/supabase\/migrations\/\d{14}_segunda\.sql criada/)
      const files = readdirSync(join(root, 'supabase/migrations'))
      expect(files).toEqual([expect.stringMatching(/^\d{14}_primeira_mudanca\.sql$/), expect.stringMatching(/^\d{14}_segunda\.sql$/)])
      expect(
        migrationProblems(
          files.map((file) => ({ file, addedAt: new Date() })),
          new Date(),
        ),
      ).toEqual([])
      expect(run().status).toBe(1)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
