import type { FormMigration } from './form-meta.ts'
import { isObject, objectAt, type JsonObject } from './json.ts'
import { optionsOf, schemaAt } from './schema-walk.ts'

/**
 * Breaking edits a questionnaire declares on purpose, in `x-form.migrations`, in the order they were made
 * (docs/forms.md, "Editing a published questionnaire"). `check:schemas` accepts an edit it would refuse once it
 * is declared here, and the same list upgrades old answers wherever they are read against the current form
 * (a visitor's draft). Paths are dotted property names: `eventInfo.eventName`.
 */
export const migrationsOf = (schema: JsonObject): FormMigration[] => {
  const list = objectAt(schema['x-form']).migrations
  return Array.isArray(list) ? (list.filter(isObject) as FormMigration[]) : []
}

const split = (path: string) => path.split('.').filter(Boolean)

/** The value at a path of property names, or undefined. */
export function valueAt(data: JsonObject, path: readonly string[]): unknown {
  let node: unknown = data
  for (const key of path) node = isObject(node) ? node[key] : undefined
  return node
}

function setAt(data: JsonObject, path: string[], value: unknown): void {
  let node = data
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as JsonObject
  }
  node[path[path.length - 1]] = value
}

function deleteAt(data: JsonObject, path: string[]): void {
  const parent = valueAt(data, path.slice(0, -1))
  if (isObject(parent)) delete parent[path[path.length - 1]]
}

/** An answer is given: not missing, null, empty text or an empty list. */
export const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

export interface UpgradedAnswers {
  data: JsonObject
  /** Paths of answers that had no place in the current form and were left out. */
  dropped: string[]
}

/**
 * Old answers (a draft saved under an earlier revision) fitted to the current form: declared renames and option
 * mappings applied in order, then whatever the current schema has no place for dropped — unknown questions and
 * choices that are no longer options. Answers the current form still asks for are kept as they were.
 */
export function upgradeAnswers(answers: JsonObject, schema: JsonObject): UpgradedAnswers {
  const data = structuredClone(answers)
  for (const migration of migrationsOf(schema)) {
    if ('rename' in migration) {
      const from = split(migration.rename.from)
      const value = valueAt(data, from)
      deleteAt(data, from)
      if (present(value) && !present(valueAt(data, split(migration.rename.to)))) setAt(data, split(migration.rename.to), value)
    } else if ('removeOption' in migration) {
      const { field, value, mapTo } = migration.removeOption
      const path = split(field)
      const current = valueAt(data, path)
      const replace = (v: unknown) => (v === value ? mapTo : v)
      if (Array.isArray(current)) setAt(data, path, [...new Set(current.map(replace).filter((v) => v !== undefined))])
      else if (current === value && mapTo === undefined) deleteAt(data, path)
      else if (current === value) setAt(data, path, mapTo)
    } else if ('removeField' in migration) {
      deleteAt(data, split(migration.removeField))
    }
  }
  const dropped: string[] = []
  const keep = (node: JsonObject, at: string[], container: JsonObject): JsonObject => {
    const out: JsonObject = {}
    for (const [key, value] of Object.entries(node)) {
      const path = [...at, key]
      const field = schemaAt(container, [key])
      if (!field) {
        if (present(value)) dropped.push(path.join('.'))
        continue
      }
      if (field.type === 'object' && isObject(value)) {
        out[key] = keep(value, path, field)
        continue
      }
      const options = optionsOf(field).map((o) => o.const)
      if (options.length === 0) out[key] = value
      else if (Array.isArray(value)) {
        const known = value.filter((v) => options.includes(v))
        if (known.length < value.length) dropped.push(path.join('.'))
        out[key] = known
      } else if (value === undefined || value === '' || options.includes(value)) out[key] = value
      else dropped.push(path.join('.'))
    }
    return out
  }
  return { data: keep(data, [], schema), dropped }
}
