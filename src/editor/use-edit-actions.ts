import { useMemo, type Dispatch } from 'react'
import { migrationsOf } from '#form-core/migrations.ts'
import { isObject } from '#form-core/json.ts'
import { renameQuestion, updateMeta, updateQuestion } from './form-edits.ts'
import {
  addQuestion,
  addSection,
  duplicateQuestion,
  moveQuestion,
  moveSection,
  removeQuestion,
  removeSection,
  updateSection,
} from './form-layout.ts'
import type { FormPair, Texts } from './form-model.ts'
import type { HistoryAction } from './history.ts'
import { rewriteJson } from './json-text.ts'
import { retitleQuestion, setOptions, type PublishedFields } from './name-edits.ts'
import { declareMigration, dropMigration, followMigrations } from './problem-fixes.ts'
import type { FixAction } from './problems-pane.tsx'
import type { QuestionsActions } from './questions-panel.tsx'

/** How many migrations the saved file declares: those are history, only the ones after them follow a renamed key. */
function keptMigrations(saved: Texts): number {
  try {
    const schema: unknown = JSON.parse(saved.schema)
    return isObject(schema) ? migrationsOf(schema).length : 0
  } catch {
    return 0
  }
}

/**
 * Every edit of the visual editor as one step of history: a pure edit of the pair (form-edits, form-layout,
 * name-edits, problem-fixes) written back into the two texts as the smallest text edits.
 */
export function useEditActions({
  pair,
  texts,
  saved,
  dispatch,
}: {
  pair: FormPair | undefined
  texts: Texts
  saved: Texts
  dispatch: Dispatch<HistoryAction<Texts>>
}) {
  const kept = useMemo(() => keptMigrations(saved), [saved])
  const edit = (change: (pair: FormPair) => FormPair, key?: string) => {
    if (!pair) return
    const next = change(pair)
    if (next === pair) return
    dispatch({
      type: 'edit',
      key,
      value: { schema: rewriteJson(texts.schema, next.schema), uiSchema: rewriteJson(texts.uiSchema, next.uiSchema) },
    })
  }
  /**
   * An edit that answers a question's path (a new, copied or renamed one; the given path when nothing changed). A
   * renamed question takes along the declarations this session made about it.
   */
  const editAt = (path: string[], change: (pair: FormPair) => { pair: FormPair; path: string[] }, key?: string, renames = false) => {
    let after = path
    edit((p) => {
      const result = change(p)
      after = result.path
      const moved = renames && result.path.join('.') !== path.join('.')
      return moved ? followMigrations(result.pair, path.join('.'), result.path.join('.'), kept) : result.pair
    }, key)
    return after
  }
  const actions = (published: PublishedFields): QuestionsActions => ({
    patch: (path, patch, key) => edit((p) => updateQuestion(p, path, patch), key),
    retitle: (path, title, key) => editAt(path, (p) => retitleQuestion(p, path, title, published), key, true),
    rename: (path, id) =>
      editAt(
        path,
        (p) => {
          const next = renameQuestion(p, path, id)
          return { pair: next, path: next === p ? path : [...path.slice(0, -1), id] }
        },
        undefined,
        true,
      ),
    options: (path, options) =>
      edit((p) => setOptions(p, path, options, published[path.join('.')]?.options ?? []), `${path.join('.')}:options`),
    add: (section, kind) => editAt([], (p) => addQuestion(p, section, kind)),
    remove: (path) => edit((p) => removeQuestion(p, path)),
    duplicate: (path) => editAt(path, (p) => duplicateQuestion(p, path)),
    move: (path, to, at) => edit((p) => moveQuestion(p, path, to, at)),
    addSection: (at) => edit((p) => addSection(p, at)),
    updateSection: (ref, patch, key) => edit((p) => updateSection(p, ref, patch), key),
    removeSection: (ref) => edit((p) => removeSection(p, ref)),
    moveSection: (from, to) => edit((p) => moveSection(p, from, to)),
  })
  const meta = (path: string[], value: unknown, key: string) => edit((p) => updateMeta(p, path, value), key)
  const fix = (action: FixAction) =>
    edit((p) => ('declare' in action ? declareMigration(p, action.declare) : dropMigration(p, action.drop)))
  return { actions, meta, fix }
}
