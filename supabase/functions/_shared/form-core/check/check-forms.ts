import type { JsonObject } from '../json.ts'
import type { PublishedLock } from '../field-contract.ts'
import { parseJson, problem, type JsonFile, type Problem } from './problem.ts'
import { allBreakingEdits, checkCompatibility, type BreakingEdit } from './rules/compatibility.ts'
import { checkFileShapes } from './rules/file-shapes.ts'
import { checkIds } from './rules/ids.ts'
import { checkLinks } from './rules/links.ts'
import { checkMeta } from './rules/meta.ts'
import { checkPersonalData } from './rules/personal-data.ts'
import { checkPlaceholders } from './rules/placeholders.ts'
import { checkRoutes } from './rules/routes.ts'
import { checkStrictCompile } from './rules/strict-compile.ts'
import { checkStructure } from './rules/structure.ts'
import { checkUiMessages } from './rules/ui-messages.ts'
import { checkUiSchemas } from './rules/ui-schema.ts'
import { checkUnsupported } from './rules/unsupported.ts'

export interface FormFile {
  id: string
  schemaFile: string
  uiFile: string
  schema: JsonObject
  uiSchema: JsonObject
}

/** What every rule sees: the forms that parsed, and what they must agree with. */
export interface CheckContext {
  forms: FormFile[]
  /** Table names created in supabase/migrations. */
  tables: Set<string>
  /** What production runs (supabase/published-forms.lock.json); absent, compatibility is not checked. */
  published?: PublishedLock
  /** The site's own pages, routed before the forms: a form there would never show. */
  sitePages: ReadonlySet<string>
}

/** One file of a form as its editor left it: `schemas/<id>.json` or `ui-schemas/<id>.json`. */
export interface FormText {
  id: string
  file: string
  text: string
}

export interface FormsInput extends Omit<CheckContext, 'forms'> {
  schemas: FormText[]
  uiSchemas: FormText[]
}

export interface FormsCheck {
  problems: Problem[]
  /** The forms whose two files parsed, for callers that look further (--against-db). */
  forms: FormFile[]
  /** Every breaking edit against the published lock, declared or not. */
  breaking: BreakingEdit[]
}

const rules = [
  checkMeta, checkStrictCompile, checkStructure, checkIds, checkUiSchemas, checkUiMessages,
  checkRoutes, checkLinks, checkPlaceholders, checkUnsupported, checkCompatibility, checkPersonalData,
] satisfies ((context: CheckContext) => Problem[])[]

/**
 * The same text parses to the same object: the editor re-checks the project on each pause in typing, and rules keyed
 * by a parsed file (the strict compile) then skip the files that did not change. Bounded, texts are small.
 */
const parses = new Map<string, JsonFile>()
function parsed(file: string, text: string): JsonFile {
  const key = `${file}\n${text}`
  let result = parses.get(key)
  if (!result) {
    if (parses.size > 500) parses.clear()
    result = parseJson(file, text)
    parses.set(key, result)
  }
  return result
}

/**
 * Every rule of check:schemas over the forms' texts, all problems at once, each with its file and JSON pointer.
 * No file system: the CLI (scripts/check-schemas) reads the files, an editor hands over what it holds.
 */
export function checkFormTexts({ schemas, uiSchemas, ...context }: FormsInput): FormsCheck {
  const problems: Problem[] = []
  const forms: FormFile[] = []
  const uiById = new Map(uiSchemas.map((u) => [u.id, u]))
  for (const { id, file, text } of schemas) {
    const schema = parsed(file, text)
    if (!schema.ok) problems.push(...schema.problems)
    const uiText = uiById.get(id)
    if (!uiText) {
      // Still read on: its own syntax errors were reported above, so one run lists everything.
      problems.push(problem(file, '', `falta ui-schemas/${id}.json`))
      continue
    }
    const ui = parsed(uiText.file, uiText.text)
    if (!ui.ok) problems.push(...ui.problems)
    if (schema.ok && ui.ok) forms.push({ id, schemaFile: file, uiFile: uiText.file, schema: schema.value, uiSchema: ui.value })
  }
  const schemaIds = new Set(schemas.map((s) => s.id))
  for (const { id, file, text } of uiSchemas.filter((u) => !schemaIds.has(u.id))) {
    const ui = parsed(file, text)
    problems.push(problem(file, '', `falta schemas/${id}.json`), ...(ui.ok ? [] : ui.problems))
  }
  const full: CheckContext = { ...context, forms }
  // Two rules may word one mistake alike (ajv's strictRequired and required ⊆ properties): print it once.
  const printed = new Set<string>()
  for (const p of rules.flatMap((rule) => rule(full))) {
    const key = `${p.file}\n${p.pointer}\n${p.message}`
    if (!printed.has(key)) problems.push(p)
    printed.add(key)
  }
  // The files' JSON Schemas (what VS Code underlines) last: where a rule above already spoke about the same node (the
  // pointer's parent, or below it), its sentence is the more precise one.
  const spoken = (p: Problem) => {
    const parent = p.pointer.slice(0, p.pointer.lastIndexOf('/'))
    return problems.some((q) => q.file === p.file && (q.pointer === p.pointer || (parent !== '' && (q.pointer === parent || q.pointer.startsWith(`${parent}/`)))))
  }
  problems.push(...checkFileShapes(full).filter((p) => !spoken(p)))
  return { problems, forms, breaking: allBreakingEdits(full) }
}
