/** Valid sample answers built from a schema alone: the tests and the benchmark send them for every form. */
import { isObject, type JsonObject, optionsOf, type Leaf } from '#form-core'

function sampleText(key: string, field: JsonObject): string {
  const min = Number(field.minLength ?? 0)
  const max = Number(field.maxLength ?? 200)
  const base = /phone|telefone|whatsapp|numero/i.test(key) ? '11987654321' : `Resposta de teste para ${key}`
  return base.padEnd(min, 'x').slice(0, max)
}

export function sampleValue(key: string, field: JsonObject): unknown {
  const value = sampleUnchecked(key, field)
  if (typeof field.pattern === 'string' && !new RegExp(field.pattern, 'u').test(String(value)))
    throw new Error(`sampleValue: "${value}" não segue o pattern de "${key}"; ensine este gerador a satisfazê-lo`)
  return value
}

function sampleUnchecked(key: string, field: JsonObject): unknown {
  const [first] = optionsOf(field)
  if (field.type === 'array') {
    const item = first !== undefined ? first.const : isObject(field.items) ? sampleValue(key, field.items) : 'x'
    return Array.from({ length: Math.max(1, Number(field.minItems ?? 1)) }, () => item).slice(0, field.uniqueItems ? 1 : undefined)
  }
  if (first !== undefined) return first.const
  switch (field.type) {
    case 'object':
      return minimalRecord(field)
    case 'integer':
    case 'number':
      return Number(field.minimum ?? (field.exclusiveMinimum !== undefined ? Number(field.exclusiveMinimum) + 1 : 1))
    case 'boolean':
      return true
  }
  if (field.format === 'email') return 'ana.souza@empresa.com.br'
  if (field.format === 'uri') return 'https://empresa.com.br'
  if (field.format === 'date') return '2026-12-15'
  if (field.format === 'date-time') return '2026-12-15T10:00:00Z'
  return sampleText(key, field)
}

export const sampleLeafValue = (leaf: Leaf): unknown => sampleValue(leaf.path.at(-1) ?? '', leaf.schema)

const setPath = (data: JsonObject, path: string[], value: unknown) => {
  let node = data
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as JsonObject
  node[path.at(-1) ?? ''] = value
}

export function recordOf(selected: Leaf[]): JsonObject {
  const data: JsonObject = {}
  for (const leaf of selected) setPath(data, leaf.path, sampleLeafValue(leaf))
  return data
}

/** The smallest valid record of a schema: every required field (recursively, groups included), nothing else. */
export function minimalRecord(schema: JsonObject): JsonObject {
  const props = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const record: JsonObject = {}
  for (const key of required) {
    const field = props[key]
    if (isObject(field)) record[key] = sampleValue(key, field)
  }
  return record
}
