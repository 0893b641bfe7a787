/** JSON as every layer sees it: the browser, the Edge Function, the local backend and the scripts. */
export type JsonObject = { [key: string]: unknown }

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `value` when it is a JSON object, else an empty one: for optional nodes of a schema or ui-schema. */
export const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {})

/**
 * How deep a form file may nest objects and arrays. The deepest questionnaire nests 7; every walk over a schema
 * (hashing, checks, the renderer) recurses, so a file 5,000 deep is refused where it enters, not where it overflows.
 */
export const MAX_JSON_DEPTH = 32

/** How deep a JSON text nests `{}` and `[]`, counted without parsing it (parsers recurse too). */
export function textDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x7d || c === 0x5d) depth--
  }
  return deepest
}

/** The Portuguese refusal for a text nested deeper than MAX_JSON_DEPTH, or undefined. */
export function tooDeep(text: string): string | undefined {
  const depth = textDepth(text)
  return depth > MAX_JSON_DEPTH
    ? `o arquivo aninha ${depth} níveis de { } e [ ]; um questionário tem no máximo ${MAX_JSON_DEPTH}`
    : undefined
}
