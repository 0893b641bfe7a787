import type { BadRequest } from './bad-requests.ts'
import type { TableForm } from './test-forms.ts'

/** 400 unless said otherwise: PostgREST's status for a bad body and for CHECK, NOT NULL and type errors. */
const postRow = (kind: string, row: unknown, headers: Record<string, string> = {}, status = 400): BadRequest => ({
  kind,
  status,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(row),
})

/** `row` with `column` holding `[[[…]]]` nested `depth` levels: JSON.stringify itself cannot write that deep. */
const nestedRow = (kind: string, row: Record<string, unknown>, column: string, depth: number): BadRequest => ({
  kind,
  status: 400,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ...row, [column]: 0 }).replace(`${JSON.stringify(column)}:0`, `${JSON.stringify(column)}:${'['.repeat(depth)}${']'.repeat(depth)}`),
})

/** Refused by a table CHECK (23514), not by anything in front of the database. */
const byCheck = (request: BadRequest): BadRequest => ({ ...request, message: /violates check constraint/ })

/**
 * Rows the table's CHECKs, types and grants must refuse, derived from the form's column mapping:
 * there is no function in front of a table, so the database is the only guard.
 */
export function rowCases(form: TableForm, row: Record<string, unknown>): BadRequest[] {
  const columns = Object.entries(form.columns)
  const texts = columns.filter(([, m]) => m.as !== 'integer').map(([c]) => c)
  const required = columns.filter(([, m]) => m.as === undefined).map(([c]) => c)
  const numbers = columns.filter(([, m]) => m.as === 'integer').map(([c]) => c)
  const email = columns.find(([c]) => /mail/i.test(c))?.[0]
  const properties = (form.schema.properties ?? {}) as Record<string, { oneOf?: unknown[]; enum?: unknown[] }>
  const choices = columns.filter(([, m]) => Array.isArray(properties[m.field]?.oneOf) || Array.isArray(properties[m.field]?.enum)).map(([c]) => c)
  const cases: BadRequest[] = [
    postRow('unknown column', { ...row, ColunaInventada: 'x' }),
    postRow('forged created_at (column not granted)', { ...row, created_at: '2000-01-01T00:00:00Z' }, {}, 401),
    postRow('forged id (column not granted)', { ...row, id: 1 }),
    postRow('asks to read the row back', row, { prefer: 'return=representation' }, 401),
    postRow('rows with different keys', [row, { [columns[0][0]]: row[columns[0][0]] }]),
    postRow('empty array', []),
  ]
  for (const c of required) {
    const rest = Object.fromEntries(Object.entries(row).filter(([key]) => key !== c))
    cases.push(postRow(`missing ${c}`, rest), postRow(`empty ${c}`, { ...row, [c]: '' }))
  }
  for (const c of texts) {
    cases.push(
      postRow(`oversized ${c}`, { ...row, [c]: 'x'.repeat(10_001) }),
      postRow(`NUL in ${c}`, { ...row, [c]: 'a\u0000b' }),
      nestedRow(`${c} nested 5000 arrays deep (~10 KB)`, row, c, 5000),
      // PostgREST stores any JSON value as its text in a text column: only a CHECK tells them from typing.
      byCheck(postRow(`${c} as a JSON object`, { ...row, [c]: { nome: 'Ana', email: 'ana@exemplo.com' } })),
      byCheck(postRow(`${c} as a JSON array`, { ...row, [c]: [1, 2] })),
    )
  }
  for (const c of required.filter((r) => texts.includes(r))) {
    cases.push(byCheck(postRow(`${c} as JSON true`, { ...row, [c]: true })), byCheck(postRow(`${c} as JSON false`, { ...row, [c]: false })))
  }
  for (const c of choices) cases.push(byCheck(postRow(`${c} not among the form's options`, { ...row, [c]: 'opcao-inexistente' })))
  for (const c of numbers) {
    cases.push(
      postRow(`${c} as words`, { ...row, [c]: 'onze nove oito' }),
      postRow(`${c} negative`, { ...row, [c]: -1 }),
      postRow(`${c} with 16 digits`, { ...row, [c]: 1234567890123456 }),
      postRow(`${c} beyond bigint`, { ...row, [c]: 1e30 }),
      postRow(`${c} with decimals`, { ...row, [c]: 1.5 }),
    )
  }
  if (email) cases.push(postRow(`malformed ${email}`, { ...row, [email]: 'ana-sem-arroba' }))
  return cases
}
