import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENVIRONMENT, FUNCTION_SECRETS, namesRequiredBy } from '#functions/platform/environment.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { deploySteps } from '../../scripts/deploy/deploy-steps.ts'

/** Every variable the project reads is listed once (environment.ts); the docs and the workflow name exactly those. */
const listed = Object.keys(ENVIRONMENT).sort()
const read = (path: string) => readFileSync(join(rootDir, path), 'utf8')

/** The backticked names in the first column of the table that follows `heading`. */
function tableNames(text: string, heading: string): string[] {
  const lines = text.slice(text.indexOf(heading)).split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'))
  const table = lines.slice(start + 2, end)
  return [...new Set(table.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])))].sort()
}

describe('one list of environment variables', () => {
  it("README.md's table names exactly the variables of environment.ts", () => {
    expect(tableNames(read('README.md'), '### Variáveis de ambiente')).toEqual(listed)
  })

  it("docs/backend.md's table names exactly the variables of environment.ts", () => {
    expect(tableNames(read('docs/backend.md'), '## Environment variables')).toEqual(listed)
  })

  it('the workflow sets only listed variables, and every one the deploy requires or copies to the function', () => {
    const workflow = [
      ...read('.github/workflows/test-and-deploy.yml').matchAll(
        /^\s+([A-Z][A-Z0-9_]+): \$\{\{ (?:secrets|vars)\.([A-Z0-9_]+)(?: \|\| github\.repository)? \}\}/gm,
      ),
    ]
    for (const [, name, source] of workflow) expect(name, `${name} comes from a secret or variable of the same name`).toBe(source)
    const names = workflow.map((m) => m[1])
    expect(
      names.filter((name) => !(name in ENVIRONMENT)),
      'names the table does not list',
    ).toEqual([])
    expect(
      [...namesRequiredBy('deploy'), ...FUNCTION_SECRETS].filter((name) => !names.includes(name)),
      'names the deploy needs but the workflow never sets',
    ).toEqual([])
  })

  it("the deploy's steps require exactly what the table says the deploy requires", () => {
    expect([...new Set(deploySteps.flatMap((s) => s.needs))].sort()).toEqual([...namesRequiredBy('deploy')].sort())
  })
})
