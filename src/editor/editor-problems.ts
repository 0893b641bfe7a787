import { checkFormTexts, type FormText, lineColumn, offsetOf, type Problem, contractOf, type PublishedLock } from '#form-authoring'
import { siteRoutes } from '../content/pages.ts'
import type { FormPair } from './form-model.ts'
import type { EditorProblem } from './problems-pane.tsx'

/** What the editor's chunk carries besides the forms: the lock of published revisions and the tables the migrations create. */
export interface CheckFiles {
  forms: Record<string, { schema: string; uiSchema: string }>
  lock: string
  tables: string[]
}

const FILE = /^(schemas|ui-schemas)\/([^/]+)\.json$/

/** The question a problem's pointer is about: `/properties/a/...` in a schema, `/a/...` or a section's field in a ui-schema. */
function questionOf(file: string, pointer: string, pair: FormPair): string | undefined {
  const segments = pointer.split('/').slice(1)
  if (file.startsWith('schemas/')) {
    const path: string[] = []
    for (let i = 0; i + 1 < segments.length && segments[i] === 'properties'; i += 2) path.push(segments[i + 1])
    return path.length ? path.join('.') : undefined
  }
  const first = segments[0]
  return first && !first.startsWith('ui:') && Object.hasOwn(pair.uiSchema, first) ? first : undefined
}

/**
 * A published question gone while exactly one new question of the same type appeared beside it was most likely
 * renamed: the problem offers to declare it, in one click.
 */
function renames(
  pair: FormPair,
  published: PublishedLock['forms'][string] | undefined,
  gone: string[],
): Map<string, { from: string; to: string }> {
  const found = new Map<string, { from: string; to: string }>()
  if (!published || gone.length !== 1) return found
  const now = contractOf(pair.schema)
  const [from] = gone
  const parent = from.split('.').slice(0, -1).join('.')
  const added = Object.keys(now).filter(
    (p) => !published.fields[p] && p.split('.').slice(0, -1).join('.') === parent && now[p].type === published.fields[from]?.type,
  )
  if (added.length === 1) found.set(from, { from, to: added[0] })
  return found
}

/**
 * Every rule of check:schemas (src/form-authoring, the implementation the CLI and CI run) over the project's forms with
 * this one as the editor holds it, and the compatibility with what is published; the problems of this form only,
 * each with its line and question.
 */
export function editorProblems(
  id: string,
  pair: FormPair,
  texts: { schema: string; uiSchema: string },
  files: CheckFiles,
): EditorProblem[] {
  const all = { ...files.forms, [id]: texts }
  const listed = (dir: 'schemas' | 'ui-schemas', key: 'schema' | 'uiSchema'): FormText[] =>
    Object.entries(all).map(([formId, f]) => ({ id: formId, file: `${dir}/${formId}.json`, text: f[key] }))
  const published = JSON.parse(files.lock) as PublishedLock
  const result = checkFormTexts({
    schemas: listed('schemas', 'schema'),
    uiSchemas: listed('ui-schemas', 'uiSchema'),
    tables: new Set(files.tables),
    published,
    sitePages: siteRoutes,
  })
  const gone = result.breaking.filter((e) => e.formId === id && !e.declared && e.kind === 'field').map((e) => e.path)
  const suggested = renames(pair, published.forms[id], gone)
  const mine = (p: Problem) => FILE.exec(p.file)?.[2] === id
  return result.problems.filter(mine).map((p) => {
    const text = p.file.startsWith('schemas/') ? texts.schema : texts.uiSchema
    const question = questionOf(p.file, p.pointer, pair)
    return {
      file: p.file,
      line: lineColumn(text, p.offset ?? offsetOf(text, p.pointer)).line,
      message: p.message,
      question,
      rename: question ? suggested.get(question) : undefined,
    }
  })
}
