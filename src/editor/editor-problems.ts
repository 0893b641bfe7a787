import { findNodeAtLocation, parseTree } from 'jsonc-parser'
import type { PublishedLock } from '../../scripts/forms/published-lock.ts'
import { contractOf } from '../../scripts/forms/field-contract.ts'
import { breakingEdits, type BreakingEdit } from '../../scripts/check-schemas/rules/compatibility.ts'
import type { FormPair } from './form-model.ts'
import type { EditorProblem } from './problems-pane.tsx'

interface Files {
  lock: string
}

/** The line a JSON pointer lands on (its deepest existing node), for "linha N" beside each problem. */
export function lineOf(text: string, pointer: string): number | undefined {
  const tree = parseTree(text)
  if (!tree) return undefined
  const segments = pointer.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~')).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n))
    if (node) return text.slice(0, node.parent?.type === 'property' ? node.parent.offset : node.offset).split('\n').length
  }
  return undefined
}

/**
 * A published question that disappeared while exactly one new question of the same type appeared beside it was most
 * likely renamed: say so, so one click can declare it.
 */
function renameOf(edit: BreakingEdit, edits: BreakingEdit[], now: ReturnType<typeof contractOf>, published: ReturnType<typeof contractOf>): { from: string; to: string } | undefined {
  if (edit.kind !== 'field' || edits.filter((e) => e.kind === 'field').length !== 1) return undefined
  const parent = edit.path.split('.').slice(0, -1).join('.')
  const added = Object.keys(now).filter((path) => !published[path] && path.split('.').slice(0, -1).join('.') === parent && now[path].type === published[edit.path].type)
  return added.length === 1 ? { from: edit.path, to: added[0] } : undefined
}

/** The editor's Problemas: the compatibility with what production runs, each on its line and question. */
export function editorProblems(id: string, pair: FormPair, texts: { schema: string; uiSchema: string }, files: Files): EditorProblem[] {
  const lock = JSON.parse(files.lock) as PublishedLock
  const published = lock.forms[id]?.fields
  if (!published) return []
  const schemaFile = `schemas/${id}.json`
  const edits = breakingEdits({ id, schemaFile, uiFile: `ui-schemas/${id}.json`, schema: pair.schema, uiSchema: pair.uiSchema }, published).filter((e) => !e.declared)
  const now = contractOf(pair.schema)
  return edits.map((edit) => ({
    file: schemaFile,
    line: lineOf(texts.schema, edit.pointer),
    question: edit.path,
    message: edit.message,
    rename: renameOf(edit, edits, now, published),
  }))
}
