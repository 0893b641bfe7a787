import type { CheckContext } from '../check-input.ts'
import { objectAt, STAFF_PATHS } from '#form-core'
import { problem, type Problem } from '../problem.ts'

/**
 * Routes a questionnaire may not take, whatever the site's pages are: the build writes a route `/x` to `x.html`, so
 * `/index` and `/404` would overwrite the home's and the not-found page's HTML; `assets/` holds Vite's chunks and
 * `images/` the site's pictures (src/public); `sitemap.xml`, `robots.txt` and `_headers` cannot be routes (no dot or
 * `_`). The staff pages own everything under them (`_headers` protects `/painel/*`). One rule for check:schemas, the
 * editor and the server, which all run checkRoutes.
 */
const GENERATED_FILES: Readonly<Record<string, string>> = { '/index': 'index.html', '/404': '404.html' }
const GENERATED_FOLDERS = ['/assets', '/images']

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`)

/** Why `route` cannot be a questionnaire's, in the marketer's words, or undefined when it can. */
export function reservedRoute(route: string): string | undefined {
  const lower = route.toLowerCase()
  const file = GENERATED_FILES[lower]
  if (file) return `a rota "${route}" escreveria por cima de ${file}, um arquivo que o site gera: escolha outra`
  const folder = GENERATED_FOLDERS.find((prefix) => under(lower, prefix))
  if (folder) return `a rota "${route}" fica na pasta ${folder.slice(1)}/, que o site gera: escolha outra`
  const staff = STAFF_PATHS.find((prefix) => under(lower, prefix))
  if (staff) return `a rota "${route}" fica em ${staff}, área da equipe: escolha outra`
  return undefined
}

export function checkRoutes({ forms, sitePages }: CheckContext): Problem[] {
  const owners = new Map<string, string>()
  return forms.flatMap(({ id, schemaFile, schema }) => {
    const route = objectAt(schema['x-form']).route
    if (typeof route !== 'string') return []
    const reserved = reservedRoute(route)
    if (reserved) return [problem(schemaFile, '/x-form/route', reserved)]
    if (sitePages.has(route)) {
      return [problem(schemaFile, '/x-form/route', `a rota "${route}" é uma página do site; o formulário nunca apareceria: escolha outra`)]
    }
    const owner = owners.get(route)
    if (owner) return [problem(schemaFile, '/x-form/route', `a rota "${route}" já é do formulário "${owner}"`)]
    owners.set(route, id)
    return []
  })
}
