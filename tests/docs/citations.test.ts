import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Docs and code cite decision records and repository files; when one is renamed or removed the citation keeps
 * pointing at nothing. This test reads every text the repository ships and fails with `file:line` for each
 * decision number, path or backticked code name that does not exist.
 */
const root = join(import.meta.dirname, '../..')
const SCANNED = ['README.md', 'docs', 'src', 'scripts', 'supabase', 'tests', '.github', '.ci', 'vite.config.ts']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.local-db', '.tmp', 'test-results', 'playwright-report', 'coverage'])
const TEXT = new Set(['.md', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.sql', '.yml', '.yaml', '.toml', '.html', '.css', ''])
const CODE = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs'])
/** Where a repository path starts: a path beginning anywhere else is not ours to check. */
const ROOTS = /^(?:src|scripts|supabase|tests|docs|schemas|ui-schemas|\.github|\.ci)(?:\/|$)/
/** Placeholders (`<id>`), globs, templates and ellipses name a family of files, not one. */
const NOT_A_PATH = /[<>*{}$…[\]|]/
/** The questionnaire the guides (README, docs/como-criar-questionario.md) walk through creating. */
const EXAMPLES = new Set(['schemas/consultoria-seo.json', 'ui-schemas/consultoria-seo.json'])

const decisionsDir = join(root, 'docs/decisions')
const decisionRecords = readdirSync(decisionsDir).filter((name) => /^\d{3}-.*\.md$/.test(name))
const decisionNumbers = new Set(decisionRecords.map((name) => name.slice(0, 3)))
const readRecord = (name: string) => readFileSync(join(decisionsDir, name), 'utf8')
/** A superseded record is history: the files and commands it names may be gone. */
const history = new Set(
  decisionRecords.filter((name) => /^Status: Superseded/m.test(readRecord(name))).map((name) => `docs/decisions/${name}`),
)
const npmScripts = new Set(Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts))

function* files(path: string, all = false): Generator<string> {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (statSync(full).isFile()) {
    yield path
    return
  }
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = relative(root, join(entry.parentPath, entry.name))
    if (file.split('/').some((part) => SKIPPED_DIRS.has(part))) continue
    if (all || TEXT.has(extname(entry.name))) yield file
  }
}

/** Every file name in the repository: a comment may name a file by its name alone (`deploy-steps.ts`). */
const fileNames = new Set(
  [...readdirSync(root), ...[...SCANNED, 'schemas', 'ui-schemas', '.ci'].flatMap((path) => [...files(path, true)])].map((file) =>
    file.split('/').pop(),
  ),
)
const scanned = SCANNED.flatMap((path) => [...files(path)])
// This file spells the patterns it looks for.
const self = relative(root, import.meta.filename)

/** Decision numbers: "decision 090", "decisões 013 e 040", "[decisão 050](…)", "Superseded by 060", "decisions/080-…". */
const DECISION_WORDS =
  /\b(?:decis(?:ion|ions|ão|ões)|superseded by|supersedes|amended by|amends|builds on)\s+\[?(\d{3}(?:\]?(?:\s*,\s*|\s+(?:and|e|or|ou)\s+)\[?\d{3})*)/giu
const DECISION_FILES = /decisions\/(\d{3})-/g

function citedDecisions(line: string): string[] {
  const numbers = [...line.matchAll(DECISION_WORDS)].flatMap((match) => match[1].match(/\d{3}/g) ?? [])
  return [...new Set([...numbers, ...[...line.matchAll(DECISION_FILES)].map((match) => match[1])])]
}

/** The part of a code line that is a comment (`//`, or a line inside `/* … *\/`); a doc is all text. */
function proseOf(line: string, code: boolean): string {
  if (!code) return line
  const trimmed = line.trimStart()
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return line
  const comment = line.indexOf(' // ')
  return comment === -1 ? '' : line.slice(comment)
}

const tidy = (word: string): string =>
  word
    .replace(/^\.\//, '')
    .replace(/[),.;:'"]+$/, '')
    .replace(/:\d+(?::\d+)?$/, '')

/**
 * Repository paths: in backticks (each word of a command too), written bare when they name a file or a folder
 * (`src/app/system.ts`, `tests/e2e/`), and link targets, resolved as GitHub does.
 */
function citedPaths(prose: string, file: string): string[] {
  const inBackticks = [...prose.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1].split(/\s+/)).map(tidy)
  const bare = [...prose.replace(/`[^`]*`|\]\([^)]*\)/g, ' ').matchAll(/(?<![\w/.#@-])\.?[\w-]+\/[^\s`'"()]+/g)]
    .map((match) => tidy(match[0]))
    .filter((word) => /^[\w./-]+$/.test(word) && /(?:\/|\.\w+)$/.test(word))
  const fromRoot = [...inBackticks, ...bare].filter((word) => ROOTS.test(word) && !NOT_A_PATH.test(word) && !EXAMPLES.has(word))
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target) && !NOT_A_PATH.test(target))
    .map((target) => (target.startsWith('/') ? target.slice(1) : relative(root, join(root, dirname(file), target))))
  return [...fromRoot, ...links]
}

/** A file named by its name alone in a code comment (`(deploy-steps.ts)`); built pages (`404.html`) are not files. */
const citedFileNames = (comment: string): string[] =>
  [...comment.matchAll(/(?<![\w./@-])[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|js|json|sql|md|yml|sh|toml|css)\b(?![\w/-])/g)].map((match) => match[0])

/**
 * Code names in backticks in the docs: a camelCase or PascalCase identifier (`createFormsApp`, `FormView`), optionally
 * called (`readEnv()`) or a member (`sitePages.home`). Each must still be written somewhere in the code.
 */
const citedCodeNames = (prose: string): string[] =>
  [...prose.matchAll(/`([A-Za-z_$][\w$]*)(?:\(\)|\.[\w$.]+)?`/g)]
    .map((match) => match[1])
    .filter((name) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name))

