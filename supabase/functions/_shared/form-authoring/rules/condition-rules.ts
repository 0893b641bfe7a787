import type { CheckContext, FormFile } from '../check-input.ts'
import {
  conditionsOf,
  displayedKeys,
  isObject,
  objectAt,
  optionsOf,
  propertyAt,
  testOf,
  triggerOf,
  type ConditionTest,
  type JsonObject,
} from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

/** The one shape of a question on a condition (docs/decisions/180-questions-on-a-condition.md), said where it is broken. */

const SHAPE = '{ "if": { "properties": { "<pergunta>": { "const": <valor> } }, "required": ["<pergunta>"] }, "then": { … }, "else": { … } }'
const ELSEWHERE = ['if', 'then', 'else', 'dependencies', 'dependentRequired', 'dependentSchemas', 'oneOf', 'anyOf', 'not']
const quote = (value: unknown) => JSON.stringify(value)

/** Conditions only among the root's questions: a group (the event form's) keeps none. */
function misplaced(file: string, node: JsonObject, at: (string | number)[]): Problem[] {
  const here = at.length === 0 ? ELSEWHERE : [...ELSEWHERE, 'allOf']
  return [
    ...here
      .filter((key) => key in node)
      .map((key) =>
        problem(
          file,
          pointerOf(...at, key),
          at.length === 0
            ? `"${key}" não é suportado aqui: uma pergunta condicional vai em "allOf": [ ${SHAPE} ]`
            : `"${key}" dentro de um grupo não é suportado: condições só entre as perguntas principais do questionário`,
        ),
      ),
    ...Object.entries(objectAt(node.properties)).flatMap(([key, child]) =>
      isObject(child) && child.type === 'object' ? misplaced(file, child, [...at, 'properties', key]) : [],
    ),
  ]
}

/** The values a test names, each of which must be one of the trigger's answers. */
const valuesOf = (test: ConditionTest): unknown[] => ('const' in test ? [test.const] : 'enum' in test ? test.enum : [test.contains])

function checkTest(file: string, schema: JsonObject, i: number, trigger: string, test: ConditionTest): Problem[] {
  const at = pointerOf('allOf', i, 'if', 'properties', trigger)
  const field = objectAt(schema.properties)[trigger]
  if (!isObject(field)) {
    return [
      problem(
        file,
        at,
        trigger in objectAt(schema.properties)
          ? `"${trigger}" também é condicional: uma condição depende de uma pergunta sempre mostrada`
          : `a condição cita "${trigger}", que não existe no schema`,
      ),
    ]
  }
  const ticks = field.type === 'array'
  if (ticks !== 'contains' in test) {
    return [
      problem(
        file,
        at,
        ticks
          ? `"${trigger}" aceita várias opções: teste uma caixa marcada com { "type": "array", "contains": { "const": <valor> } }`
          : `"${trigger}" tem uma resposta só: use { "const": <valor> } ou { "enum": [ … ] }`,
      ),
    ]
  }
  const allowed = field.type === 'boolean' ? [true, false] : optionsOf(field).map((o) => o.const)
  if (allowed.length === 0) return [problem(file, at, `"${trigger}" não é uma escolha nem sim/não: a condição não tem o que testar`)]
  return valuesOf(test)
    .filter((value) => !allowed.includes(value))
    .map((value) => problem(file, at, `${quote(value)} não é uma resposta de "${trigger}" (use: ${allowed.map(quote).join(', ')})`))
}

