import type { CheckContext } from '../check-input.ts'
import {
  isPersonalKind,
  objectAt,
  PERSONAL_KEYWORD,
  PERSONAL_KINDS,
  PHONE_PATTERN,
  personalKindLabels,
  suggestedKind,
  leaves,
  type JsonObject,
} from '#form-core'
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

/** What the editor's Problemas says (decision 110); check:schemas adds the file's words for whoever fixes it there. */
export const BRIEFING_WITHOUT_EMAIL =
  'este briefing não pergunta o e-mail de quem responde, e sem ele a proposta não tem para onde ir: acrescente a seção "Seus contatos", como nos outros briefings'
export const BRIEFING_EMAIL_OPTIONAL = 'o e-mail de quem responde precisa ser obrigatório: sem ele, a proposta não tem para onde ir'

/** Required at every level: a group's required question is asked only when the group is. */
const alwaysRequired = (schema: JsonObject, path: string[]): boolean =>
  path.every((key, i) => {
    const parent = path.slice(0, i).reduce((node, k) => objectAt(objectAt(node.properties)[k]), schema)
    return Array.isArray(parent.required) && parent.required.includes(key)
  })

/** Decision 110: a briefing promises a proposal, so it asks where to send it: a required question tagged "email". */
export function checkBriefingEmail({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    if (objectAt(schema['x-form']).kind !== 'briefing') return []
    const emails = leaves(schema).filter((leaf) => leaf.schema[PERSONAL_KEYWORD] === 'email')
    if (emails.length === 0)
      return [
        problem(
          schemaFile,
          pointerOf('properties'),
          `${BRIEFING_WITHOUT_EMAIL} (nenhuma pergunta tem "${PERSONAL_KEYWORD}": "email": falta, por exemplo, "contactEmail", obrigatória, com "format": "email"; decisão 110)`,
        ),
      ]
    if (emails.some((leaf) => alwaysRequired(schema, leaf.path))) return []
    const path = emails[0].path
    return [problem(schemaFile, pointerAt(path), `${BRIEFING_EMAIL_OPTIONAL} (ponha "${path.join('.')}" em "required")`)]
  })
}
