import { ESLint } from 'eslint'
import { cruise } from 'dependency-cruiser'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { CRUISED } from '../../scripts/docs/import-drawing.ts'

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
    ['src/editor/screens/x.ts', "import { rootDir as x } from '../../../scripts/forms/load-forms.ts'", 'scripts/ from src/'],
    ['src/forms/x.ts', "import { checkFormTexts as x } from '#form-authoring'", 'the authoring checks in the public engine'],
    ['src/forms/x.ts', "import { ContactFormCard as x } from '../components/site/contact-form-card.tsx'", 'a site part from the engine'],
    [
      'src/forms/x.ts',
      "import type { ContactFormCard as x } from '../components/site/contact-form-card.tsx'",
      'a site type from the engine',
    ],
    ['src/lib/x.ts', "import { readDraft as x } from '../forms/drafts.ts'", 'the engine from the shared bottom layer'],
    ['src/editor/model/x.ts', "import { useFocusLater as x } from '../screens/use-focus-later.ts'", "a screen from the editor's model"],
    ['src/editor/model/x.ts', "import { useState as x } from 'react'", "React in the editor's model"],
    [
      'src/editor/screens/x.ts',
      "import { isObject as x } from '../../../supabase/functions/_shared/form-core/json.ts'",
      'form-core past its entry',
    ],
    [
      'supabase/functions/_shared/form-core/x.ts',
      "import { sitePages as x } from '../../../../src/content/pages.ts'",
      'the site from form-core',
    ],
    ['supabase/functions/_shared/x.ts', "import { useState as x } from 'react'", 'a package the Deno import map lacks'],
    ['supabase/functions/_shared/x.ts', "import { readDraft as x } from '../../../src/forms/drafts.ts'", 'browser code from a function'],
    ['src/content/x.ts', "import type { IconName as x } from '../components/icons/site-icon.tsx'", 'a component from the content'],
    ['src/components/x.ts', "import { ServicesPage as x } from '../pages/services-page.tsx'", 'a page from a component'],
    ['src/agency/x.ts', "import { Inbox as x } from '../workspace/inbox.tsx'", 'the workspace from the shared login'],
    ['scripts/x.ts', "import { startTestBackend as x } from '../tests/backend/support/test-backend.ts'", 'tests from scripts'],
    ['src/forms/x.ts', "import { createFormsApp as x } from '#functions/forms-function/forms-app.ts'", 'a function through the alias'],
    [
      'src/workspace/x.ts',
      "import { createWorkspaceApp as x } from '#functions/workspace-function/workspace-app.ts'",
      "the workspace's function from its page",
    ],
    [
      'src/forms/x.ts',
      "import { statusChange as x } from '#functions/workspace-contract/workspace-requests.ts'",
      "the workspace's requests (zod) in the public engine",
    ],
  ])('%s: %s is refused (%s)', async (at, line) => {
    expect(await crossing(at, line)).toHaveLength(1)
  })

  it.each([
    ['src/editor/screens/x.ts', "import { checkFormTexts as x } from '#form-authoring'"],
    ['src/forms/x.ts', "import { isObject as x } from '#form-core'"],
    ['src/forms/x.ts', "import { brand as x } from '../lib/brand.ts'"],
    ['src/pages/x.ts', "import { FormView as x } from '../forms/page/form-view.tsx'"],
    ['src/editor/screens/x.ts', "import { mergeTexts as x } from '../model/merge.ts'"],
    ['src/editor/screens/x.ts', "import { SignIn as x } from '../../agency/sign-in.tsx'"],
    ['supabase/functions/_shared/x.ts', "import { checkFormTexts as x } from './form-authoring/index.ts'"],
    ['supabase/functions/_shared/x.ts', "import { isObject as x } from './form-core/index.ts'"],
    ['scripts/x.ts', "import { readFileSync as x } from 'node:fs'"],
    ['scripts/x.ts', "import { createFormsApp as x } from '#functions/forms-function/forms-app.ts'"],
    ['src/workspace/x.ts', "import { statusChange as x } from '#functions/workspace-contract/workspace-requests.ts'"],
  ])('%s: %s is allowed', async (at, line) => {
    expect(await crossing(at, line)).toEqual([])
  })
})

/** The import check of `npm run lint` (package.json's lint:imports), through dependency-cruiser's API with the same config. */
async function circlesIn(paths: string[]): Promise<string[]> {
  const config = createRequire(import.meta.url)(join(rootDir, 'scripts/dependency-cruiser.cjs'))
  const { output } = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } })
  if (typeof output === 'string') throw new Error(output)
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from}`)
}

describe('no import circle (scripts/dependency-cruiser.cjs), type-only imports included', () => {
  it("an editor's ESLint reads the config `npm run lint` passes (.vscode/settings.json)", () => {
    const settings = JSON.parse(readFileSync(join(rootDir, '.vscode/settings.json'), 'utf8'))
    const lint = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')).scripts.lint
    expect(lint).toContain(`eslint -c ${settings['eslint.options'].overrideConfigFile} `)
  })

  it('lint:imports cruises the whole tree with that config', () => {
    const script = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')).scripts['lint:imports']
    expect(script).toBe('tsx scripts/lint-imports/main.ts')
    expect(CRUISED).toEqual(['src', 'scripts', 'supabase/functions', 'tests'])
  })

  it('a planted circle closed by a type-only import is refused', async () => {
    const dir = mkdtempSync(join(rootDir, 'tests', 'planted-circle-'))
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts'\nexport type A = { b?: B }\n")
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.ts'\nexport type B = { a?: A }\n")
      expect(await circlesIn([relative(rootDir, dir)])).toEqual(
        expect.arrayContaining([expect.stringMatching(/^no-circular: tests\/planted-circle-\w+\/a\.ts$/)]),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('file names (decision 160)', () => {
  const code = /\.(ts|tsx|js|cjs|sql|css)$/
  const skip = new Set(['node_modules', 'dist', 'fixtures', '.tmp', 'test-results', 'playwright-report'])
  function codeFiles(dir: string): string[] {
    return readdirSync(join(rootDir, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (skip.has(e.name) ? [] : codeFiles(join(dir, e.name))) : code.test(e.name) ? [join(dir, e.name)] : [],
    )
  }

  it('every code file name is unique outside index.ts and main.ts', () => {
    const byName = new Map<string, string[]>()
    for (const file of ['src', 'scripts', 'supabase', 'tests'].flatMap(codeFiles)) {
      const name = basename(file)
      if (name !== 'index.ts' && name !== 'main.ts') byName.set(name, [...(byName.get(name) ?? []), file])
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([])
  })
})
