import { Ajv } from 'ajv'
import metaSchema from '../form-meta.schema.json' with { type: 'json' }
import { errorsInPortuguese } from '../ajv-errors-pt.ts'
import { xForm, type CheckContext } from '../context.ts'
import { problem, type Problem } from '../problem.ts'

const validateMeta = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(metaSchema)

/** Plain sentences for the rules whose ajv wording would be a regular expression. */
const hints = {
  '/route': { pattern: 'a rota começa com "/" e tem só letras minúsculas, números e hífens, ex.: /briefing-consultoria-seo' },
  '/estimatedTime': { pattern: 'use minutos, como "5 min" ou "8-10 min"' },
  '/afterSuccess': { pattern: 'o destino é um caminho do site, começando com "/", ex.: /briefing-obrigado' },
  '/submit/function': { pattern: 'o nome da função tem só letras minúsculas, números e hífens, ex.: send-website-brief' },
}

/** `x-form` is complete and well-formed (route, card, target, notices, buttons…), said in Portuguese. */
export function checkMeta({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    if (!('x-form' in schema)) return [problem(schemaFile, '', 'falta o bloco "x-form" com os metadados do formulário')]
    if (validateMeta(xForm(schema))) return []
    return errorsInPortuguese(validateMeta.errors ?? [], hints).map(({ pointer, at, message }) =>
      problem(schemaFile, `/x-form${pointer}`, `x-form${at}: ${message}`),
    )
  })
}
