import { join } from 'node:path'
import type { CheckDirs } from './check-forms.ts'

/** Where a project (the real one, the broken fixture, a scaffold's temp copy) keeps what check:schemas reads. */
export const dirsOf = (base: string): CheckDirs => ({
  schemas: join(base, 'schemas'),
  uiSchemas: join(base, 'ui-schemas'),
  migrations: join(base, 'supabase/migrations'),
  lock: join(base, 'supabase/published-forms.lock.json'),
  checklist: join(base, 'src/tools/audit/checklist.json'),
})
