import type { CheckContext } from '../check-input.ts'
import { isPersonalKind, PERSONAL_KEYWORD, PERSONAL_KINDS, PHONE_PATTERN, personalKindLabels, suggestedKind, leaves } from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

const vocabulary = [...PERSONAL_KINDS.map((k) => `"${k}"`), 'false'].join(', ')
const pointerAt = (path: string[], ...rest: string[]) => pointerOf(...path.flatMap((key) => ['properties', key]), ...rest)

/** docs/decisions/080-*.md: an e-mail-, phone- or name-like question needs a tag; `false` says it holds no person's data. */
export function checkPersonalData({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) =>
    leaves(schema).flatMap((leaf): Problem[] => {
      const key = leaf.path.at(-1) ?? ''
      if (Object.hasOwn(leaf.schema, PERSONAL_KEYWORD)) {
        const tag = leaf.schema[PERSONAL_KEYWORD]
        // A phone the agency cannot call back is no answer (decision 170): 10 to 15 digits, or the form's own rule.
        if (tag === 'phone' && typeof leaf.schema.pattern !== 'string')
          return [
            problem(
              schemaFile,
              pointerAt(leaf.path),
              `"${leaf.path.join('.')}" é um telefone: declare "pattern": "${PHONE_PATTERN}" (de 10 a 15 dígitos)`,
            ),
          ]
        return tag === false || isPersonalKind(tag)
          ? []
          : [
              problem(
                schemaFile,
                pointerAt(leaf.path, PERSONAL_KEYWORD),
                `"${PERSONAL_KEYWORD}" de "${leaf.path.join('.')}" deve ser um de: ${vocabulary}`,
              ),
            ]
      }
      const kind = suggestedKind(key, leaf.schema)
      if (!kind) return []
      return [
        problem(
          schemaFile,
          pointerAt(leaf.path),
          `"${leaf.path.join('.')}" parece guardar dado pessoal (${personalKindLabels[kind]}): marque a pergunta com "${PERSONAL_KEYWORD}": "${kind}" (ou false, se não for dado de uma pessoa)`,
        ),
      ]
    }),
  )
}
