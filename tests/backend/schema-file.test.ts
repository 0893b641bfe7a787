import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { checkedInSchema, dumpOf, SCHEMA_COMMAND } from '../../scripts/db-schema/dump-schema.ts'
import { copyTemplate } from './support/pglite-template.ts'

/**
 * supabase/schema.sql is the database the migrations make, so one file holds the current body of every function and
 * view (decision 195). The run's migrated template is that database: dumped here, it must be the file, byte for byte.
 */
describe('supabase/schema.sql', () => {
  it('is the dump of the migrated database (regenerate it after every migration)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'excellis-schema-'))
    try {
      expect(copyTemplate(join(dir, 'pgdata')), 'the migrated template of this run').toBe(true)
      const pg = await PGlite.create(join(dir, 'pgdata'))
      const dumped = await dumpOf(pg).finally(() => pg.close())
      if (dumped !== checkedInSchema())
        expect.fail(`supabase/schema.sql está desatualizado: rode ${SCHEMA_COMMAND} e inclua o arquivo no commit`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
