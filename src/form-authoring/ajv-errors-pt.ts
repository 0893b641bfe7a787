import type { ErrorObject } from 'ajv'
import localizePtBR from 'ajv-i18n/localize/pt-BR/index.js'

/** A failed `oneOf` reports every branch ("/Rota": "must match pattern" and "must be null"): keep those the value could have meant. */
function relevantBranches(errors: ErrorObject[]): ErrorObject[] {
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
  let kept = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if')
  for (const oneOf of combinators) {
    const prefix = `${oneOf.schemaPath}/`
    const branches = new Map<string, ErrorObject[]>()
    for (const e of kept.filter((k) => k.schemaPath.startsWith(prefix))) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]
      branches.set(branch, [...(branches.get(branch) ?? []), e])
    }
    if (branches.size === 0) continue
    const offShape = (list: ErrorObject[]) =>
      list.some((e) => e.instancePath === oneOf.instancePath && ['type', 'required', 'additionalProperties'].includes(e.keyword))
    const fitting = [...branches.values()].filter((list) => !offShape(list))
    const all = [...branches.values()]
    // Through $ref a branch reports under the referenced path: when it already spoke here, other branches are noise.
    const saidElsewhere = kept.some((e) => e.instancePath === oneOf.instancePath && !e.schemaPath.startsWith(prefix))
    let chosen: ErrorObject[]
    if (fitting.length > 0) chosen = fitting.flat()
    else if (saidElsewhere) chosen = []
    else if (all.every((list) => list.length === 1 && list[0].keyword === 'type')) {
      const types = all.map((list) => String(list[0].params.type)).join(' ou ')
      chosen = [{ ...all[0][0], params: { type: types }, message: `deve ser do tipo ${types}` }]
    } else chosen = all.reduce((a, b) => (b.length < a.length ? b : a))
    kept = [...kept.filter((e) => !e.schemaPath.startsWith(prefix)), ...chosen]
  }
  return kept
}

/** ajv-i18n's sentence, with what it leaves out where editors need it. */
function plainMessage(e: ErrorObject): string {
  // The meta-schemas' "some text" rule (minLength 1 plus pattern \S) would read as a regular expression.
  if (e.keyword === 'pattern' && e.params.pattern === '\\S') return 'não pode ficar em branco'
  if (e.keyword === 'minLength' && e.params.limit === 1) return 'não pode ficar em branco'
  if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) {
    return `${e.message ?? 'valor inválido'}: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
  }
  return e.message ?? 'inválido'
}

export interface PlainError {
  /** JSON pointer of the offending value (or of the missing or unexpected key), inside the validated document. */
  pointer: string
  /** Where ajv says the error is: the object that lacks or has too much, else the value itself. */
  at: string
  message: string
}

/** In Portuguese (ajv-i18n pt-BR), at the missing or unexpected key itself, with `hints` in place of a bare regex. */
export function errorsInPortuguese(errors: ErrorObject[], hints: Record<string, Record<string, string>> = {}): PlainError[] {
  const relevant = relevantBranches(errors)
  const typeMerged = relevant.filter((e) => e.keyword === 'type' && String(e.params.type).includes(' ou '))
  localizePtBR(relevant.filter((e) => !typeMerged.includes(e)))
  return relevant.map((e) => {
    if (e.keyword === 'required') {
      const key = String(e.params.missingProperty)
      return { pointer: `${e.instancePath}/${key}`, at: e.instancePath, message: `falta "${key}"` }
    }
    if (e.keyword === 'additionalProperties') {
      const key = String(e.params.additionalProperty)
      return { pointer: `${e.instancePath}/${key}`, at: e.instancePath, message: `"${key}" não é uma chave conhecida aqui` }
    }
    const hint = hints[e.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')]?.[e.keyword]
    return { pointer: e.instancePath, at: e.instancePath, message: hint ?? plainMessage(e) }
  })
}
