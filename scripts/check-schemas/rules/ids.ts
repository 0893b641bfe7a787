import { isObject, xForm, type CheckContext } from '../context.ts'
import { problem, type Problem } from '../problem.ts'

/**
 * Form ids are unique: no two schemas declare the same `$id` (the registry, the generated types and the
 * submissions table key forms by it), and no two forms send to the same function (it validates one schema).
 */
export function checkIds({ forms }: CheckContext): Problem[] {
  const ids = new Map<string, string>()
  const functions = new Map<string, string>()
  // A form whose $id names its own file owns that id: the copy is the one reported, whatever the file order.
  const owning = [...forms].sort((a, b) => Number(b.schema.$id === b.id) - Number(a.schema.$id === a.id))
  return owning.flatMap(({ id, schemaFile, schema }) => {
    const problems: Problem[] = []
    if (typeof schema.$id === 'string') {
      const owner = ids.get(schema.$id)
      if (owner) problems.push(problem(schemaFile, '/$id', `o id "${schema.$id}" já é do formulário em schemas/${owner}.json`))
      else ids.set(schema.$id, id)
    }
    const submit = xForm(schema).submit
    const fn = isObject(submit) ? submit.function : undefined
    if (typeof fn === 'string') {
      const owner = functions.get(fn)
      if (owner) problems.push(problem(schemaFile, '/x-form/submit/function', `a função "${fn}" já recebe o formulário "${owner}": cada formulário tem a sua`))
      else functions.set(fn, id)
    }
    return problems
  })
}
