import type { CheckContext } from '../check-input.ts'
import { SCAFFOLD_MARKERS } from '../form-templates.ts'
import { pointerOf, problem, type Problem } from '../problem.ts'

function placeholdersIn(file: string, value: unknown, at: (string | number)[]): Problem[] {
  if (typeof value === 'string') {
    return SCAFFOLD_MARKERS.some((marker) => value.includes(marker))
      ? [problem(file, pointerOf(...at), `texto provisório do new:form: troque "${value}" pelo texto final`)]
      : []
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholdersIn(file, item, [...at, i]))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => placeholdersIn(file, item, [...at, key]))
  }
  return []
}

/** No scaffold text ("A PREENCHER: …") is left in a schema, its x-form or its ui-schema: it would be published as is. */
export function checkPlaceholders({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, uiFile, schema, uiSchema }) => [
    ...placeholdersIn(schemaFile, schema, []),
    ...placeholdersIn(uiFile, uiSchema, []),
  ])
}
