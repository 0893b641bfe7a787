import type { CheckContext } from '../check-input.ts'
import { isObject, objectAt, createAjv, FORM_META_SCHEMA } from '#form-core'
import { errorsInPortuguese } from '../ajv-errors-pt.ts'
import { problem, type Problem } from '../problem.ts'

const validateMeta = createAjv({ strictRequired: false }).compile(FORM_META_SCHEMA)

/** Plain sentences for the rules whose ajv wording would be a regular expression. */
const hints = {
  '/route': { pattern: 'a rota começa com "/" e tem só letras minúsculas, números e hífens, ex.: /briefing-consultoria-seo' },
  '/estimatedTime': { pattern: 'use minutos, como "5 min" ou "8-10 min"' },
  '/afterSuccess': { pattern: 'o destino é um caminho do site, começando com "/", ex.: /briefing-obrigado' },
  '/migrations/*/rename/from': { pattern: 'use a chave da pergunta, com "." entre grupo e pergunta, ex.: eventInfo.eventName' },
  '/migrations/*/rename/to': { pattern: 'use a chave da pergunta, com "." entre grupo e pergunta, ex.: eventInfo.eventName' },
}

/** Before every questionnaire went to one server entry, a form named its own Edge Function (decision 050). */
const OLD_TARGET =
  'o envio por função própria não existe mais: use "submit": { "server": true } (o servidor recebe todo questionário em /functions/v1/forms/<id>)'

export function checkMeta({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    if (!('x-form' in schema)) return [problem(schemaFile, '', 'falta o bloco "x-form" com os metadados do formulário')]
    if (validateMeta(objectAt(schema['x-form']))) return []
    const submit = objectAt(schema['x-form']).submit
    const oldTarget = isObject(submit) && 'function' in submit
    const problems = errorsInPortuguese(validateMeta.errors ?? [], hints)
      .filter(({ pointer }) => !(oldTarget && pointer.startsWith('/submit')))
      .map(({ pointer, at, message }) => problem(schemaFile, `/x-form${pointer}`, `x-form${at}: ${message}`))
    return oldTarget ? [problem(schemaFile, '/x-form/submit/function', OLD_TARGET), ...problems] : problems
  })
}
