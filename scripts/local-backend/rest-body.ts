import { readBody } from '../../supabase/functions/_shared/read-body.ts'
import { HttpError } from '../../supabase/functions/_shared/responses.ts'
import { unstorableText } from '../../supabase/functions/_shared/parse-payload.ts'

export type Row = Record<string, unknown>

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Deepest nesting the local REST endpoint takes. A row of a form table is an object of scalars (depth 2 in an
 * array), so 32 is generous. Without a bound, 64 KiB of `[` nests 30 000 levels: `JSON.stringify` overflows
 * the stack and PGlite's WASM JSON parser misbehaves (PostgREST itself would hand it to Postgres, which
 * refuses it as a CHECK or stack-depth error).
 */
export const MAX_JSON_DEPTH = 32

/** Whether `value` nests deeper than `limit` arrays/objects. Iterative, for the same reason as the limit. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (typeof node !== 'object' || node === null) continue
    if (depth + 1 > limit) return true
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * The JSON rows of an insert: one object or an array of them, like PostgREST. Same 64 KiB limit and
 * streaming count as the functions. Throws HttpError; rest-route turns it into PostgREST's shape.
 */
export async function readRows(req: Request): Promise<Row[]> {
  const bytes = await readBody(req)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpError(400, 'invalid_json', 'Empty or invalid json')
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw new HttpError(400, 'invalid_json', `Empty or invalid json: nested more than ${MAX_JSON_DEPTH} levels deep`)
  // What Postgres answers for both (22P05), before anything reaches it, as the forms function does.
  const bad = unstorableText(value)
  if (bad === 'null_byte') throw new HttpError(400, bad, 'unsupported Unicode escape sequence: \\u0000 cannot be stored')
  if (bad === 'lone_surrogate') throw new HttpError(400, bad, 'unsupported Unicode escape sequence: a lone UTF-16 surrogate cannot be stored')
  const rows = Array.isArray(value) ? value : [value]
  if (rows.length === 0 || !rows.every(isRow)) throw new HttpError(400, 'not_an_object', 'Empty or invalid json: expected an object or an array of objects')
  return rows
}
