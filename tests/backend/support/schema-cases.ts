import fc from 'fast-check'
import { type Condition, conditionsOf, HONEYPOT_FIELD, holds, type JsonObject, optionsOf, propertiesOf } from '#form-core'
import { BODY_LIMIT_BYTES } from '#functions/platform/read-body.ts'

/**
 * Generated cases from a form's JSON Schema, in the manner of Schemathesis: answers the schema accepts, and mutations
 * of them that break exactly one of its rules. Covers the subset schemas/ uses (check:schemas keeps it that way):
 * strings with min/maxLength, format and pattern, `oneOf` const choices, arrays of choices, integers and numbers with
 * bounds, booleans, nested objects, required and optional properties, questions on a condition (decision 180: answered
 * only while their condition holds). An unknown keyword fails loudly.
 */

/** Text people type, and text that only looks like something else: JSON literals, markup, quotes, emoji. */
const TRICKY = [
  'true',
  'false',
  'null',
  '[]',
  '{}',
  '{"a":1}',
  '[1, 2]',
  '123',
  '-0',
  '1e999',
  '<b>x</b>',
  "O'Brien",
  '"',
  '\\',
  '  ',
  'ção',
  '😀',
]

/** One character: mostly Portuguese text, sometimes markup or space, sometimes any code point Postgres can store. */
const char = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 áãâçéêíóõôúÁÇÉÕ.,;:!?-_/@#'.split('')) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ' ',
      '\n',
      '\t',
      '\r',
      '"',
      "'",
      '\\',
      '<',
      '>',
      '&',
      '{',
      '}',
      '[',
      ']',
      '\u00a0',
      '\u200b',
      '😀',
      '\u{10FFFF}',
    ),
  },
  // Any code point but U+0000 (refused with a 400: Postgres text cannot hold it) and the surrogate halves (not Unicode).
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 0x10ffff })
      .filter((c) => c < 0xd800 || c > 0xdfff)
      .map((c) => String.fromCodePoint(c)),
  },
)

const codePoints = (s: string) => [...s].length

/** `seed` repeated to exactly `length` code points (generating thousands of characters one by one is slow). */
const fill = (seed: string, length: number) => Array.from({ length }, (_, i) => [...seed][i % codePoints(seed)]).join('')

const bounded = (min: number, max: number) => (s: string) => codePoints(s) >= min && codePoints(s) <= max

/**
 * The forms check and store a text trimmed, one of only spaces as no answer (form-core's trimmedAnswers): a valid text
 * still fits its bounds once trimmed, and is never blank.
 */
const fitsTrimmed = (min: number, max: number) => (s: string) => s.trim() !== '' && bounded(min, max)(s) && bounded(min, max)(s.trim())

function text(min: number, max: number): fc.Arbitrary<string> {
  const fits = fitsTrimmed(min, max)
  const tricky = TRICKY.filter(fits)
  return fc
    .oneof(
      { weight: 16, arbitrary: fc.string({ unit: char, minLength: min, maxLength: max }) },
      // The bounds themselves: a field filled to its maxLength is where a stricter CHECK shows.
      { weight: 1, arbitrary: fc.string({ unit: char, minLength: 1, maxLength: 8 }).map((seed) => fill(seed, max)) },
      { weight: 1, arbitrary: fc.string({ unit: char, minLength: min, maxLength: Math.min(max, min + 1) }) },
      ...(tricky.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...tricky) }] : []),
    )
    .filter(fits)
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
}