/** Functions inside libraries that their types do not declare, named by the profiles of decision 090. */
const LIBRARY_INTERNALS = new Set(['simpleHash', 'cvaFn', 'processChange', 'createCache'])

/** A runtime dependency's declared API: a doc may name a library's function (`createBrowserRouter`) as well as ours. */
const packageTypes = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
).flatMap((name) =>
  readdirSync(join(root, 'node_modules', name), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.d\.m?ts$/.test(file) && !file.includes('node_modules'))
    .map((file) => join('node_modules', name, file)),
)

/** Every identifier written in the code (sources, tests, scripts, the function), the forms' JSON and those APIs. */
const codeWords = new Set(
  [
    ...SCANNED.flatMap((path) => [...files(path)]).filter((file) => CODE.has(extname(file))),
    ...files('schemas', true),
    ...packageTypes,
  ].flatMap((file) => readFileSync(join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []),
)

/** `npm run <script>` in docs and comments. */
const citedScripts = (prose: string): string[] => [...prose.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1].replace(/:$/, ''))

/** `file:line: target` for every citation whose target does not exist. */
function missingCitations(): string[] {
  const missing: string[] = []
  for (const file of scanned) {
    if (file === self) continue
    const code = CODE.has(extname(file))
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const note = (target: string) => missing.push(`${file}:${index + 1}: ${target} does not exist`)
        for (const number of citedDecisions(line)) {
          if (!decisionNumbers.has(number)) note(`decision ${number}`)
        }
        // An applied migration is never edited (its checksum is recorded): the paths it cites are history too.
        if (history.has(file) || file.startsWith('supabase/migrations/')) return
        const prose = proseOf(line, code)
        for (const path of citedPaths(prose, file)) {
          if (!existsSync(join(root, path))) note(path)
        }
        if (code) {
          for (const name of citedFileNames(prose)) {
            if (!fileNames.has(name)) note(name)
          }
        }
        for (const script of citedScripts(prose)) {
          if (!npmScripts.has(script)) note(`npm run ${script}`)
        }
        if (!code) {
          for (const name of citedCodeNames(prose)) {
            if (!codeWords.has(name) && !LIBRARY_INTERNALS.has(name)) note(`\`${name}\``)
          }
        }
      })
  }
  return missing
}

describe('decision records', () => {
  const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8')

  it.each(decisionRecords)('%s has a Status line, a Date line and a row in the index', (name) => {
    const record = readRecord(name)
    expect(record, 'a "Status: …" line under the title').toMatch(/^Status: \S/m)
    expect(record, 'a "Date: YYYY-MM-DD" line under the title').toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m)
    expect(index, 'a row in docs/decisions/README.md linking the record').toContain(`](${name})`)
  })

  it('a superseded record names the record that supersedes it', () => {
    for (const name of decisionRecords) {
      const status = /^Status: (.*)$/m.exec(readRecord(name))?.[1] ?? ''
      if (/superseded/i.test(status)) expect(status, name).toMatch(/superseded by \[?\d{3}/i)
    }
  })
})

describe('citations in code and docs', () => {
  it('recognises the ways a citation is written', () => {
    expect(citedDecisions('see decision 090; decisões 013 e 040, [decisão 050](x), decisions/080-y.md')).toEqual([
      '090',
      '013',
      '040',
      '050',
      '080',
    ])
    expect(citedDecisions('Status: Superseded by [050](050-a.md)')).toEqual(['050'])
    expect(citedPaths('`tsx scripts/a.ts --x` and src/b.ts, `schemas/<id>.json`, `tests/**`, [c](../d.md#e)', 'docs/f.md')).toEqual([
      'scripts/a.ts',
      'src/b.ts',
      'd.md',
    ])
    expect(proseOf("const x = 'src/a.ts' // see src/b.ts", true)).toBe(' // see src/b.ts')
    expect(citedFileNames('the deploy (deploy-steps.ts, tests/x.test.ts), pkg.json.')).toEqual(['deploy-steps.ts', 'pkg.json'])
    expect(citedScripts('run `npm run check:schemas -- --against-db`')).toEqual(['check:schemas'])
    expect(
      citedCodeNames('`createFormsApp(deps)` no, `readEnv()`, `sitePages.home`, `FormView`, `npm test`, `x-form`, `EDITOR_PATH`'),
    ).toEqual(['readEnv', 'sitePages', 'FormView'])
  })

  it('finds the files it reads', () => {
    expect(scanned).toContain('README.md')
    expect(scanned.some((file) => file.startsWith('docs/decisions/'))).toBe(true)
    expect(scanned.some((file) => file.startsWith('src/'))).toBe(true)
  })

  it('every decision number, repository path and code name cited exists', () => {
    const lines = missingCitations()
    expect(lines, `cited but missing:\n${lines.join('\n')}`).toEqual([])
  })
})
