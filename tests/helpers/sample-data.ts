import type { RJSFSchema } from '@rjsf/utils'
import { leaves, type Leaf } from './schema-walk.ts'

type Data = Record<string, unknown>

const firstChoice = (schema: RJSFSchema): unknown => {
  const option = (schema.oneOf ?? [])[0]
  return typeof option === 'object' && option !== null ? (option as RJSFSchema).const : undefined
}

/** A valid answer for one field, from its schema alone (formats, bounds, choices). */
export function sampleValue(leaf: Leaf): unknown {
  const s = leaf.schema
  if (s.type === 'array') return [firstChoice(s.items as RJSFSchema)]
  if (s.oneOf) return firstChoice(s)
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1
  if (s.format === 'email') return 'ana.souza@empresa.com.br'
  if (s.format === 'uri') return 'https://empresa.com.br'
  if (s.format === 'date') return '2026-12-15'
  const text = /phone|telefone|whatsapp/i.test(leaf.path.at(-1) ?? '') ? '11987654321' : `Resposta ${leaf.path.join(' ')}`
  return text.slice(0, s.maxLength ?? text.length)
}

const setPath = (data: Data, path: string[], value: unknown) => {
  let node = data
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Data
  node[path.at(-1)!] = value
}

/** The smallest valid record: every required field answered, nothing else. */
export function minimalRecord(schema: RJSFSchema, ui = {}): Data {
  const data: Data = {}
  for (const leaf of leaves(schema, ui).filter((l) => l.required)) setPath(data, leaf.path, sampleValue(leaf))
  return data
}
