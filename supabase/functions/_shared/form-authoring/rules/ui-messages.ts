import type { CheckContext } from '../check-input.ts'
import { conditionsOf, isObject, propertyAt, type JsonObject } from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

/** JSON Schema keywords that can fail validation (annotations such as `title` never do). */
const validationKeywords = new Set([
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'additionalProperties',
  'dependencies',
  'propertyNames',
  'additionalItems',
  'not',
  'oneOf',
  'anyOf',
  'allOf',
  'if',
])

/** Errors of array items land on `field.0`, so item keywords do not count. */
function keywordsOf(node: JsonObject, required: boolean): Set<string> {
  const used = new Set(Object.keys(node).filter((k) => validationKeywords.has(k)))
  for (const combinator of ['oneOf', 'anyOf', 'allOf']) {
    const branches = node[combinator]
    if (!Array.isArray(branches)) continue
    for (const branch of branches.filter(isObject)) keywordsOf(branch, false).forEach((k) => used.add(k))
  }
  if (required) used.add('required')
  return used
}

/**
 * A question answered by typing (a text, not a choice): left empty it says "Preencha o campo …" on every form, the
 * sentence the visitor learns; a form's own sentence words what is wrong with an answer given. The meeting's phone
 * said "Telefone deve ter pelo menos 10 dígitos" when left empty (play-test, issue 44).
 */
const typedText = (field: JsonObject) => field.type === 'string' && !['oneOf', 'anyOf', 'enum', 'const'].some((keyword) => keyword in field)

function checkMessages(file: string, ui: JsonObject, schema: JsonObject, at: string[]): Problem[] {
  const required = [...(Array.isArray(schema.required) ? schema.required : []), ...conditionsOf(schema).flatMap((c) => c.required)]
  return Object.entries(ui).flatMap(([key, value]) => {
    const field = propertyAt(schema, key)
    if (key.startsWith('ui:') || !isObject(value) || !isObject(field)) return []
    const nested = field.type === 'object' ? checkMessages(file, value, field, [...at, key]) : []
    const options = isObject(value['ui:options']) ? value['ui:options'] : {}
    if (!isObject(options.messages)) return nested
    const used = keywordsOf(field, required.includes(key))
    const unused = Object.keys(options.messages).filter((keyword) => !used.has(keyword))
    const ownRequired = used.has('required') && typedText(field) && 'required' in options.messages
    return [
      ...nested,
      ...(ownRequired
        ? [
            problem(
              file,
              pointerOf(...at, key, 'ui:options', 'messages', 'required'),
              `"${key}" vazio diz "Preencha o campo …", como em todo formulário: tire a mensagem para "required" (a sua vale para "minLength", "pattern" ou "format")`,
            ),
          ]
        : []),
      ...unused.map((keyword) =>
        problem(
          file,
          pointerOf(...at, key, 'ui:options', 'messages', keyword),
          `a mensagem para "${keyword}" nunca aparece: "${key}" não usa essa regra (usa: ${[...used].sort().join(', ')})`,
        ),
      ),
    ]
  })
}

export function checkUiMessages({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ uiFile, uiSchema, schema }) => checkMessages(uiFile, uiSchema, schema, []))
}
