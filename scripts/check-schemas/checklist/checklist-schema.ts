import localizePtBR from 'ajv-i18n/localize/pt-BR'
import { createAjv } from '#form-core/ajv.ts'
import checklistSchema from '../../../src/tools/audit/checklist.schema.json' with { type: 'json' }
import { problem, type Problem } from '#form-core/check/problem.ts'

const validate = createAjv().compile(checklistSchema)

/** Shape errors, in Portuguese: the people who edit the checklist are marketers. */
export function checkChecklistSchema(file: string, value: unknown): Problem[] {
  if (validate(value)) return []
  const errors = validate.errors ?? []
  localizePtBR(errors)
  return errors.map((e) => {
    const missing = e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : ''
    const unexpected = e.keyword === 'additionalProperties' ? `/${String(e.params.additionalProperty)}` : ''
    const where = `${e.instancePath}${missing}${unexpected}`
    const named = unexpected ? ` ("${String(e.params.additionalProperty)}")` : ''
    return problem(file, where, `checklist${e.instancePath}: ${e.message ?? 'inválido'}${named}`)
  })
}
