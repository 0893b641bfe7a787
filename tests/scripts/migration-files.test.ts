import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deploySteps, type DeployContext } from '../../scripts/deploy/deploy-steps.ts'
import { BASELINE_FILE, BASELINE_VERSION, baselineRepair, SQUASHED_VERSIONS } from '../../scripts/migrations/baseline.ts'
import { createMigration, migrationProblems, nextVersion } from '../../scripts/migrations/migration-files.ts'

/** Migrations stamped after the last one, refused out of order or dated ahead, and the squash's repair (decision 195). */
const at = (iso: string) => new Date(iso)
const NOW = at('2026-11-28T19:30:00Z')

describe('a new migration', () => {
  it('is stamped now in UTC, or one second after the newest file when that is later', () => {
    expect(nextVersion(undefined, NOW)).toBe('20261128193000')
    expect(nextVersion('20261128120000', NOW)).toBe('20261128193000')
    expect(nextVersion('20261202095000', NOW)).toBe('20261202095001')
    expect(nextVersion('20261128193000', NOW)).toBe('20261128193001')
    expect(nextVersion('20261231235959', NOW)).toBe('20270101000000')
  })

  it('is written with its name in the file name and an opening banner, after the newest file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
    try {
      writeFileSync(join(dir, '20261128193333_baseline.sql'), '')
      expect(createMigration(dir, 'Dono do lead, já visto', NOW)).toBe('20261128193334_dono_do_lead_ja_visto.sql')
      expect(createMigration(dir, 'outra', at('2026-11-29T08:00:00Z'))).toBe('20261129080000_outra.sql')
      expect(readdirSync(dir).sort()).toEqual([
        '20261128193333_baseline.sql',
        '20261128193334_dono_do_lead_ja_visto.sql',
        '20261129080000_outra.sql',
      ])
      expect(readFileSync(join(dir, '20261129080000_outra.sql'), 'utf8')).toMatch(/^-- =+\n-- outra: /)
      expect(() => createMigration(dir, ' --- ', NOW)).toThrow(/dê um nome à migração/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the migrations folder', () => {
  const added = (file: string, iso: string) => ({ file, addedAt: at(iso) })

  it('accepts files in the order they were added, dated up to a day ahead', () => {
    expect(
      migrationProblems(
        [added('20261128193333_baseline.sql', '2026-11-28T19:34:00Z'), added('20261129150000_amanha.sql', '2026-11-28T20:00:00Z')],
        NOW,
      ),
    ).toEqual([])
  })

  it('refuses a file added after another that sorts before it: supabase db push would refuse it', () => {
    expect(
      migrationProblems(
        [added('20261128193333_baseline.sql', '2026-11-28T19:34:00Z'), added('20261128100000_atrasada.sql', '2026-11-28T20:00:00Z')],
        NOW,
      ),
    ).toEqual([expect.stringMatching(/^20261128100000_atrasada\.sql: criada depois de 20261128193333_baseline\.sql, mas vem antes dela/)])
  })

  it('refuses a file dated more than a day ahead, a bad name and a repeated version', () => {
    expect(
      migrationProblems(
        [
          added('20261202090000_futuro.sql', '2026-11-28T10:00:00Z'),
          added('2026_sem_data.sql', '2026-11-28T10:00:00Z'),
          added('20261128100000_um.sql', '2026-11-28T09:00:00Z'),
          added('20261128100000_dois.sql', '2026-11-28T09:00:00Z'),
        ],
        NOW,
      ),
    ).toEqual([
      '2026_sem_data.sql: o nome deve ser <AAAAMMDDHHMMSS>_<nome>.sql (crie com npm run migration:new -- <nome>)',
      '20261202090000_futuro.sql: datada no futuro (mais de um dia depois de 2026-11-28)',
      '20261128100000_dois.sql: a mesma versão de 20261128100000_um.sql',
    ])
  })
})

describe('the squash: a history that ran the 27 old migrations', () => {
  it('needs nothing when new or already repaired', () => {
    expect(baselineRepair([])).toEqual({ revert: [], markBaseline: false })
    expect(baselineRepair([BASELINE_VERSION, '20261129080000'])).toEqual({ revert: [], markBaseline: false })
  })

  it('has every old version reverted and the baseline marked applied', () => {
    expect(baselineRepair(SQUASHED_VERSIONS)).toEqual({ revert: SQUASHED_VERSIONS, markBaseline: true })
    expect(SQUASHED_VERSIONS).toHaveLength(27)
  })

  it('is refused when it ran only some of them: the baseline would skip the rest', () => {
    expect(() => baselineRepair(SQUASHED_VERSIONS.slice(0, 20))).toThrow(
      /o banco tem 20 das 27 migrações .* faltam 20261201091200_a_missing_lead_in_plain_words\.sql, .*20261202095000/,
    )
  })
})

describe('npm run deploy: the migrate step', () => {
  const migrate = deploySteps.find((s) => s.id === 'migrate')!
  const deployWith = async (recorded: string[] | undefined) => {
    const calls: string[][] = []
    const ctx = {
      env: { DATABASE_URL: 'postgres://prod' },
      log: () => undefined,
      run: async (command: string, args: string[]) => void calls.push([command, ...args]),
      database: async () => ({
        query: async (sql: string) => ({
          rows: sql.includes('to_regclass') ? [{ present: recorded !== undefined }] : (recorded ?? []).map((version) => ({ version })),
        }),
        close: async () => undefined,
      }),
    } as unknown as DeployContext
    await migrate.run(ctx)
    return calls
  }
  const push = ['supabase', 'db', 'push', '--db-url', 'postgres://prod', '--yes']

  it('pushes alone on a new database and on a repaired one', async () => {
    expect(await deployWith(undefined)).toEqual([push])
    expect(await deployWith([BASELINE_VERSION])).toEqual([push])
  })

  it('rewrites the history of a database migrated before the squash, then pushes, running none of the old SQL', async () => {
    expect(await deployWith([...SQUASHED_VERSIONS])).toEqual([
      ['supabase', 'migration', 'repair', '--status', 'reverted', ...SQUASHED_VERSIONS, '--db-url', 'postgres://prod'],
      ['supabase', 'migration', 'repair', '--status', 'applied', BASELINE_VERSION, '--db-url', 'postgres://prod'],
      push,
    ])
    expect(BASELINE_FILE.startsWith(BASELINE_VERSION)).toBe(true)
  })

  it('stops before changing anything when the database ran only part of the old history', async () => {
    const calls: string[][] = []
    await expect(deployWith(SQUASHED_VERSIONS.slice(0, 26)).then((c) => calls.push(...c))).rejects.toThrow(/26 das 27/)
    expect(calls).toEqual([])
  })
})
