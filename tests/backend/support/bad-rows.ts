import type { ApiRole } from '../../../scripts/local-backend/database.ts'
import type { BadRequest } from './bad-requests.ts'
import type { TableForm } from './test-forms.ts'

/**
 * Where a bad row is stopped. `early`: before privileges are checked, by the API reading the body or by Postgres
 * planning the insert (a value for a generated column): its own status, whoever sends it. `database`: while Postgres
 * runs the insert, so for anon, which has no right on the lead tables any more, always 401 `permission denied`
 * (privileges are checked before a single value is read); for the server's role, by the CHECK, type or constraint
 * it breaks. `anon-only`: something the server's role may do (set created_at, read back, upsert): refused to anon.
 */
type Stage = 'early' | 'database' | 'anon-only'

interface RowCase {
  kind: string
  stage: Stage
  /** The status for the server's role (ignored for `anon-only`). */
  status: number
  body: string
  headers?: Record<string, string>
  query?: string
  /** Refused by a CHECK (23514), not by anything in front of the database: the message must say so. */
  byCheck?: boolean
}

const rowCase = (kind: string, row: unknown, stage: Stage = 'database', status = 400, extra: Partial<RowCase> = {}): RowCase => ({ kind, stage, status, body: JSON.stringify(row), ...extra })

/** `row` with `column` holding `[[[…]]]` nested `depth` levels: JSON.stringify itself cannot write that deep. */
const nested = (row: Record<string, unknown>, column: string, depth: number) =>
  JSON.stringify({ ...row, [column]: 0 }).replace(`${JSON.stringify(column)}:0`, `${JSON.stringify(column)}:${'['.repeat(depth)}${']'.repeat(depth)}`)

/** The cases as requests for one role: anon gets 401 for everything the database sees; the server's role the rest. */
function asRequests(cases: RowCase[], role: ApiRole): BadRequest[] {
  return cases
    .filter((c) => role === 'anon' || c.stage !== 'anon-only')
    .map((c) => {
      const refusedByGrant = role === 'anon' && c.stage !== 'early'
      return {
        kind: c.query ? `${c.kind} (?${c.query})` : c.kind,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...c.headers },
        body: c.body,
        query: c.query,
        status: refusedByGrant ? 401 : c.status,
        message: refusedByGrant ? /permission denied/ : c.byCheck ? /violates check constraint/ : undefined,
      }
    })
}

/** What PostgREST-shaped upserts look like; for anon each is a write it has no right to. */
function upsertCases(row: Record<string, unknown>, key: string): RowCase[] {
  return [
    rowCase('upsert merging duplicates on the primary key', row, 'anon-only', 201, { headers: { prefer: 'resolution=merge-duplicates' } }),
    rowCase('upsert merging duplicates on a named key', row, 'anon-only', 201, { headers: { prefer: 'resolution=merge-duplicates' }, query: `on_conflict=${encodeURIComponent(key)}` }),
    rowCase('upsert ignoring duplicates', row, 'anon-only', 201, { headers: { prefer: 'resolution=ignore-duplicates' } }),
    rowCase('upsert with an unknown resolution', row, 'early', 400, { headers: { prefer: 'resolution=overwrite-everything' } }),
    rowCase('upsert on a column that does not exist', row, 'early', 400, { headers: { prefer: 'resolution=merge-duplicates' }, query: 'on_conflict=coluna_inventada' }),
  ]
}

/** Writes nobody may make through the API: reading back, forging the server's columns, many rows at once. */
function grantCases(row: Record<string, unknown>): RowCase[] {
  return [
    rowCase('forged created_at', { ...row, created_at: '2000-01-01T00:00:00Z' }, 'anon-only'),
    rowCase('asks to read the row back', row, 'anon-only', 201, { headers: { prefer: 'return=representation' } }),
    rowCase('a valid row', row, 'anon-only'),
    rowCase('300 valid rows in one array', Array.from({ length: 300 }, () => row), 'anon-only'),
  ]
}

/**
 * Rows the meeting table's grants, CHECKs and types must refuse, derived from the form's column mapping. Sent as anon
 * they prove nobody writes the table through the public API; sent as service_role they prove the CHECKs still hold
 * behind the function (defence in depth).
 */
