import { readBody } from '../../supabase/functions/_shared/read-body.ts'
import { HttpError } from '../../supabase/functions/_shared/responses.ts'
import { containsNullChar } from '../../supabase/functions/_shared/parse-payload.ts'

export type Row = Record<string, unknown>

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

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
  if (containsNullChar(value)) throw new HttpError(400, 'null_byte', 'unsupported Unicode escape sequence: \\u0000 cannot be stored')
  const rows = Array.isArray(value) ? value : [value]
  if (rows.length === 0 || !rows.every(isRow)) throw new HttpError(400, 'not_an_object', 'Empty or invalid json: expected an object or an array of objects')
  return rows
}