/** A value the field's schema accepts. */
export function validValue(field: JsonObject): fc.Arbitrary<unknown> {
  const options = optionsOf(field)
  if (field.type === 'array') {
    if (options.length === 0) throw new Error('schema-cases: arrays of anything but choices are not generated yet')
    const min = Number(field.minItems ?? 0)
    return fc.shuffledSubarray(
      options.map((o) => o.const),
      { minLength: min, maxLength: Number(field.maxItems ?? options.length) },
    )
  }
  if (options.length > 0) return fc.constantFrom(...options.map((o) => o.const))
  switch (field.type) {
    case 'object':
      return validRecord(field)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: Number(field.minimum ?? -1e9), max: Number(field.maximum ?? 1e9) })
    case 'number':
      return fc
        .double({ min: Number(field.minimum ?? -1e9), max: Number(field.maximum ?? 1e9), noNaN: true, noDefaultInfinity: true })
        .map((n) => (Object.is(n, -0) ? 0 : n))
    case 'string': {
      const min = Number(field.minLength ?? 0)
      const max = Number(field.maxLength ?? 1000)
      if (typeof field.pattern === 'string') return fc.stringMatching(new RegExp(field.pattern, 'u')).filter(fitsTrimmed(min, max))
      if (typeof field.format === 'string') {
        const format = FORMATS[field.format]
        if (!format) throw new Error(`schema-cases: format "${field.format}" is not generated yet`)
        return format.filter(bounded(min, max))
      }
      return text(min, max)
    }
  }
  throw new Error(`schema-cases: type ${JSON.stringify(field.type)} is not generated yet`)
}

/** Under the 64 KiB body limit (a bigger body is a 413 whatever it holds: every field at its maxLength can exceed it). */
const fitsTheBody = (payload: JsonObject) => new TextEncoder().encode(JSON.stringify(payload)).byteLength < BODY_LIMIT_BYTES

const conditionalKeys = (schema: JsonObject) => new Set(conditionsOf(schema).flatMap((c) => c.questions.map(([key]) => key)))

/**
 * An object the schema accepts: every required property, any subset of the optional ones, and the questions whose
 * condition the answers meet (their required ones included); no bigger than the body limit.
 */
export function validRecord(schema: JsonObject): fc.Arbitrary<JsonObject> {
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const conditional = conditionalKeys(schema)
  const model = Object.fromEntries(
    propertiesOf(schema)
      .filter(([key]) => !conditional.has(key))
      .map(([key, field]) => [key, validValue(field)]),
  )
  const base = fc.record(model, { requiredKeys: required })
  if (conditional.size === 0) return base.filter(fitsTheBody)
  return base
    .chain((record) => {
      const shown = conditionsOf(schema).filter((c) => holds(c, record))
      const extra = Object.fromEntries(shown.flatMap((c) => c.questions.map(([key, field]) => [key, validValue(field)])))
      return fc.record(extra, { requiredKeys: shown.flatMap((c) => c.required) }).map((answers) => ({ ...record, ...answers }))
    })
    .filter(fitsTheBody)
}

/** A value of the trigger that meets the condition. */
const meeting = (condition: Condition): unknown => {
  const { test } = condition
  return 'const' in test ? test.const : 'enum' in test ? test.enum[0] : [test.contains]
}

const without = (record: JsonObject, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))

/** A question on a condition answered while hidden, and a required one left out while shown: both refused. */
function conditionBreakers(schema: JsonObject): { rule: string; apply: (record: JsonObject) => fc.Arbitrary<JsonObject> }[] {
  return conditionsOf(schema).flatMap((condition) =>
    condition.questions.flatMap(([key, field]) => [
      {
        rule: `answer to ${key} while its condition does not hold`,
        apply: (r: JsonObject) =>
          validValue(field).map((v) => ({ ...(holds(condition, r) ? without(r, condition.trigger) : r), [key]: v })),
      },
      ...(condition.required.includes(key)
        ? [
            {
              rule: `required ${key} while its condition holds`,
              apply: (r: JsonObject) => fc.constant(without({ ...r, [condition.trigger]: meeting(condition) }, key)),
            },
          ]
        : []),
    ]),
  )
}

export interface Mutation {
  /** Which rule it breaks, at which field: printed when the answer is not a 4xx. */
  rule: string
  payload: JsonObject
}

/** Values that are not of the field's type (strings for non-strings, the other JSON kinds for strings). */
const notOfType = (type: unknown): unknown[] =>
  ({
    string: [42, true, null, { a: 1 }, ['a']],
    integer: ['3', 1.5, true, null, []],
    number: ['3', true, null, {}],
    boolean: ['true', 0, null],
    array: ['a', 1, { a: 1 }],
    object: ['a', 1, [1]],
  })[String(type)] ?? [null]

