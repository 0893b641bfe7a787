import { HttpError } from '../platform/responses.ts'
import { isObject, type JsonObject } from '../form-core/index.ts'

/** Text Postgres cannot store: U+0000, and half of a UTF-16 surrogate pair (`"a\ud800"` is valid JSON, invalid Unicode). */
export type UnstorableText = 'null_byte' | 'lone_surrogate'

// With the `u` flag a well-formed pair is one code point and does not match: only a lone half does.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

function unstorable(text: string): UnstorableText | undefined {
  if (text.includes('\u0000')) return 'null_byte'
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate'
  return undefined
}

/** What Postgres would refuse (a 503 that never succeeds). Iterative: a 64 KiB body can nest deeper than the stack allows. */
export function unstorableText(value: unknown): UnstorableText | undefined {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node === 'string') {
      const found = unstorable(node)
      if (found) return found
    } else if (Array.isArray(node)) {
      stack.push(...node)
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        const found = unstorable(key)
        if (found) return found
        stack.push(child)
      }
    }
  }
  return undefined
}

const unstorableMessage: Record<UnstorableText, string> = {
  null_byte: 'O envio contém um caractere nulo (U+0000).',
  lone_surrogate: 'O envio contém um caractere inválido (metade de um par UTF-16, como \\ud800): corrija o texto e envie de novo.',
}

export function parsePayload(bytes: Uint8Array): JsonObject {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpError(400, 'invalid_utf8', 'O envio não está em UTF-8 válido.')
  }
  if (text.trim() === '') throw new HttpError(400, 'empty_body', 'O envio está vazio: mande as respostas como um objeto JSON.')
  if (text.includes('\u0000')) throw new HttpError(400, 'null_byte', 'O envio contém um caractere nulo (U+0000).')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_json', 'O envio não é um JSON válido.')
  }
  const bad = unstorableText(value)
  if (bad) throw new HttpError(400, bad, unstorableMessage[bad])
  if (!isObject(value)) throw new HttpError(400, 'not_an_object', 'As respostas devem ser um objeto JSON ({ "campo": valor }).')
  return value
}
