import { isObject, optionsOf } from '#form-core'
import { type FieldContract } from '#form-authoring'
import { copy, keysIn, parentSchema, questionAt, renameQuestion, updateQuestion } from './form-edits.ts'
import type { FormPair } from './form-model.ts'
import { optionValue, questionKey, uniqueName } from './data-names.ts'
import { followOptionValues } from './condition-edits.ts'
import { definitionIn } from './condition-shape.ts'

/** What production stores answers under, by question path (`supabase/published-forms.lock.json`); none for a new form. */
export type PublishedFields = Readonly<Record<string, FieldContract>>

/**
 * A question's title, with its key following when the key is still the one derived from the old title and the
 * question is not published: "Nova pergunta" typed over with "Prazo desejado" is `prazoDesejado`. Returns the
 * question's path after the edit.
 */
export function retitleQuestion(
  before: FormPair,
  path: string[],
  title: string,
  published: PublishedFields = {},
): { pair: FormPair; path: string[] } {
  const question = questionAt(before, path)
  if (!question) return { pair: before, path }
  let pair = updateQuestion(before, path, { title })
  const container = path.slice(0, -1)
  const others = keysIn(pair, container)
  others.delete(question.id)
  if (published[path.join('.')] || question.id !== uniqueName(questionKey(question.title), others)) return { pair, path }
  const to = uniqueName(questionKey(title), others)
  if (to === question.id) return { pair, path }
  pair = renameQuestion(pair, path, to)
  const other = question.other
  if (other && other.id === `${question.id}Outro` && !published[[...container, other.id].join('.')]) {
    const free = keysIn(pair, container)
    free.delete(other.id)
    pair = renameQuestion(pair, [...container, other.id], uniqueName(`${to}Outro`, free))
  }
  return { pair, path: [...container, to] }
}

/**
 * A choice's options in their new order. A published option keeps its value (`const`) whatever its label becomes,
 * so a relabelled option is a new text for the same stored answer; an unpublished one whose value is still its
 * label's follows the label; a new one (no `const`) gets a value from its label.
 */
export function setOptions(
  before: FormPair,
  path: string[],
  options: { const?: unknown; title: string }[],
  published: readonly unknown[] = [],
): FormPair {
  const pair = copy(before)
  const parent = parentSchema(pair, path.slice(0, -1))
  const field = definitionIn(parent, path.at(-1) ?? '')
  const holder = isObject(field.items) ? field.items : field
  const previous = new Map(optionsOf(field).map((o) => [o.const, o.title]))
  const follows = (o: { const?: unknown; title: string }) => {
    const was = previous.get(o.const)
    if (o.const === undefined) return true
    if (was === undefined || was === o.title || published.includes(o.const)) return false
    return (
      o.const ===
      optionValue(
        was,
        [...previous.keys()].filter((v) => v !== o.const),
      )
    )
  }
  const taken: unknown[] = options.filter((o) => !follows(o)).map((o) => o.const)
  const renamed = new Map<unknown, unknown>()
  holder.oneOf = options.map((o) => {
    if (!follows(o)) return { const: o.const, title: o.title }
    const value = optionValue(o.title, taken)
    taken.push(value)
    if (o.const !== undefined && o.const !== value) renamed.set(o.const, value)
    return { const: value, title: o.title }
  })
  // A condition on this answer follows its new value: only a removed answer is a problem (condition-edits.ts).
  if (path.length === 1) followOptionValues(parent, path[0], renamed)
  return pair
}
