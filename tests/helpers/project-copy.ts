import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_PATHS } from '#form-core'
import { rootDir } from '../../scripts/forms/load-forms.ts'

type ProjectPart = keyof typeof PROJECT_PATHS

/** A temporary copy of the project's files a test edits or a CLI writes, so the real project is never touched. */
export function copyProject(prefix: string, parts: ProjectPart[] = ['schemas', 'uiSchemas']): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  for (const part of parts) cpSync(join(rootDir, PROJECT_PATHS[part]), join(dir, PROJECT_PATHS[part]), { recursive: true })
  return dir
}

/** What check:schemas reads: the questionnaires, the migrations, the published lock and the audit checklist. */
export const CHECKED_PARTS: ProjectPart[] = ['schemas', 'uiSchemas', 'migrations', 'publishedLock', 'auditChecklist']
