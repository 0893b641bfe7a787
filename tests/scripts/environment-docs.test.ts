import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENVIRONMENT, FUNCTION_SECRETS, namesRequiredBy } from '#functions/platform/environment.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { deploySteps } from '../../scripts/deploy/deploy-steps.ts'
import { ENVIRONMENT_DOC, environmentDoc } from '../../scripts/docs/environment-doc.ts'

/** Every variable the project reads is listed once (environment.ts); its page is written from it, the workflow names only those. */
const read = (path: string) => readFileSync(join(rootDir, path), 'utf8')

describe('one list of environment variables', () => {
  it(`${ENVIRONMENT_DOC} is what \`npm run docs\` writes from environment.ts`, () => {
    expect(read(ENVIRONMENT_DOC), 'docs/environment.md is stale: run npm run docs').toBe(environmentDoc())
  })

  it('the page names every variable once', () => {
    const named = [...read(ENVIRONMENT_DOC).matchAll(/^- `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1])
    expect(named.sort()).toEqual(Object.keys(ENVIRONMENT).sort())
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