/** Ways to make one field's value invalid, each surely refused by the schema. */
function breakers(field: JsonObject): { rule: string; value: fc.Arbitrary<unknown> }[] {
  const out = [{ rule: 'type', value: fc.constantFrom(...notOfType(field.type)) }]
  const options = optionsOf(field)
  if (field.type === 'array' && options.length > 0) {
    out.push({ rule: 'item not among the options', value: fc.constant([...options.slice(0, 1).map((o) => o.const), 'opção-inexistente']) })
    if (field.uniqueItems && options.length > 0) out.push({ rule: 'uniqueItems', value: fc.constant([options[0].const, options[0].const]) })
  } else if (options.length > 0) {
    out.push({
      rule: 'not among the options',
      value: fc.string({ unit: char, maxLength: 20 }).filter((s) => !options.some((o) => o.const === s)),
    })
  }
  if (typeof field.maxLength === 'number')
    out.push({
      rule: 'maxLength',
      value: fc
        .tuple(fc.string({ unit: char, minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 40 }))
        .map(([seed, over]) => fill(seed, Number(field.maxLength) + over))
        .filter((s) => codePoints(s.trim()) > Number(field.maxLength)),
    })
  if (typeof field.minLength === 'number' && field.minLength > 0)
    out.push({ rule: 'minLength', value: fc.string({ unit: char, maxLength: field.minLength - 1 }) })
  if (field.format === 'email')
    out.push({ rule: 'format email', value: fc.constantFrom('ana', 'ana@', '@exemplo.com', 'ana exemplo@x.com', 'a@b@c') })
  if (field.format === 'date')
    out.push({ rule: 'format date', value: fc.constantFrom('2026-13-01', '2026-02-30', '15/12/2026', 'amanhã', '2026-1-1') })
  if (field.format === 'uri')
    out.push({ rule: 'format uri', value: fc.constantFrom('empresa.com.br', 'http://', 'http:///x', 'não é um site', '//sem-esquema.com') })
  if (typeof field.minimum === 'number') out.push({ rule: 'minimum', value: fc.integer({ min: -1e6, max: field.minimum - 1 }) })
  if (typeof field.maximum === 'number') out.push({ rule: 'maximum', value: fc.integer({ min: field.maximum + 1, max: 1e6 }) })
  if (field.type === 'object')
    out.push(...objectBreakers(field).map((b) => ({ rule: b.rule, value: validRecord(field).chain((r) => b.apply(r)) })))
  return out
}

function objectBreakers(schema: JsonObject): { rule: string; apply: (record: JsonObject) => fc.Arbitrary<JsonObject> }[] {
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const known = new Set(propertiesOf(schema).map(([key]) => key))
  const out = required.map((key) => ({
    rule: `required ${key}`,
    apply: (r: JsonObject) => fc.constant(Object.fromEntries(Object.entries(r).filter(([k]) => k !== key))),
  }))
  if (schema.additionalProperties === false) {
    const unknown = fc
      .string({ unit: char, minLength: 1, maxLength: 30 })
      .filter((k) => !known.has(k) && k !== HONEYPOT_FIELD && k !== '__proto__')
    out.push({
      rule: 'additionalProperties',
      apply: (r) => fc.tuple(unknown, fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => ({ ...r, [k]: v })),
    })
  }
  const conditional = conditionalKeys(schema)
  for (const [key, field] of propertiesOf(schema).filter(([k]) => !conditional.has(k))) {
    for (const b of breakers(field)) out.push({ rule: `${b.rule} at ${key}`, apply: (r) => b.value.map((v) => ({ ...r, [key]: v })) })
  }
  out.push(...conditionBreakers(schema))
  return out
}

/** A valid record with exactly one rule broken (a required field gone, an unknown field, one value invalid). */
export function invalidRecord(schema: JsonObject): fc.Arbitrary<Mutation> {
  const all = objectBreakers(schema)
  return fc.tuple(validRecord(schema), fc.nat({ max: all.length - 1 })).chain(([record, i]) =>
    all[i]
      .apply(record)
      .filter(fitsTheBody)
      .map((payload) => ({ rule: all[i].rule, payload })),
  )
}
