import type { FormMigration } from './form-meta.ts'
import { isObject, objectAt, type JsonObject } from './json.ts'
import { optionsOf, schemaAt } from './schema-walk.ts'

/** Breaking edits declared in `x-form.migrations` (docs/forms.md): check:schemas accepts them, old drafts are upgraded. */
export const migrationsOf = (schema: JsonObject): FormMigration[] => {
  const list = objectAt(schema['x-form']).migrations
  return Array.isArray(list) ? (list.filter(isObject) as FormMigration[]) : []
}

const split = (path: string) => path.split('.').filter(Boolean)

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

export const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

export interface UpgradedAnswers {
  data: JsonObject
  dropped: string[]
}

/** Declared renames and mappings applied in order, then what the current schema has no place for dropped. */
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
