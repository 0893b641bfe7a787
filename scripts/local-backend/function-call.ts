import { ident } from './table-catalog.ts'

const ARG_NAME = /^[a-z_][a-z0-9_]*$/

/** A JSON argument as a query parameter: objects and arrays travel as JSON text (jsonb arguments). */
const asParam = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value)

/**
 * `select * from public.<fn>(name => $1, …)`: a database function called with named arguments, the way PostgREST calls
 * it for `POST /rest/v1/rpc/<fn>`. Throws on an argument name that is not a plain identifier (the caller's 400).
 */
export function functionCall(name: string, args: Record<string, unknown>): { sql: string; params: unknown[]; badArgument?: string } {
  const names = Object.keys(args)
  const badArgument = names.find((n) => !ARG_NAME.test(n))
  const sql = `select * from public.${ident(name)}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`
  return { sql, params: names.map((n) => asParam(args[n])), badArgument }
}
