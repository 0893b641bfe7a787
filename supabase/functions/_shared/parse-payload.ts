import { HttpError } from './responses.ts'
import { isObject, type JsonObject } from './form-core/json.ts'

/**
 * Whether any key or string holds U+0000. Postgres text and jsonb cannot store it, and no person types it.
 * Iterative: a 64 KiB body can nest thousands of levels, more than a recursive walk's stack allows.
 */
export function containsNullChar(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true
    } else if (Array.isArray(node)) {
      stack.push(...node)
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return true
        stack.push(child)
      }
    }
  }
  return false
}

/** Bytes → a JSON object, or the 400 that says what is wrong with them. */
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
  if (containsNullChar(value)) throw new HttpError(400, 'null_byte', 'O envio contém um caractere nulo (U+0000).')
  if (!isObject(value)) throw new HttpError(400, 'not_an_object', 'As respostas devem ser um objeto JSON ({ "campo": valor }).')
  return value
}
