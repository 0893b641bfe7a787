import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkRoutes } from '#form-core/check/rules/routes.ts'
import { siteRoutes } from '../../scripts/check-schemas/site-routes.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

/** Paths the app routes itself (not the forms, which come from the registry), read from its source. */
const appPaths = ['src/app/routes.tsx', 'src/app/dev-routes.tsx'].flatMap((file) =>
  [...readFileSync(join(rootDir, file), 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*'),
)

describe('the site routes check:schemas keeps forms away from', () => {
  it('are every page src/app routes besides the forms (add a new page to src/content/sitemap.ts or site-routes.ts)', () => {
    expect(appPaths.length).toBeGreaterThan(5)
    expect([...siteRoutes].filter((p) => p !== '/').sort()).toEqual([...new Set(appPaths)].sort())
  })

  it('rejects a form on a site page and keeps a free route', () => {
    const form = (id: string, route: string) => ({ id, schemaFile: `${id}.json`, uiFile: '', uiSchema: {}, schema: { 'x-form': { route } } })
    const problems = checkRoutes({ forms: [form('a', '/auditoria'), form('b', '/briefing-novo')], tables: new Set(), sitePages: siteRoutes })
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([['a.json', '/x-form/route']])
  })
})
