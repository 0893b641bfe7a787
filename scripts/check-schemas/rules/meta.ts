import { Ajv } from 'ajv'
import metaSchema from '../form-meta.schema.json' with { type: 'json' }
import { xForm, type CheckContext } from '../context.ts'
import { problem, type Problem } from '../problem.ts'

const validateMeta = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(metaSchema)

/** `x-form` is complete and well-formed (route, card, target, notices, buttons…). */
export function checkMeta({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    if (!('x-form' in schema)) return [problem(schemaFile, '', 'falta o bloco "x-form" com os metadados do formulário')]
    if (validateMeta(xForm(schema))) return []
    return (validateMeta.errors ?? [])
      .filter((e) => e.keyword !== 'if' && e.keyword !== 'oneOf')
      .map((e) => {
        const missing = e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : ''
        return problem(schemaFile, `/x-form${e.instancePath}${missing}`, `x-form${e.instancePath}: ${e.message ?? 'inválido'}`)
      })
  })
}
