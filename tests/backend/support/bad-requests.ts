import { findField, withValue, without } from './schema-probe.ts'
import type { JsonObject } from '../../../supabase/functions/_shared/types.ts'

/** One kind of bad input: how to send it. `raw` bypasses fetch for headers fetch will not send. */
export type BadRequest =
  | { kind: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> }
  | { kind: string; raw: { head: (path: string, host: string) => string; body: string } }

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

/** Kinds of bad transport every endpoint must refuse with a 4xx, whatever its schema. */
export function transportCases(): BadRequest[] {
  return [
    { kind: 'GET instead of POST', method: 'GET' },
    { kind: 'PUT', method: 'PUT', headers: json, body: '{}' },
    { kind: 'DELETE', method: 'DELETE' },
    { kind: 'PATCH', method: 'PATCH', headers: json, body: '{}' },
    post('no body', ''),
    post('whitespace body', '   \n '),
    post('invalid JSON', '{"name": "Ana",'),
    post('form-urlencoded text sent as JSON', 'name=Ana&email=a%40b.com'),
    post('JSON as text/plain', '{}', { 'content-type': 'text/plain' }),
    post('no Content-Type', '{}', {}),
    post('1 MiB body', JSON.stringify({ a: 'a'.repeat(MiB) })),
    { kind: '1 MiB chunked, no Content-Length', method: 'POST', headers: json, body: chunkedMiB() },
    { kind: 'Content-Length says 10 MB', raw: { head: (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\nContent-Length: 10000000`, body: '{}' } },
    { kind: 'Content-Length shorter than the body', raw: { head: (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\nContent-Length: 5`, body: `{"a":"${'b'.repeat(70000)}"}` } },
    { kind: 'Content-Length not a number', raw: { head: (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\nContent-Length: abc`, body: '{}' } },
    { kind: 'Content-Length longer than the body', raw: { head: (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\nContent-Length: 500`, body: '{}' } },
    postJson('array instead of object', []),
    postJson('array of numbers', [1, 2]),
    postJson('string instead of object', 'Ana'),
    postJson('number instead of object', 42),
    postJson('null instead of object', null),
    post('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    post('raw NUL byte', '{"a":"x\u0000y"}'),
    post('nested 5000 levels deep', '['.repeat(5000) + ']'.repeat(5000)),
  ]
}

/** Kinds of bad answers for a form, from its schema; a kind the schema cannot express is left out. */
export function payloadCases(schema: JsonObject, sample: JsonObject): BadRequest[] {
  const cases: BadRequest[] = []
  const add = (kind: string, value: unknown) => cases.push(postJson(kind, value))
  const text = findField(schema, (f) => f.type === 'string' && typeof f.maxLength === 'number' && !f.format && !f.oneOf)
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  if (required.length > 0) {
    add('empty object', {})
    add('missing a required field', without(sample, [required[0]]))
    add('required field null', { ...sample, [required[0]]: null })
  }
  add('unknown field', { ...sample, campoInventado: 'x' })
  add('very long unknown key', { ...sample, ['k'.repeat(20000)]: 1 })
  cases.push(post('__proto__ key', `{${JSON.stringify(sample).slice(1, -1)}${Object.keys(sample).length ? ',' : ''}"__proto__":{"admin":true}}`))
  add('NUL in a value (\\u0000 escape)', { ...sample, [Object.keys(sample)[0] ?? 'a']: 'a\u0000b' })
  add('NUL in a key', { ...sample, ['a\u0000b']: 'x' })
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
