import { isObject, type JsonObject, createAjv } from '#form-core'
import { pointerOf } from './problem.ts'

export interface StrictProblem {
  pointer: string
  message: string
  /** Worded exactly as rules/structure.ts words the same mistake, so check-forms prints it once. */
  sameAsStructure?: boolean
}

const knownKeywords = Object.keys(createAjv().RULES.all)

const schemaMaps = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']
const schemaValues = ['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']
const schemaLists = ['items', 'oneOf', 'anyOf', 'allOf']

/** Every subschema with its JSON pointer (annotations such as `x-form` or `const` values are not walked). */
function subschemas(node: JsonObject, at: (string | number)[] = []): { node: JsonObject; at: (string | number)[] }[] {
  const found = [{ node, at }]
  for (const key of schemaMaps) {
    const map = node[key]
    if (isObject(map))
      for (const [name, child] of Object.entries(map)) if (isObject(child)) found.push(...subschemas(child, [...at, key, name]))
  }
  for (const key of schemaValues) if (isObject(node[key])) found.push(...subschemas(node[key], [...at, key]))
  for (const key of schemaLists) {
    const list = node[key]
    if (Array.isArray(list)) list.forEach((child, i) => isObject(child) && found.push(...subschemas(child, [...at, key, i])))
  }
  return found
}

/** `at "<$id>#/json/pointer"` or `at path "#/json/pointer"`: the schema object ajv was compiling. */
const placeOf = (warning: string) => /at (?:path )?"[^"#]*#([^"]*)"/.exec(warning)?.[1]

function translate(warning: string, schema: JsonObject): StrictProblem[] {
  const text = warning.replace(/^strict mode: /, '')
  const unknown = /^unknown keyword: "([^"]+)"/.exec(text)
  if (unknown) {
    const keyword = unknown[1]
    const meant = knownKeywords.find((k) => k.toLowerCase() === keyword.trim().toLowerCase())
    const spaced = keyword !== keyword.trim() ? ' (com espaço)' : ''
    const message = `a chave "${keyword}"${spaced} não existe em um questionário${meant ? `: use "${meant}"` : ''}`
    // ajv does not say where; the keyword's name finds it.
    const places = subschemas(schema).filter(({ node }) => keyword in node)
    return places.length > 0 ? places.map(({ at }) => ({ pointer: pointerOf(...at, keyword), message })) : [{ pointer: '', message }]
  }
  const place = placeOf(text)
  const required = /^required property "([^"]+)" is not defined/.exec(text)
  if (required && place !== undefined) {
    const list = subschemas(schema).find(({ at }) => pointerOf(...at) === place)?.node.required
    const index = Array.isArray(list) ? list.indexOf(required[1]) : -1
    return [
      {
        pointer: index >= 0 ? `${place}/required/${index}` : `${place}/required`,
        message: `"${required[1]}" é obrigatório mas não existe em "properties"`,
        sameAsStructure: true,
      },
    ]
  }
  const missingType = /^missing type "([^"]+)" for keyword "([^"]+)"/.exec(text)
  if (missingType && place !== undefined) {
    return [
      {
        pointer: `${place}/${missingType[2]}`,
        message: `"${missingType[2]}" só vale com "type": "${missingType[1]}"; declare o tipo do campo`,
      },
    ]
  }
  if (/^"items" is \d+-tuple/.test(text) && place !== undefined) {
    return [
      {
        pointer: `${place}/items`,
        message: `"items" em forma de lista (tupla) precisa de "minItems" e "additionalItems"; para uma lista comum use "items": { … }`,
      },
    ]
  }
  return [{ pointer: place ?? '', message: text.replace(/ at (?:path )?"[^"]*"/, '') }]
}

export function strictWarningsInPortuguese(warnings: string[], schema: JsonObject): StrictProblem[] {
  const seen = new Set<string>()
  return warnings
    .flatMap((w) => translate(w, schema))
    .filter((p) => {
      const key = `${p.pointer}\n${p.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
