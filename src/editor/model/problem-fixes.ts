import { type FormMigration, isObject, migrationsOf, objectAt, optionsOf, schemaAt, type JsonObject } from '#form-core'
import { copy } from './form-edits.ts'
import type { FormPair } from './form-model.ts'
import type { ConditionFix } from './condition-edits.ts'

/**
 * The one-click answers to a change that would break what is published, each written to `x-form.migrations` for the
 * marketer (docs/forms.md): old answers renamed, mapped to another option, kept as they are, or the new rule applied
 * to new answers only.
 */
export type ProblemFix =
  /** Buttons, each declaring one migration. */
  | { kind: 'declare'; choices: { label: string; migration: FormMigration }[] }
  /** A removed option: the marketer picks what old answers become, then one click declares it. */
  | { kind: 'map-option'; field: string; value: unknown; label: string; to: { value: unknown; label: string }[] }
  /** A declaration left pointing at nothing: one click takes it back. */
  | { kind: 'drop'; index: number; label: string }
  /** A broken condition: one click shows the question always, or on an answer that exists (condition-edits.ts). */
  | { kind: 'condition'; question: string; choices: ConditionFix[] }

const metaOf = (pair: FormPair): JsonObject => {
  if (!isObject(pair.schema['x-form'])) pair.schema['x-form'] = {}
  return pair.schema['x-form'] as JsonObject
}

const listOf = (meta: JsonObject): JsonObject[] => (Array.isArray(meta.migrations) ? (meta.migrations as JsonObject[]) : [])

/** `x-form.migrations` with one more declaration, after the others (they apply in order). */
export function declareMigration(before: FormPair, migration: FormMigration): FormPair {
  const pair = copy(before)
  const meta = metaOf(pair)
  meta.migrations = [...listOf(meta), migration]
  return pair
}

/** `x-form.migrations` without the declaration at `index` (the key itself gone with the last one). */
export function dropMigration(before: FormPair, index: number): FormPair {
  const pair = copy(before)
  const meta = metaOf(pair)
  const list = listOf(meta).filter((_, i) => i !== index)
  if (list.length) meta.migrations = list
  else delete meta.migrations
  return pair
}

/** The text for a removed option's answers: "respostas antigas com "Loja" passam a "Serviços"" or "ficam sem resposta". */
export const mappingLabel = (from: string, to: string | undefined) =>
  to === undefined ? `respostas antigas com "${from}" ficam sem resposta` : `respostas antigas com "${from}" passam a "${to}"`

const titleAt = (pair: FormPair | undefined, path: string) => {
  const title = pair && schemaAt(pair.schema, path.split('.'))?.title
  return typeof title === 'string' && title ? title : path
}
/**
 * An option's label in the first of `pairs` that has it (the texts the editor knows for a questionnaire, the most
 * telling first); undefined when none does, for the caller to say so without showing the stored value alone.
 */
export const optionLabelIn = (pairs: (FormPair | undefined)[], field: string, value: unknown): string | undefined =>
  pairs
    .map((pair) => pair && optionsOf(schemaAt(pair.schema, field.split('.')) ?? {}).find((o) => o.const === value)?.title)
    .find((label) => label !== undefined)

const labelOf = (pair: FormPair | undefined, field: string, value: unknown) => optionLabelIn([pair], field, value) ?? String(value)

/**
 * One declaration in the marketer's words, the questions by title and the options by label (`before`: the texts the
 * old answers were given under): what Problemas lists as decided and what the review's summary says.
 */
export function migrationText(migration: FormMigration, pair: FormPair, before: FormPair | undefined): string {
  if ('rename' in migration) {
    const [old, now] = [titleAt(before, migration.rename.from), titleAt(pair, migration.rename.to)]
    return old === now
      ? `Pergunta "${now}" mudou de nome nos dados: as respostas antigas vão para ela.`
      : `As respostas antigas de "${old}" vão para a pergunta "${now}".`
  }
  if ('removeOption' in migration) {
    const { field, value, mapTo } = migration.removeOption
    const to = mapTo === undefined ? undefined : labelOf(pair, field, mapTo)
    return `Pergunta "${titleAt(pair, field)}": ${mappingLabel(labelOf(before ?? pair, field, value), to)}.`
  }
  if ('removeField' in migration)
    return `Pergunta "${titleAt(before, migration.removeField)}" saiu: as respostas antigas a ela ficam guardadas como estão.`
  return `Pergunta "${titleAt(pair, migration.tighten)}": a regra nova vale para as respostas novas; as guardadas continuam como estão.`
}

/** The declarations `pair` adds to those of `before`, each with its place in the list (to take it back) and its words. */
export function newDecisions(pair: FormPair, before: FormPair | undefined): { index: number; text: string }[] {
  const kept = before ? migrationsOf(before.schema).length : 0
  return migrationsOf(pair.schema)
    .map((migration, index) => ({ index, text: migrationText(migration, pair, before) }))
    .slice(kept)
}

/**
 * The declarations this session wrote (those after the first `kept`, which the saved file already had and old
 * drafts may depend on) follow a question's key when it changes again: a declared rename points at the newest key,
 * or goes away when the key is back to the published one; a tightened rule or a mapped option follows its question.
 */
export function followMigrations(before: FormPair, from: string, to: string, kept: number): FormPair {
  const follow = (m: JsonObject): JsonObject[] => {
    const rename = isObject(m.rename) ? m.rename : undefined
    if (rename && rename.to === from) return rename.from === to ? [] : [{ rename: { ...rename, to } }]
    if (m.tighten === from) return [{ tighten: to }]
    if (isObject(m.removeOption) && m.removeOption.field === from) return [{ removeOption: { ...m.removeOption, field: to } }]
    return [m]
  }
  const list = listOf(objectAt(before.schema['x-form']))
  const next = [...list.slice(0, kept), ...list.slice(kept).flatMap(follow)]
  if (JSON.stringify(next) === JSON.stringify(list)) return before
  const pair = copy(before)
  const meta = metaOf(pair)
  if (next.length) meta.migrations = next
  else delete meta.migrations
  return pair
}
