import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { checkChecklist } from './checklist/check-checklist.ts'
import type { CheckContext, FormFile } from './context.ts'
import { problem, type Problem } from './problem.ts'
import { readLock } from '../forms/published-lock.ts'
import { readJson } from './read-json.ts'
import { allBreakingEdits, checkCompatibility, type BreakingEdit } from './rules/compatibility.ts'
import { checkIds } from './rules/ids.ts'
import { checkLinks } from './rules/links.ts'
import { checkPersonalData } from './rules/personal-data.ts'
import { checkMeta } from './rules/meta.ts'
import { checkPlaceholders } from './rules/placeholders.ts'
import { checkRoutes } from './rules/routes.ts'
import { checkStrictCompile } from './rules/strict-compile.ts'
import { checkStructure } from './rules/structure.ts'
import { checkUiMessages } from './rules/ui-messages.ts'
import { checkUiSchemas } from './rules/ui-schema.ts'
import { checkUnsupported } from './rules/unsupported.ts'

export interface CheckDirs {
  schemas: string
  uiSchemas: string
  migrations: string
  /** supabase/published-forms.lock.json; absent (or missing), published questionnaires are not compared. */
  lock?: string
  /** The audit's config (src/tools/audit/checklist.json); left out, the checklist is not checked. */
  checklist?: string
}

export interface CheckResult {
  problems: Problem[]
  /** File texts, to turn pointers into line:column. */
  texts: Map<string, string>
  formCount: number
  /** The forms that parsed, for callers that look further (--against-db). */
  forms: FormFile[]
  /** Every breaking edit against the published lock, declared or not. */
  breaking: BreakingEdit[]
}

const rules = [
  checkMeta, checkStrictCompile, checkStructure, checkIds, checkUiSchemas, checkUiMessages,
  checkRoutes, checkLinks, checkPlaceholders, checkUnsupported, checkCompatibility, checkPersonalData,
] satisfies ((context: CheckContext) => Problem[])[]

const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [])

/** Table names from `create table [if not exists] [schema.]"name"|name` in the migrations. */
function tableNames(dir: string): Set<string> {
  const names = new Set<string>()
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')) : []) {
    const sql = readFileSync(join(dir, file), 'utf8')
    for (const m of sql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?(?:\w+\.)?(?:"([^"]+)"|(\w+))/gi)) {
      names.add(m[1] ?? m[2])
    }
  }
  return names
}

/** Runs every rule over every form and returns all problems at once. */
export function checkForms(dirs: CheckDirs): CheckResult {
  const problems: Problem[] = []
  const texts = new Map<string, string>()
  const forms: FormFile[] = []
  const uiIds = new Set(jsonFiles(dirs.uiSchemas).map((f) => basename(f, '.json')))
  for (const name of jsonFiles(dirs.schemas)) {
    const id = basename(name, '.json')
    const schema = readJson(join(dirs.schemas, name))
    texts.set(schema.file, schema.text)
    if (!schema.ok) problems.push(...schema.problems)
    if (!uiIds.has(id)) {
      // Still read on: its own syntax errors were reported above, so one run lists everything.
      problems.push(problem(schema.file, '', `falta ui-schemas/${id}.json`))
      continue
    }
    const ui = readJson(join(dirs.uiSchemas, name))
    texts.set(ui.file, ui.text)
    if (!ui.ok) problems.push(...ui.problems)
    if (schema.ok && ui.ok) forms.push({ id, schemaFile: schema.file, uiFile: ui.file, schema: schema.value, uiSchema: ui.value })
  }
  const schemaIds = new Set(jsonFiles(dirs.schemas).map((f) => basename(f, '.json')))
  for (const id of uiIds) {
    if (schemaIds.has(id)) continue
    const ui = readJson(join(dirs.uiSchemas, `${id}.json`))
    texts.set(ui.file, ui.text)
    problems.push(problem(ui.file, '', `falta schemas/${id}.json`))
    if (!ui.ok) problems.push(...ui.problems)
  }
  const context: CheckContext = { forms, tables: tableNames(dirs.migrations), published: dirs.lock ? readLock(dirs.lock) : undefined }
  // Two rules may word one mistake alike (ajv's strictRequired and required ⊆ properties): print it once.
  const printed = new Set<string>()
  for (const p of rules.flatMap((rule) => rule(context))) {
    const key = `${p.file}\n${p.pointer}\n${p.message}`
    if (!printed.has(key)) problems.push(p)
    printed.add(key)
  }
  if (dirs.checklist) {
    const checklist = checkChecklist(dirs.checklist)
    if (checklist.text !== undefined) texts.set(dirs.checklist, checklist.text)
    problems.push(...checklist.problems)
  }
  return { problems, texts, formCount: schemaIds.size, forms, breaking: allBreakingEdits(context) }
}
