/** Valid sample answers built from a schema alone: the backend tests and the benchmark send them for every form. */
import type { JsonObject } from '../../supabase/functions/_shared/types.ts'

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

const firstChoice = (field: JsonObject): unknown => {
  const options = Array.isArray(field.oneOf) ? field.oneOf : Array.isArray(field.enum) ? field.enum.map((v) => ({ const: v })) : []
  const first: unknown = options[0]
  return isObject(first) ? first.const : undefined
}

function sampleText(key: string, field: JsonObject): string {
  const min = Number(field.minLength ?? 0)
  const max = Number(field.maxLength ?? 200)
  const base = /phone|telefone|whatsapp|numero/i.test(key) ? '11987654321' : `Resposta de teste para ${key}`
  return base.padEnd(min, 'x').slice(0, max)
}

/** A valid answer for one field from its schema alone: choices, formats, bounds. */
export function sampleValue(key: string, field: JsonObject): unknown {
  if (typeof field.pattern === 'string') throw new Error(`sampleValue: "${key}" tem pattern; ensine este gerador a satisfazê-lo`)
  const choice = firstChoice(field)
  if (choice !== undefined) return choice
  switch (field.type) {
    case 'object':
      return minimalRecord(field)
    case 'array': {
      const item = isObject(field.items) ? sampleValue(key, field.items) : 'x'
      return Array.from({ length: Math.max(1, Number(field.minItems ?? 1)) }, () => item).slice(0, field.uniqueItems ? 1 : undefined)
    }
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

/** The smallest valid record of a schema: every required field (recursively), nothing else. */
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
