import type { CheckContext } from '../check-input.ts'
import { formFilesOf } from '#form-core'
import { problem, type Problem } from '../problem.ts'

/** The registry, the server route, `form_revisions` and the submissions table key forms by `$id`. */
export function checkIds({ forms }: CheckContext): Problem[] {
  const ids = new Map<string, string>()
  // A form whose $id names its own file owns that id: the copy is the one reported, whatever the file order.
  const owning = [...forms].sort((a, b) => Number(b.schema.$id === b.id) - Number(a.schema.$id === a.id))
  return owning.flatMap(({ id, schemaFile, schema }) => {
    if (typeof schema.$id !== 'string') return []
    const owner = ids.get(schema.$id)
    if (owner) return [problem(schemaFile, '/$id', `o id "${schema.$id}" já é do formulário em ${formFilesOf(owner).schema}`)]
    ids.set(schema.$id, id)
    return []
  })
}
