import { pointerSegments } from './escaping.ts'
import { isObject, type JsonObject } from './json.ts'

/**
 * The one builder of an error list, for a visitor's answers (messages.ts: the page and the server's 422) and for an
 * author's files (form-authoring's check:schemas and the editor): which of ajv's errors to say, about what, once each.
 * Each audience brings only its sentence.
 */

/** An error as ajv reports it (the server and the checks hand ajv's own; the page rebuilds it from RJSF's). */
export interface ValidationError {
  /** JSON pointer of the value ajv checked: for `required` and `additionalProperties`, the object. */
  instancePath: string
  keyword: string
  params: unknown
  schemaPath?: string
  /** ajv's sentence (in Portuguese when ajv-i18n localized it), the fallback of every audience. */
  message?: string
}

/** A JSON type in Portuguese, for a visitor's answer and an author's file alike. */
export const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'sim ou não (true ou false)',
  array: 'uma lista',
  object: 'um grupo { … }',
  null: 'null',
}

/** `"string"`, `["string", "null"]` or ajv's `"string,null"` → "um texto ou null". */
export function typeNames(type: unknown): string {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map((t) => TYPE_NAMES[String(t)] ?? String(t))
  return names.join(' ou ')
}

export const paramsOf = (error: ValidationError): JsonObject => (isObject(error.params) ? error.params : {})

/** Property names (and list indexes) from the root to what the error is about: `required` names the missing key. */
export function subjectOf(error: ValidationError): string[] {
  const at = pointerSegments(error.instancePath)
  const params = paramsOf(error)
  if (error.keyword === 'required') return [...at, String(params.missingProperty)]
  if (error.keyword === 'additionalProperties') return [...at, String(params.additionalProperty)]
  return at
}

const isCombinator = (e: ValidationError) => e.keyword === 'oneOf' || e.keyword === 'anyOf'
const OFF_SHAPE = ['type', 'required', 'additionalProperties']

/**
 * A failed `oneOf`/`anyOf` reports itself and every branch. A choice (every branch failed only its `const`) is one
 * error, the combinator's, with the allowed values; otherwise the branches the value could have meant (not those of
 * another type or shape) speak, or, when each branch only wanted another type, one error naming the types.
 */
function relevantBranches<E extends ValidationError>(errors: E[]): E[] {
  let kept = errors.filter((e) => !isCombinator(e) && e.keyword !== 'if')
  for (const combinator of errors.filter(isCombinator)) {
    const prefix = `${combinator.schemaPath}/`
    const branches = new Map<string, E[]>()
    for (const e of kept.filter((k) => k.schemaPath?.startsWith(prefix))) {
      const branch = (e.schemaPath ?? '').slice(prefix.length).split('/')[0]
      branches.set(branch, [...(branches.get(branch) ?? []), e])
    }
    const all = [...branches.values()]
    const here = (e: ValidationError) => e.instancePath === combinator.instancePath
    let chosen: E[]
    if (all.every((list) => list.every((e) => e.keyword === 'const'))) {
      const allowedValues = all.flatMap((list) => list.map((e) => paramsOf(e).allowedValue))
      chosen = [{ ...combinator, params: { ...paramsOf(combinator), allowedValues } }]
    } else {
      const fitting = all.filter((list) => !list.some((e) => here(e) && OFF_SHAPE.includes(e.keyword)))
      // Through $ref a branch reports under the referenced path: when it already spoke here, other branches are noise.
      const saidElsewhere = kept.some((e) => here(e) && !e.schemaPath?.startsWith(prefix))
      if (fitting.length > 0) chosen = fitting.flat()
      else if (saidElsewhere) chosen = []
      else if (all.every((list) => list.length === 1 && list[0].keyword === 'type'))
        chosen = [{ ...all[0][0], params: { type: all.map((list) => String(paramsOf(list[0]).type)).join(',') } }]
      else chosen = all.reduce((a, b) => (b.length < a.length ? b : a))
    }
    kept = [...kept.filter((e) => !e.schemaPath?.startsWith(prefix)), ...chosen]
  }
  return kept
}

export interface ListedError {
  /** The error's position in the list given (the page keeps RJSF's error object at that index). */
  index: number
  /** What the error is about (subjectOf). */
  subject: string[]
  message: string
}

/**
 * The errors worth saying, in the order given, each sentence once per subject; `sentence` phrases one for its audience,
 * `sameSubject` says which subjects are one (a visitor's list items are their list; an author's each its own place).
 */
export function listErrors(
  errors: readonly ValidationError[],
  sentence: (error: ValidationError, subject: string[]) => string,
  sameSubject: (subject: string[]) => string = (subject) => subject.join('/'),
): ListedError[] {
  const seen = new Set<string>()
  return relevantBranches(errors.map((error, index) => ({ ...error, index })))
    .sort((a, b) => a.index - b.index)
    .flatMap(({ index, ...error }) => {
      const subject = subjectOf(error)
      const message = sentence(error, subject)
      const key = `${sameSubject(subject)}\u0000${message}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ index, subject, message }]
    })
}
