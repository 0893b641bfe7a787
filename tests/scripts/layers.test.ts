import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'

const eslint = new ESLint({ cwd: rootDir, overrideConfigFile: 'scripts/eslint.config.js' })

// The first lint loads the config, the plugins and the TypeScript resolver: seconds on a loaded machine, paid here once.
beforeAll(() => eslint.lintText('', { filePath: `${rootDir}/src/x.ts` }), 60_000)

/** The layer rule's verdict on one import written in a file at `at` (the file need not exist). */
async function crossing(at: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = [x]\n`, { filePath: `${rootDir}/${at}` })
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('the layers the linter enforces (scripts/eslint.config.js, README "Camadas")', () => {
  it.each([
    ['src/forms/x.ts', "import { readFileSync as x } from 'node:fs'", 'a Node module in browser code'],
    ['src/editor/x.ts', "import { rootDir as x } from '../../scripts/forms/load-forms.ts'", 'scripts/ from src/'],
    ['src/forms/x.ts', "import { checkFormTexts as x } from '#form-authoring'", 'the authoring checks in the public engine'],
    ['src/editor/x.ts', "import { isObject as x } from '../../supabase/functions/_shared/form-core/json.ts'", 'form-core past its entry'],
    [
      'supabase/functions/_shared/form-core/x.ts',
      "import { sitePages as x } from '../../../../src/content/pages.ts'",
      'the site from form-core',
    ],
    ['supabase/functions/_shared/x.ts', "import { parse as x } from 'jsonc-parser'", 'a package the Deno import map lacks'],
    ['scripts/x.ts', "import { startTestBackend as x } from '../tests/backend/support/test-backend.ts'", 'tests from scripts'],
    ['src/forms/x.ts', "import { createFormsApp as x } from '#functions/forms-function/forms-app.ts'", 'a function through the alias'],
  ])('%s: %s is refused (%s)', async (at, line) => {
    expect(await crossing(at, line)).toHaveLength(1)
  })

  it.each([
    ['src/editor/x.ts', "import { checkFormTexts as x } from '#form-authoring'"],
    ['src/forms/x.ts', "import { isObject as x } from '#form-core'"],
    ['supabase/functions/_shared/x.ts', "import { isObject as x } from './form-core/index.ts'"],
    ['scripts/x.ts', "import { readFileSync as x } from 'node:fs'"],
    ['scripts/x.ts', "import { createFormsApp as x } from '#functions/forms-function/forms-app.ts'"],
  ])('%s: %s is allowed', async (at, line) => {
    expect(await crossing(at, line)).toEqual([])
  })
})
