import type { CheckContext } from '../check-input.ts'
import { objectAt } from '#form-core'
import { problem, type Problem } from '../problem.ts'

export function checkRoutes({ forms, sitePages }: CheckContext): Problem[] {
  const owners = new Map<string, string>()
  return forms.flatMap(({ id, schemaFile, schema }) => {
    const route = objectAt(schema['x-form']).route
    if (typeof route !== 'string') return []
    if (sitePages.has(route)) {
      return [problem(schemaFile, '/x-form/route', `a rota "${route}" é uma página do site; o formulário nunca apareceria: escolha outra`)]
    }
    const owner = owners.get(route)
    if (owner) return [problem(schemaFile, '/x-form/route', `a rota "${route}" já é do formulário "${owner}"`)]
    owners.set(route, id)
    return []
  })
}
