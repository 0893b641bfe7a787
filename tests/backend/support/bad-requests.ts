import { findField, withValue, without } from './schema-probe.ts'
import type { JsonObject } from '#form-core'

/** What the answer must be, beyond "a 4xx with a message": the exact status, and what the message says. */
export interface Expected {
  status: number
  message?: RegExp
}

/** One kind of bad input: how to send it. `raw` bypasses fetch for what fetch will not send (methods, framing, targets). */
export type BadRequest = Expected &
  (
    | {
        kind: string
        method?: string
        headers?: Record<string, string>
        body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>
        query?: string
      }
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

const post = (
  kind: string,
  body: string | Uint8Array<ArrayBuffer>,
  status: number,
  headers: Record<string, string> = json,
): BadRequest => ({ kind, status, method: 'POST', headers, body })

/** A raw request: the head as given (`\n` between lines), then `body`, then the socket is closed. */
const raw = (kind: string, status: number, head: (path: string, host: string) => string, body = ''): BadRequest => ({
  kind,
  status,
  raw: { head, body },
})
const rawPost = (kind: string, status: number, extraHeaders: string, body: string) =>
  raw(kind, status, (p, h) => `POST ${p} HTTP/1.1\nHost: ${h}\nContent-Type: application/json\n${extraHeaders}`, body)

/**
 * Kinds of bad transport every public endpoint must refuse with a 4xx, whatever its schema. A GET is 405 for a function.
 * Framing errors (a Content-Length that is not a number, or shorter or longer than the body, smuggling-shaped headers)
 * never reach the handler: Node's HTTP parser refuses them with 400 (the local server answers in JSON), as it does a
 * method it does not know (TRACK). A method the web Request cannot represent (TRACE) and a target URL cannot parse
 * are answered by the local server itself (scripts/local-backend/local-server.ts): they once stopped the process.
 */
export function transportCases(): BadRequest[] {
  return [
    { kind: 'GET instead of POST', method: 'GET', status: 405 },
    { kind: 'PUT', method: 'PUT', headers: json, body: '{}', status: 405 },
    { kind: 'DELETE', method: 'DELETE', status: 405 },
    { kind: 'PATCH', method: 'PATCH', headers: json, body: '{}', status: 405 },
    raw('TRACE', 405, (p, h) => `TRACE ${p} HTTP/1.1\nHost: ${h}`),
    raw("TRACK (a method Node's parser does not know)", 400, (p, h) => `TRACK ${p} HTTP/1.1\nHost: ${h}`),
    raw('request target URL cannot parse (//[)', 400, (_p, h) => `POST //[ HTTP/1.1\nHost: ${h}\nContent-Length: 2`, '{}'),
    post('JSON as text/plain', '{}', 415, { 'content-type': 'text/plain' }),
    post('no Content-Type', '{}', 415, {}),
    post('1 MiB body', JSON.stringify({ a: 'a'.repeat(MiB) }), 413),
    { kind: '1 MiB chunked, no Content-Length', method: 'POST', headers: json, body: chunkedMiB(), status: 413 },
    rawPost('Content-Length says 10 MB', 413, 'Content-Length: 10000000', '{}'),
    rawPost('header section over 16 KB', 431, `Content-Length: 2\nX-Filler: ${'a'.repeat(20_000)}`, '{}'),
    post('no body', '', 400),
    post('whitespace body', '   \n ', 400),
    post('invalid JSON', '{"name": "Ana",', 400),
    post('form-urlencoded text sent as JSON', 'name=Ana&email=a%40b.com', 400),
    rawPost('Content-Length shorter than the body', 400, 'Content-Length: 5', `{"a":"${'b'.repeat(70000)}"}`),
    rawPost('Content-Length not a number', 400, 'Content-Length: abc', '{}'),
    rawPost('Content-Length longer than the body', 400, 'Content-Length: 500', '{}'),
    rawPost('two different Content-Lengths', 400, 'Content-Length: 2\nContent-Length: 3', '{}'),
    rawPost('Content-Length and chunked together', 400, 'Content-Length: 2\nTransfer-Encoding: chunked', '{}'),
    rawPost('malformed chunk size', 400, 'Transfer-Encoding: chunked', 'zz\r\n{}\r\n0\r\n\r\n'),
    rawPost('NUL byte in a header value', 400, 'Content-Length: 2\nX-Note: a\u0000b', '{}'),
    post('array instead of object', '[]', 400),
    post('array of numbers', '[1,2]', 400),
    post('string instead of object', '"Ana"', 400),
    post('number instead of object', '42', 400),
    post('null instead of object', 'null', 400),
    post('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400),
    post('raw NUL byte', '{"a":"x\u0000y"}', 400),
    post('lone high surrogate in a value ("a\\ud800")', '{"a":"a\\ud800"}', 400),
    post('lone low surrogate in a value', '{"a":"\\udc00b"}', 400),
    post('lone surrogate in a key', '{"a\\ud800":"x"}', 400),
    post('nested 5000 levels deep', '['.repeat(5000) + ']'.repeat(5000), 400),
  ]
}

/**
 * Kinds of bad answers for a form, from its schema; a kind the schema cannot express is left out. Schema failures are
 * 422; text Postgres cannot store (U+0000, a lone surrogate) is refused before validation, 400; a revision the server
 * does not know, 409.
 */
export function payloadCases(schema: JsonObject, sample: JsonObject): BadRequest[] {
  const cases: BadRequest[] = []
  const add = (kind: string, value: unknown, status = 422, headers: Record<string, string> = json) =>
    cases.push(post(kind, JSON.stringify(value), status, headers))
  const text = findField(schema, (f) => f.type === 'string' && typeof f.maxLength === 'number' && !f.format && !f.oneOf)
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const firstKey = Object.keys(sample)[0] ?? 'a'
  // Only `application/json` is the answers as JSON: a JSON Patch document is another format, refused as such.
  add('the answers as application/json-patch+json', sample, 415, { 'content-type': 'application/json-patch+json' })
  add('the answers as application/jsonx', sample, 415, { 'content-type': 'application/jsonx' })
  if (required.length > 0) {
    add('empty object', {})
    add('missing a required field', without(sample, [required[0]]))
    add('required field null', { ...sample, [required[0]]: null })
    add('answers wrapped in another object', { data: sample })
    // Issue 42: "   " as the name on /contato was stored; a text of only spaces is as good as none (trimmedAnswers).
    const properties = (schema.properties ?? {}) as Record<string, JsonObject>
    const blank = required.find((k) => properties[k]?.type === 'string' && !('oneOf' in properties[k]) && !('enum' in properties[k]))
    if (blank) add('a required text of only spaces', { ...sample, [blank]: '   ' })
  }
  add('unknown field', { ...sample, campoInventado: 'x' })
  add('very long unknown key', { ...sample, ['k'.repeat(20000)]: 1 })
  cases.push(
    post(
      '__proto__ key',
      `{${JSON.stringify(sample).slice(1, -1)}${Object.keys(sample).length ? ',' : ''}"__proto__":{"admin":true}}`,
      422,
    ),
  )
  add('NUL in a value (\\u0000 escape)', { ...sample, [firstKey]: 'a\u0000b' }, 400)
  add('NUL in a key', { ...sample, ['a\u0000b']: 'x' }, 400)
  add('lone surrogate in an answer', { ...sample, [firstKey]: 'Ana \ud83d' }, 400)
  add('a revision the server does not know', sample, 409, { ...json, 'x-form-revision': 'f'.repeat(64) })
  add('a revision header that is no hash', sample, 409, { ...json, 'x-form-revision': '../../etc/passwd' })
  if (text) {
    add('oversized string', withValue(sample, text.path, 'x'.repeat(Number(text.field.maxLength) + 1)))
    add('oversized by one emoji (length counts characters)', withValue(sample, text.path, `${'x'.repeat(Number(text.field.maxLength))}😀`))
    add('number where text is expected', withValue(sample, text.path, 1e308))
    add('object where text is expected', withValue(sample, text.path, { a: 1 }))
    add('array where text is expected', withValue(sample, text.path, ['a']))
    add('boolean where text is expected', withValue(sample, text.path, true))
  }
  const choice = findField(schema, (f) => Array.isArray(f.oneOf) && f.type !== 'array')
  if (choice) add('value not among the options', withValue(sample, choice.path, 'opcao-inexistente'))
  // A label people read ("Desenvolvimento Web") is not the value stored ("web"): only where the two differ.
  const labelled = findField(
    schema,
    (f) =>
      Array.isArray(f.oneOf) && f.type !== 'array' && (f.oneOf as { const?: unknown; title?: unknown }[]).some((o) => o.title !== o.const),
  )
  if (labelled) {
    const options = labelled.field.oneOf as { const?: unknown; title?: unknown }[]
    const label = options.map((o) => o.title).find((t) => !options.some((o) => o.const === t))
    if (typeof label === 'string') add("an option's label instead of its value", withValue(sample, labelled.path, label))
  }
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
  if (email) {
    add('malformed e-mail', withValue(sample, email.path, 'ana-sem-arroba'))
    add('e-mail without a domain', withValue(sample, email.path, 'ana@'))
    add('e-mail without a name', withValue(sample, email.path, '@empresa.com.br'))
  }
  const uri = findField(schema, (f) => f.format === 'uri')
  if (uri) {
    add('malformed URL', withValue(sample, uri.path, 'not a url'))
    add('URL without a host ("http://")', withValue(sample, uri.path, 'http://'))
    add('URL with an empty host ("http:///caminho")', withValue(sample, uri.path, 'http:///caminho'))
    add('URL with a space in the host', withValue(sample, uri.path, 'https://exem plo.com.br'))
    add('javascript: instead of a web address', withValue(sample, uri.path, 'javascript:alert(1)'))
  }
  const group = findField(schema, (f) => f.type === 'object')
  if (group) add('group given as a list', withValue(sample, group.path, []))
  return cases
}