export function rowCases(form: TableForm, row: Record<string, unknown>, role: ApiRole): BadRequest[] {
  const columns = Object.entries(form.columns)
  const texts = columns.filter(([, m]) => m.as !== 'integer').map(([c]) => c)
  const required = columns.filter(([, m]) => m.as === undefined).map(([c]) => c)
  const numbers = columns.filter(([, m]) => m.as === 'integer').map(([c]) => c)
  const email = columns.find(([c]) => /mail/i.test(c))?.[0]
  const properties = (form.schema.properties ?? {}) as Record<string, { oneOf?: unknown[]; enum?: unknown[] }>
  const choices = columns.filter(([, m]) => Array.isArray(properties[m.field]?.oneOf) || Array.isArray(properties[m.field]?.enum)).map(([c]) => c)
  const check = (kind: string, value: Record<string, unknown>) => rowCase(kind, value, 'database', 400, { byCheck: true })
  const cases: RowCase[] = [
    ...grantCases(row),
    ...upsertCases(row, 'id'),
    rowCase('unknown column', { ...row, ColunaInventada: 'x' }, 'early'),
    rowCase('forged id (generated always)', { ...row, id: 1 }, 'early'),
    rowCase('rows with different keys', [row, { [columns[0][0]]: row[columns[0][0]] }], 'early'),
    rowCase('empty array', [], 'early'),
  ]
  for (const c of required) {
    const rest = Object.fromEntries(Object.entries(row).filter(([key]) => key !== c))
    cases.push(rowCase(`missing ${c}`, rest), rowCase(`empty ${c}`, { ...row, [c]: '' }))
  }
  for (const c of texts) {
    cases.push(
      rowCase(`oversized ${c}`, { ...row, [c]: 'x'.repeat(10_001) }),
      rowCase(`NUL in ${c}`, { ...row, [c]: 'a\u0000b' }, 'early'),
      rowCase(`lone surrogate in ${c}`, { ...row, [c]: 'a\ud800' }, 'early'),
      { kind: `${c} nested 5000 arrays deep (~10 KB)`, stage: 'early', status: 400, body: nested(row, c, 5000) },
    )
  }
  // No case for a JSON object, array or boolean in a text column: the table stores it as its text, exactly as it
  // stores a person typing `true` or `[1, 2]`, which the schema accepts. The function refuses the non-strings
  // (`"type": "string"`); a CHECK cannot tell the two apart (docs/decisions/100-table-checks-follow-the-schema.md).
  for (const c of choices) cases.push(check(`${c} not among the form's options`, { ...row, [c]: 'opcao-inexistente' }))
  for (const c of numbers) {
    cases.push(
      rowCase(`${c} as words`, { ...row, [c]: 'onze nove oito' }),
      rowCase(`${c} negative`, { ...row, [c]: -1 }),
      rowCase(`${c} with 16 digits`, { ...row, [c]: 1234567890123456 }),
      rowCase(`${c} beyond bigint`, { ...row, [c]: 1e30 }),
      rowCase(`${c} with decimals`, { ...row, [c]: 1.5 }),
    )
  }
  if (email) cases.push(check(`malformed ${email}`, { ...row, [email]: 'ana-sem-arroba' }))
  return asRequests(cases, role)
}

/**
 * Rows of `form_submissions` the grants and CHECKs must refuse: for anon, any row at all (it used to be able to write
 * any form_id and payload, hundreds per request); for the server's role, each bound of the table.
 */
export function submissionRowCases(row: Record<string, unknown>, role: ApiRole): BadRequest[] {
  const check = (kind: string, value: Record<string, unknown>) => rowCase(kind, value, 'database', 400, { byCheck: true })
  const cases: RowCase[] = [
    ...grantCases(row),
    ...upsertCases(row, 'id'),
    rowCase('unknown column', { ...row, ip: '203.0.113.7' }, 'early'),
    rowCase('rows with different keys', [row, { form_id: row.form_id }], 'early'),
    rowCase('empty array', [], 'early'),
    rowCase('NUL in the payload', { ...row, payload: { a: 'x\u0000' } }, 'early'),
    rowCase('lone surrogate in the payload', { ...row, payload: { a: '\udfff' } }, 'early'),
    rowCase('missing form_id', Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'form_id'))),
    rowCase('missing payload', Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'payload'))),
    rowCase('id that is not a uuid', { ...row, id: 'abc' }),
    check('form_id not kebab-case', { ...row, form_id: 'Website Brief' }),
    check('form_id over 64 characters', { ...row, form_id: 'a'.repeat(65) }),
    check('schema_hash that is not a hash', { ...row, schema_hash: 'x'.repeat(64) }),
    check('payload that is an array', { ...row, payload: [1, 2] }),
    check('payload that is a string', { ...row, payload: 'texto' }),
    check('user_agent over 512 characters', { ...row, user_agent: 'x'.repeat(513) }),
    check('origin over 256 characters', { ...row, origin: 'x'.repeat(257) }),
    rowCase('a revision that was never published', { ...row, schema_hash: 'e'.repeat(64) }, 'database', 409),
    { kind: 'payload nested 5000 arrays deep (~10 KB)', stage: 'early', status: 400, body: nested(row, 'payload', 5000) },
  ]
  return asRequests(cases, role)
}
