import type { CheckContext } from '../check-input.ts'
import { isObject, objectAt, type JsonObject } from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

function checkChoice(file: string, node: JsonObject, at: string[]): Problem[] {
  if (Array.isArray(node.enum)) {
    return [problem(file, pointerOf(...at, 'enum'), 'use "oneOf" com { "const", "title" } para que cada opção tenha um rótulo')]
  }
  if (!Array.isArray(node.oneOf)) return []
  return node.oneOf.flatMap((option, i) =>
    isObject(option) && 'const' in option && typeof option.title === 'string' && option.title.trim()
      ? []
      : [problem(file, pointerOf(...at, 'oneOf', i), 'cada opção precisa de "const" (valor) e "title" (rótulo)')],
  )
}

/**
 * A question's path is written with dots in many places (a group's question is `grupo.pergunta` in the lock, the
 * columns, the editor): a key with a dot would read as a question inside a group that does not exist.
 */
const dotted = (key: string) =>
  `o id "${key}" tem ponto (.): os caminhos das perguntas são escritos com pontos ("grupo.pergunta") e este seria lido como outro; use letras e números, como "${key
    .split('.')
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1)))
    .join('')}"`

function checkObject(file: string, node: JsonObject, at: string[]): Problem[] {
  const properties = objectAt(node.properties)
  const problems: Problem[] = []
  const required = Array.isArray(node.required) ? node.required : []
  required.forEach((key, i) => {
    if (typeof key !== 'string' || !(key in properties)) {
      problems.push(problem(file, pointerOf(...at, 'required', i), `"${String(key)}" é obrigatório mas não existe em "properties"`))
    }
  })
  for (const [key, value] of Object.entries(properties)) {
    const path = [...at, 'properties', key]
    // A conditional question's `true` at the root is named again where `then` defines it: one problem, there.
    if (!isObject(value)) continue
    if (key.includes('.')) problems.push(problem(file, pointerOf(...path), dotted(key)))
    if (typeof value.title !== 'string' || !value.title.trim()) {
      problems.push(problem(file, pointerOf(...path), `o campo "${key}" precisa de um "title" em português`))
    }
    problems.push(...checkChoice(file, value, path))
    if (isObject(value.items)) problems.push(...checkChoice(file, value.items, [...path, 'items']))
    if (value.type === 'object') problems.push(...checkObject(file, value, path))
  }
  return problems
}

export function checkStructure({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ id, schemaFile, schema }) => [
    ...(schema.$id === id ? [] : [problem(schemaFile, '/$id', `"$id" deve ser "${id}", o nome do arquivo`)]),
    ...(schema.type === 'object' ? [] : [problem(schemaFile, '/type', 'o schema de um formulário deve ser "type": "object"')]),
    ...checkObject(schemaFile, schema, []),
    // A question on a condition is defined in its `then` (decision 180): checked there like any other.
    ...(Array.isArray(schema.allOf) ? schema.allOf : []).flatMap((item, i) =>
      isObject(item) && isObject(item.then) ? checkObject(schemaFile, item.then, ['allOf', String(i), 'then']) : [],
    ),
  ])
}
