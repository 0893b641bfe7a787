import type { CheckContext } from '../check-forms.ts'
import { problem, type Problem } from '../problem.ts'

/**
 * Form ids are unique: no two schemas declare the same `$id` (the registry, the server route
 * `/functions/v1/forms/<id>`, `form_revisions` and the submissions table key forms by it).
 */
export function checkIds({ forms }: CheckContext): Problem[] {
  const ids = new Map<string, string>()
  // A form whose $id names its own file owns that id: the copy is the one reported, whatever the file order.
  const owning = [...forms].sort((a, b) => Number(b.schema.$id === b.id) - Number(a.schema.$id === a.id))
  return owning.flatMap(({ id, schemaFile, schema }) => {
    if (typeof schema.$id !== 'string') return []
    const owner = ids.get(schema.$id)
    if (owner) return [problem(schemaFile, '/$id', `o id "${schema.$id}" já é do formulário em schemas/${owner}.json`)]
    ids.set(schema.$id, id)
    return []
  })
}
