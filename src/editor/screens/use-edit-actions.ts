import { useLayoutEffect, useMemo, useRef, type Dispatch } from 'react'
import { migrationsOf, isObject, optionsOf, schemaAt, type ChoiceOption, type FormTexts } from '#form-core'
import { keysIn, questionAt, renameQuestion, updateMeta, updateQuestion, type QuestionPatch, type SectionRef } from '../model/form-edits.ts'
import {
  addQuestion,
  addSection,
  duplicateQuestion,
  moveQuestion,
  moveSection,
  removeQuestion,
  removeSection,
  updateSection,
} from '../model/form-layout.ts'
import type { FormPair, QuestionKind } from '../model/form-model.ts'
import type { HistoryAction } from '../model/history.ts'
import { rewriteJson } from '../model/json-text.ts'
import { retitleQuestion, setOptions, type PublishedFields } from '../model/name-edits.ts'
import { declareMigration, dropMigration, followMigrations } from '../model/problem-fixes.ts'
import type { FixAction } from './problems-pane.tsx'
import { setCondition } from '../model/condition-edits.ts'
import type { QuestionCondition } from '../model/condition-shape.ts'

/** Every edit the panel asks for; those that can change a question's path answer the path it has after. */
export interface QuestionsActions {
  /** `key` for typed text: keystrokes in one field within a second are one step of undo. */
  patch(path: string[], patch: QuestionPatch, key?: string): void
  retitle(path: string[], title: string, key: string): string[]
  rename(path: string[], id: string): string[]
  /** `key` for a label being typed; adding, removing and moving are steps of their own, drawn at once. */
  options(path: string[], change: (options: ChoiceOption[]) => { const?: unknown; title: string }[], key?: string): string[]
  /** Where a question is now: a title typed since this panel rendered may have renamed it. */
  now(path: string[]): string[]
  /** Whether another question beside this one already has the key `id`. */
  isTaken(path: string[], id: string): boolean
  add(section: SectionRef, kind: QuestionKind): string[]
  remove(path: string[]): void
  duplicate(path: string[]): string[]
  move(path: string[], to: SectionRef, at: number): void
  addSection(at: number): void
  updateSection(ref: SectionRef, patch: { title?: string; description?: string }, key: string): void
  removeSection(ref: SectionRef): void
  moveSection(from: number, to: number): void
  /** "Mostrar só quando…": the question shown only on an earlier answer, or always (`undefined`). */
  condition(path: string[], condition: QuestionCondition | undefined): void
}

/** How many migrations the saved file declares: those are history, only the ones after them follow a renamed key. */
function keptMigrations(saved: FormTexts): number {
  try {
    const schema: unknown = JSON.parse(saved.schema)
    return isObject(schema) ? migrationsOf(schema).length : 0
  } catch {
    return 0
  }
}

/**
 * Every edit of the visual editor as one step of history: a pure edit of the pair (form-edits, form-layout,
 * name-edits, problem-fixes) written back into the two texts as the smallest text edits. The callbacks never change,
 * and always edit the latest texts: the panels that call them render after typing, with the paths they last saw, so a
 * path a title has renamed since is followed to where the question is now.
 */
export function useEditActions(props: {
  pair: FormPair | undefined
  texts: FormTexts
  saved: FormTexts
  published: PublishedFields
  dispatch: Dispatch<HistoryAction<FormTexts>>
  /** A question's key changed: what points at it (the open card) follows. */
  onMoved(from: string, to: string): void
}) {
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  const kept = useMemo(() => keptMigrations(props.saved), [props.saved])
  const keptRef = useRef(kept)
  useLayoutEffect(() => {
    keptRef.current = kept
  }, [kept])
  const moves = useRef(new Map<string, string>())

  return useMemo(() => {
    const edit = (change: (pair: FormPair) => FormPair, key?: string) => {
      const { pair, texts, dispatch } = latest.current
      if (!pair) return
      const next = change(pair)
      if (next === pair) return
      const value = { schema: rewriteJson(texts.schema, next.schema), uiSchema: rewriteJson(texts.uiSchema, next.uiSchema) }
      // The next keystroke may come before the next render: it edits this.
      latest.current = { ...latest.current, pair: next, texts: value }
      dispatch({ type: 'edit', key, value })
    }
    /** Where a question is now, if a typed title has renamed it since the caller last rendered. */
    const now = (path: string[]): string[] => {
      let key = path.join('.')
      const pair = latest.current.pair
      for (let hops = 0; pair && !questionAt(pair, key.split('.')) && moves.current.has(key) && hops < 1000; hops++)
        key = moves.current.get(key) ?? key
      return key.split('.')
    }
    /** An edit that answers a question's path after it (a new, copied or renamed one; the same when nothing changed). */
    const editAt = (path: string[], change: (pair: FormPair) => { pair: FormPair; path: string[] }, key?: string, renames = false) => {
      let after = path
      edit((p) => {
        const result = change(p)
        after = result.path
        const moved = renames && result.path.join('.') !== path.join('.')
        return moved ? followMigrations(result.pair, path.join('.'), result.path.join('.'), keptRef.current) : result.pair
      }, key)
      if (renames && after.join('.') !== path.join('.')) {
        moves.current.set(path.join('.'), after.join('.'))
        latest.current.onMoved(path.join('.'), after.join('.'))
      }
      return after
    }
    const published = () => latest.current.published
    const actions: QuestionsActions = {
      patch: (path, patch, key) => edit((p) => updateQuestion(p, now(path), patch), key),
      retitle: (path, title, key) => {
        const at = now(path)
        return editAt(at, (p) => retitleQuestion(p, at, title, published()), key, true)
      },
      rename: (path, id) => {
        const at = now(path)
        return editAt(
          at,
          (p) => {
            const next = renameQuestion(p, at, id)
            return { pair: next, path: next === p ? at : [...at.slice(0, -1), id] }
          },
          undefined,
          true,
        )
      },
      options: (path, change, key) => {
        const at = now(path)
        edit(
          (p) => setOptions(p, at, change(optionsOf(schemaAt(p.schema, at) ?? {})), published()[at.join('.')]?.options ?? []),
          key && `${at.join('.')}:${key}`,
        )
        return at
      },
      now,
      isTaken: (path, id) => {
        const at = now(path)
        return latest.current.pair ? keysIn(latest.current.pair, at.slice(0, -1)).has(id) && id !== at.at(-1) : false
      },
      add: (section, kind) => editAt([], (p) => addQuestion(p, section, kind)),
      remove: (path) => edit((p) => removeQuestion(p, now(path))),
      duplicate: (path) => editAt(now(path), (p) => duplicateQuestion(p, now(path))),
      move: (path, to, at) => edit((p) => moveQuestion(p, now(path), to, at)),
      addSection: (at) => edit((p) => addSection(p, at)),
      updateSection: (ref, patch, key) => edit((p) => updateSection(p, ref, patch), key),
      removeSection: (ref) => edit((p) => removeSection(p, ref)),
      moveSection: (from, to) => edit((p) => moveSection(p, from, to)),
      condition: (path, condition) => edit((p) => setCondition(p, now(path).join('.'), condition)),
    }
    const meta = (path: string[], value: unknown, key?: string) => edit((p) => updateMeta(p, path, value), key)
    const fix = (action: FixAction) =>
      edit((p) =>
        'declare' in action
          ? declareMigration(p, action.declare)
          : 'drop' in action
            ? dropMigration(p, action.drop)
            : setCondition(p, action.condition.question, action.condition.condition),
      )
    return { actions, meta, fix }
  }, [])
}
