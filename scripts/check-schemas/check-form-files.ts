import { join } from 'node:path'
import { PROJECT_PATHS, siteRoutes } from '#form-core'
import { checkFormTexts, type FormsCheck, type FormText, type Problem } from '#form-authoring'
import { formDirsOf, scanForms, type FormDirs } from '../forms/load-forms.ts'
import { lockPathOf, readLock } from '../forms/published-lock.ts'
import { checkChecklist } from './checklist-file.ts'

export interface CheckDirs extends FormDirs {
  /** supabase/published-forms.lock.json; absent (or missing), published questionnaires are not compared. */
  lock?: string
  /** The audit's config (src/tools/audit/checklist.json); left out, the checklist is not checked. */
  checklist?: string
}

/** Where a project (the real one, the broken fixture, a scaffold's temp copy) keeps what check:schemas reads. */
export const dirsOf = (base: string): CheckDirs => ({
  ...formDirsOf(base),
  lock: lockPathOf(base),
  checklist: join(base, PROJECT_PATHS.auditChecklist),
})

export interface CheckResult extends FormsCheck {
  texts: Map<string, string>
  formCount: number
}

export function checkForms(dirs: CheckDirs): CheckResult {
  const found = scanForms(dirs)
  const textsOf = (key: 'schema' | 'uiSchema'): FormText[] =>
    found.flatMap(({ id, [key]: file }) => (file ? [{ id, file: file.path, text: file.text }] : []))
  const schemas = textsOf('schema')
  const uiSchemas = textsOf('uiSchema')
  const published = dirs.lock ? readLock(dirs.lock) : undefined
  const result = checkFormTexts({ schemas, uiSchemas, published, sitePages: siteRoutes() })
  const texts = new Map([...schemas, ...uiSchemas].map((f) => [f.file, f.text]))
  const problems: Problem[] = [...result.problems]
  if (dirs.checklist) {
    const checklist = checkChecklist(dirs.checklist)
    if (checklist.text !== undefined) texts.set(dirs.checklist, checklist.text)
    problems.push(...checklist.problems)
  }
  return { ...result, problems, texts, formCount: schemas.length }
}
