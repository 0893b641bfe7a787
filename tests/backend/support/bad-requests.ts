import { findField, withValue, without } from './schema-probe.ts'
import type { JsonObject } from '#form-core/json.ts'

/** What the answer must be, beyond "a 4xx with a message": the exact status, and what the message says. */
export interface Expected {
  status?: number
  message?: RegExp
}

/** One kind of bad input: how to send it. `raw` bypasses fetch for headers fetch will not send. */
export type BadRequest = Expected &
  (
    | { kind: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> }
    | { kind: string; raw: { head: (path: string, host: string) => string; body: string } }
  )

const json = { 'content-type': 'application/json' }
const MiB = 1024 * 1024

/** 1 MiB streamed in chunks with no Content-Length (chunked transfer). */
const chunkedMiB = () =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"a":"'))
      for (let i = 0; i < 64; i++) c.enqueue(new Uint8Array(16 * 1024).fill(0x61))
      c.enqueue(new TextEncoder().encode('"}'))
      c.close()
    },
  })

const post = (kind: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = json): BadRequest => ({ kind, method: 'POST', headers, body })
const postJson = (kind: string, value: unknown) => post(kind, JSON.stringify(value))

/** `status` on every case of a list that does not set its own. */
const expecting = (status: number, cases: BadRequest[]): BadRequest[] => cases.map((c) => ({ status, ...c }))

/** A raw request: headers as given, then `body`, then the socket is closed. */
const raw = (kind: string, length: string, body: string, status: number): BadRequest => ({
  kind,
  status,
  raw: { head: (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\nContent-Length: ${length}`, body },
})

/**
 * Kinds of bad transport every endpoint must refuse with a 4xx, whatever its schema, with the status both
 * the functions and the REST API give. A GET is 405 for a function (the REST API answers GET: 401).
 * Framing errors (a Content-Length that is not a number, or shorter or longer than the body) never reach the
 * handler: Node's HTTP parser refuses them with 400 (node-http.ts answers in JSON). A shorter one gets that
 * 400 for the surplus bytes, which arrive as a malformed second request.
 */
export function transportCases(): BadRequest[] {
  return [
    ...expecting(405, [
      { kind: 'GET instead of POST', method: 'GET' },
      { kind: 'PUT', method: 'PUT', headers: json, body: '{}' },
      { kind: 'DELETE', method: 'DELETE' },
      { kind: 'PATCH', method: 'PATCH', headers: json, body: '{}' },
    ]),
    ...expecting(415, [post('JSON as text/plain', '{}', { 'content-type': 'text/plain' }), post('no Content-Type', '{}', {})]),
    ...expecting(413, [
      post('1 MiB body', JSON.stringify({ a: 'a'.repeat(MiB) })),
      { kind: '1 MiB chunked, no Content-Length', method: 'POST', headers: json, body: chunkedMiB() },
      raw('Content-Length says 10 MB', '10000000', '{}', 413),
    ]),
    ...expecting(400, [
      post('no body', ''),
      post('whitespace body', '   \n '),
      post('invalid JSON', '{"name": "Ana",'),
      post('form-urlencoded text sent as JSON', 'name=Ana&email=a%40b.com'),
      raw('Content-Length shorter than the body', '5', `{"a":"${'b'.repeat(70000)}"}`, 400),
      raw('Content-Length not a number', 'abc', '{}', 400),
      raw('Content-Length longer than the body', '500', '{}', 400),
      postJson('array instead of object', []),
      postJson('array of numbers', [1, 2]),
      postJson('string instead of object', 'Ana'),
      postJson('number instead of object', 42),
      postJson('null instead of object', null),
      post('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
      post('raw NUL byte', '{"a":"x\u0000y"}'),
      post('nested 5000 levels deep', '['.repeat(5000) + ']'.repeat(5000)),
    ]),
  ]
}

/**
 * Kinds of bad answers for a form, from its schema; a kind the schema cannot express is left out.
 * Schema failures are 422; a U+0000 is refused before validation, 400.
 */
export function payloadCases(schema: JsonObject, sample: JsonObject): BadRequest[] {
  const cases: BadRequest[] = []
  const add = (kind: string, value: unknown, status = 422) => cases.push({ ...postJson(kind, value), status })
  const text = findField(schema, (f) => f.type === 'string' && typeof f.maxLength === 'number' && !f.format && !f.oneOf)
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  if (required.length > 0) {
    add('empty object', {})
    add('missing a required field', without(sample, [required[0]]))
    add('required field null', { ...sample, [required[0]]: null })
  }
  add('unknown field', { ...sample, campoInventado: 'x' })
  add('very long unknown key', { ...sample, ['k'.repeat(20000)]: 1 })
  cases.push({ status: 422, ...post('__proto__ key', `{${JSON.stringify(sample).slice(1, -1)}${Object.keys(sample).length ? ',' : ''}"__proto__":{"admin":true}}`) })
  add('NUL in a value (\\u0000 escape)', { ...sample, [Object.keys(sample)[0] ?? 'a']: 'a\u0000b' }, 400)
  add('NUL in a key', { ...sample, ['a\u0000b']: 'x' }, 400)
  if (text) {
    add('oversized string', withValue(sample, text.path, 'x'.repeat(Number(text.field.maxLength) + 1)))
    add('number where text is expected', withValue(sample, text.path, 1e308))
    add('object where text is expected', withValue(sample, text.path, { a: 1 }))
    add('boolean where text is expected', withValue(sample, text.path, true))
  }
  const choice = findField(schema, (f) => Array.isArray(f.oneOf) && f.type !== 'array')
  if (choice) add('value not among the options', withValue(sample, choice.path, 'opcao-inexistente'))
  const list = findField(schema, (f) => f.type === 'array')
  if (list) {
    add('list given as a string', withValue(sample, list.path, 'Home'))
    add('option not in the list', withValue(sample, list.path, ['opcao-inexistente']))
  }
  const integer = findField(schema, (f) => (f.type === 'integer' || f.type === 'number') && typeof f.maximum === 'number')
  if (integer) {
    add('number above maximum', withValue(sample, integer.path, Number(integer.field.maximum) + 1))
    add('number as text', withValue(sample, integer.path, '12'))
  }
  const date = findField(schema, (f) => f.format === 'date')
  if (date) {
    add('malformed date (dd/mm/aaaa)', withValue(sample, date.path, '31/12/2026'))
    add('impossible date', withValue(sample, date.path, '2026-02-30'))
  }
  const email = findField(schema, (f) => f.format === 'email')
  if (email) add('malformed e-mail', withValue(sample, email.path, 'ana-sem-arroba'))
  const uri = findField(schema, (f) => f.format === 'uri')
  if (uri) add('malformed URL', withValue(sample, uri.path, 'not a url'))
  const group = findField(schema, (f) => f.type === 'object')
  if (group) add('group given as a list', withValue(sample, group.path, []))
  return cases
}
