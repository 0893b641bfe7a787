import type { CheckContext, FormFile } from '../check-input.ts'
import {
  displayedKeys,
  isObject,
  objectAt,
  optionsOf,
  OTHER_OF,
  OTHER_OPTION,
  otherConditions,
  propertyAt,
  shapeOf,
  type JsonObject,
} from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

/**
 * A single choice's "Outro" text is marked in the ui-schema, `"ui:options": { "otherOf": "<choice>" }` (decision 198),
 * and the mark must be true: the choice exists among the root's questions, is a single choice offering "outro", that
 * answer shows the text (decision 180's condition), and the text comes right after it on the page. The editor reads
 * the pair as one question by the mark alone.
 */

const conditionFor = (choice: string, key: string) =>
  `{ "if": { "properties": { "${choice}": { "const": "${OTHER_OPTION.const}" } }, "required": ["${choice}"] }, "then": { "properties": { "${key}": { … } } }, "else": { "properties": { "${key}": false } } }`

function checkMark(form: FormFile, key: string, choice: unknown, order: string[]): Problem[] {
  const { schemaFile, uiFile, schema } = form
  const at = pointerOf(key, 'ui:options', OTHER_OF)
  if (typeof choice !== 'string' || !choice)
    return [problem(uiFile, at, `"${OTHER_OF}" deve ser o id da escolha única cujo "Outro" o campo "${key}" detalha`)]
  if (!(choice in objectAt(schema.properties))) return [problem(uiFile, at, `"${OTHER_OF}" cita "${choice}", que não existe no schema`)]
  const field = objectAt(propertyAt(schema, choice))
  if (shapeOf(field) !== 'choice')
    return [
      problem(uiFile, at, `"${OTHER_OF}" cita "${choice}", que não é uma escolha única (uma pergunta com "oneOf" e "type": "string")`),
    ]
  if (!optionsOf(field).some((o) => o.const === OTHER_OPTION.const))
    return [
      problem(
        schemaFile,
        pointerOf('properties', choice, 'oneOf'),
        `"${key}" é o "Outro" de "${choice}", mas "${choice}" não tem a opção "${OTHER_OPTION.const}": acrescente { "const": "${OTHER_OPTION.const}", "title": "${OTHER_OPTION.title}" } às opções dela`,
      ),
    ]
  const shows = otherConditions(schema, choice, key)
  if (shows.length === 0)
    return [
      problem(
        uiFile,
        at,
        `"${key}" é o "Outro" de "${choice}", mas não aparece quando "${choice}" é "${OTHER_OPTION.const}": ponha em "allOf" do schema ${conditionFor(choice, key)}`,
      ),
    ]
  const definition = shows[0].questions.find(([k]) => k === key)?.[1]
  if (!definition || shapeOf(definition) !== 'text')
    return [problem(uiFile, at, `"${key}" é o "Outro" de "${choice}": deve ser um texto ("type": "string", sem opções)`)]
  const [own, its] = [order.indexOf(key), order.indexOf(choice)]
  // Before its choice, or in another section: condition-rules.ts already says where it goes.
  if (own > its + 1) return [problem(uiFile, at, `"${key}" é o "Outro" de "${choice}": ponha-o logo depois de "${choice}" na página`)]
  return []
}

/** Marks inside a group: conditions, and so "Outro" texts, are only among the root's questions. */
function nestedMarks(uiFile: string, ui: JsonObject, at: string[]): Problem[] {
  return Object.entries(ui).flatMap(([key, entry]) => {
    if (key.startsWith('ui:') || !isObject(entry)) return []
    const here = [...at, key]
    const mark = OTHER_OF in objectAt(entry['ui:options'])
    return [
      ...(mark && at.length > 0
        ? [
            problem(
              uiFile,
              pointerOf(...here, 'ui:options', OTHER_OF),
              `"${OTHER_OF}" dentro de um grupo não é suportado: o "Outro" de uma escolha única fica entre as perguntas principais`,
            ),
          ]
        : []),
      ...nestedMarks(uiFile, entry, here),
    ]
  })
}

export function checkOtherTexts({ forms }: CheckContext): Problem[] {
  return forms.flatMap((form) => {
    const order = displayedKeys(form.schema, form.uiSchema)
    return [
      ...Object.entries(form.uiSchema).flatMap(([key, entry]) => {
        const options = objectAt(objectAt(entry)['ui:options'])
        return key.startsWith('ui:') || !(OTHER_OF in options) ? [] : checkMark(form, key, options[OTHER_OF], order)
      }),
      ...nestedMarks(form.uiFile, form.uiSchema, []),
    ]
  })
}
