import { formFilesOf } from '#form-core'
import type { CheckContext, FormFile, FormsInput } from './check-input.ts'
import { parseJson, problem, type JsonFile, type Problem } from './problem.ts'
import { allBreakingEdits, checkCompatibility, type BreakingEdit } from './rules/compatibility.ts'
import { checkConditions } from './rules/condition-rules.ts'
import { checkFileShapes } from './rules/file-shapes.ts'
import { checkIds } from './rules/ids.ts'
import { checkLinks } from './rules/links.ts'
import { checkMeta } from './rules/meta.ts'
import { checkOtherTexts } from './rules/other-texts.ts'
import { checkBriefingEmail, checkPersonalData } from './rules/personal-data-tags.ts'
import { checkPlaceholders } from './rules/placeholders.ts'
import { checkRoutes } from './rules/routes.ts'
import { checkStrictCompile } from './rules/strict-compile.ts'
import { checkStructure } from './rules/structure.ts'
import { checkUiMessages } from './rules/ui-messages.ts'
import { checkUiSchemas } from './rules/ui-schema.ts'
import { checkUnsupported } from './rules/unsupported.ts'

export interface FormsCheck {
  problems: Problem[]
  forms: FormFile[]
  breaking: BreakingEdit[]
}

const rules = [
  checkMeta,
  checkStrictCompile,
  checkStructure,
  checkConditions,
  checkOtherTexts,
  checkIds,
  checkUiSchemas,
  checkUiMessages,
  checkRoutes,
  checkLinks,
  checkPlaceholders,
  checkUnsupported,
  checkCompatibility,
  checkPersonalData,
  checkBriefingEmail,
] satisfies ((context: CheckContext) => Problem[])[]

/** The same text, the same object: the editor re-checks on each pause in typing, and the strict compile skips unchanged files. */
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

/** No file system: the CLI reads the files, an editor hands over what it holds. */
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
      problems.push(problem(file, '', `falta ${formFilesOf(id).uiSchema}`))
      continue
    }
    const ui = parsed(uiText.file, uiText.text)
    if (!ui.ok) problems.push(...ui.problems)
    if (schema.ok && ui.ok) forms.push({ id, schemaFile: file, uiFile: uiText.file, schema: schema.value, uiSchema: ui.value })
  }
  const schemaIds = new Set(schemas.map((s) => s.id))
  for (const { id, file, text } of uiSchemas.filter((u) => !schemaIds.has(u.id))) {
    const ui = parsed(file, text)
    problems.push(problem(file, '', `falta ${formFilesOf(id).schema}`), ...(ui.ok ? [] : ui.problems))
  }
  const full: CheckContext = { ...context, forms }
  // Two rules may word one mistake alike (ajv's strictRequired and required ⊆ properties): print it once.
  const printed = new Set<string>()
  for (const p of rules.flatMap((rule) => rule(full))) {
    const key = `${p.file}\n${p.pointer}\n${p.message}`
    if (!printed.has(key)) problems.push(p)
    printed.add(key)
  }
  // The files' JSON Schemas last: where a rule above spoke about the same node, its sentence is the more precise one.
  const spoken = (p: Problem) => {
    const parent = p.pointer.slice(0, p.pointer.lastIndexOf('/'))
    return problems.some(
      (q) =>
        q.file === p.file && (q.pointer === p.pointer || (parent !== '' && (q.pointer === parent || q.pointer.startsWith(`${parent}/`)))),
    )
  }
  problems.push(...checkFileShapes(full).filter((p) => !spoken(p)))
  return { problems, forms, breaking: allBreakingEdits(full) }
}