function checkItem(file: string, schema: JsonObject, item: unknown, i: number, definedIn: Map<string, number>): Problem[] {
  const at = (...rest: (string | number)[]) => pointerOf('allOf', i, ...rest)
  if (!isObject(item)) return [problem(file, at(), `cada item de "allOf" é uma condição: ${SHAPE}`)]
  const problems: Problem[] = Object.keys(item)
    .filter((key) => !['if', 'then', 'else'].includes(key))
    .map((key) => problem(file, at(key), `"${key}" sobra: uma condição tem só "if", "then" e "else"`))
  const head = triggerOf(item)
  const ifNode = objectAt(item.if)
  const tested = Object.values(objectAt(ifNode.properties))
  if (!head) {
    const wrongTest = tested.length === 1 && !testOf(tested[0])
    problems.push(
      problem(
        file,
        at('if'),
        wrongTest
          ? 'o teste deve ser { "const": <valor> }, { "enum": [ … ] } ou, numa pergunta de várias opções, { "type": "array", "contains": { "const": <valor> } }'
          : 'o "if" testa uma única pergunta, que também vai em "required": { "properties": { "<pergunta>": { "const": <valor> } }, "required": ["<pergunta>"] }',
      ),
    )
  } else problems.push(...checkTest(file, schema, i, head.trigger, head.test))
  const then = objectAt(item.then)
  const questions = Object.keys(objectAt(then.properties))
  if (questions.length === 0) problems.push(problem(file, at('then'), 'o "then" define as perguntas que aparecem: { "properties": { … } }'))
  for (const key of Object.keys(then).filter((k) => !['properties', 'required'].includes(k))) {
    problems.push(problem(file, at('then', key), `"${key}" sobra: o "then" tem só "properties" e "required"`))
  }
  const root = objectAt(schema.properties)
  for (const key of questions) {
    const where = at('then', 'properties', key)
    if (definedIn.has(key))
      problems.push(
        problem(file, where, `"${key}" já é definida na condição ${definedIn.get(key)! + 1}: cada pergunta tem uma condição só`),
      )
    else definedIn.set(key, i)
    if (root[key] !== true)
      problems.push(
        problem(
          file,
          isObject(root[key]) ? pointerOf('properties', key) : where,
          isObject(root[key])
            ? `"${key}" é condicional: em "properties" fica só "${key}": true, e a pergunta no "then"`
            : `declare "${key}": true em "properties" para que a resposta seja aceita quando a pergunta aparece`,
        ),
      )
    if (objectAt(objectAt(then.properties)[key]).type === 'object')
      problems.push(problem(file, where, 'um grupo não pode ser condicional: ponha a condição em cada pergunta'))
  }
  const otherwise = objectAt(objectAt(item.else).properties)
  const elseRight =
    Object.keys(objectAt(item.else)).every((k) => k === 'properties') &&
    questions.every((key) => otherwise[key] === false) &&
    Object.keys(otherwise).every((key) => questions.includes(key))
  if (!elseRight) {
    const expected = `{ "properties": { ${questions.map((key) => `"${key}": false`).join(', ')} } }`
    problems.push(problem(file, at('else'), `o "else" deve ser ${expected}: sem a condição, a pergunta não aceita resposta`))
  }
  return problems
}

/** The trigger comes before its question on the page, in the same section. */
function checkPlacement({ uiFile, schema, uiSchema }: FormFile): Problem[] {
  const order = displayedKeys(schema, uiSchema)
  const sections = objectAt(uiSchema['ui:options']).sections
  const sectionOf = (key: string) =>
    Array.isArray(sections) ? sections.findIndex((s) => isObject(s) && Array.isArray(s.fields) && s.fields.includes(key)) : 0
  return conditionsOf(schema).flatMap((condition) =>
    condition.questions.flatMap(([key]): Problem[] => {
      if (!propertyAt(schema, condition.trigger)) return []
      const where = Array.isArray(sections) ? pointerOf('ui:options', 'sections', sectionOf(key)) : pointerOf('ui:order')
      if (sectionOf(key) !== sectionOf(condition.trigger))
        return [problem(uiFile, where, `"${key}" aparece conforme "${condition.trigger}": ponha as duas na mesma seção`)]
      if (order.indexOf(key) < order.indexOf(condition.trigger))
        return [
          problem(uiFile, where, `"${key}" aparece conforme "${condition.trigger}": ponha-a depois dela (logo depois, de preferência)`),
        ]
      return []
    }),
  )
}

function checkForm(form: FormFile): Problem[] {
  const { schemaFile: file, schema } = form
  const problems = misplaced(file, schema, [])
  const allOf = schema.allOf
  if (allOf !== undefined && !Array.isArray(allOf))
    return [...problems, problem(file, pointerOf('allOf'), `"allOf" é uma lista de condições: [ ${SHAPE} ]`)]
  const definedIn = new Map<string, number>()
  ;(allOf ?? []).forEach((item, i) => problems.push(...checkItem(file, schema, item, i, definedIn)))
  for (const [key, value] of Object.entries(objectAt(schema.properties))) {
    if (value === true && !definedIn.has(key))
      problems.push(
        problem(
          file,
          pointerOf('properties', key),
          `"${key}": true declara uma pergunta condicional, mas nenhuma condição em "allOf" a define`,
        ),
      )
  }
  return problems.length > 0 ? problems : checkPlacement(form)
}

/** Questions on a condition: the one shape decision 180 allows, the trigger earlier in the same section. */
export const checkConditions = ({ forms }: CheckContext): Problem[] => forms.flatMap(checkForm)
