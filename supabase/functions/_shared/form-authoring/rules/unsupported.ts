import type { CheckContext } from '../check-input.ts'
import { pointerOf, problem, type Problem } from '../problem.ts'

/** What the browser build leaves out of RJSF (vite.config.ts aliases): an editor learns it here rather than on the page. */
const UNSUPPORTED: Record<string, string> = {
  $ref: '"$ref" não é suportado: escreva a pergunta por inteiro no próprio schema',
  'ui:enableMarkdownInDescription': 'markdown não é suportado: o texto aparece como está; tire a opção',
}

function find(file: string, value: unknown, at: (string | number)[]): Problem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => find(file, item, [...at, i]))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key in UNSUPPORTED ? [problem(file, pointerOf(...at, key), UNSUPPORTED[key]!)] : []),
    ...find(file, item, [...at, key]),
  ])
}

export function checkUnsupported({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, uiFile, schema, uiSchema }) => [...find(schemaFile, schema, []), ...find(uiFile, uiSchema, [])])
}
