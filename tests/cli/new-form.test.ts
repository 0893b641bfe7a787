import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkForms, dirsOf } from '../../scripts/check-schemas/check-form-files.ts'
import { formatProblem } from '#form-authoring'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { scaffoldForm, ScaffoldError } from '../../scripts/new-form/scaffold-form.ts'
import { copyProject } from '../helpers/project-copy.ts'

/** A copy of what new:form reads and writes. */
const copyForNewForm = () => copyProject('new-form-', ['schemas', 'uiSchemas', 'migrations', 'auditChecklist'])

const newForm = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/new-form/main.ts'), ...args, '--root', root], {
    cwd: rootDir,
    encoding: 'utf8',
  })

/** `npm run check:schemas <root>` as CI runs it: its exit code and output. */
const checkSchemasCli = (root: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/check-schemas/main.ts'), root], { cwd: rootDir, encoding: 'utf8' })

/** Every string of a JSON file with the scaffold's placeholders written over, as a marketer would. */
function fillPlaceholders(file: string) {
  const fill = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replace(/A PREENCHER: ?/g, '').replace('…', 'Consultoria de SEO')
      : Array.isArray(value)
        ? value.map(fill)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
          : value
  writeFileSync(file, `${JSON.stringify(fill(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`)
}

const problemLines = (root: string) => {
  const result = checkForms(dirsOf(root))
  return result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(root, p.file)))
}

let root: string
let before: string[]
let run: ReturnType<typeof newForm>

beforeAll(() => {
  root = copyForNewForm()
  before = problemLines(root)
  run = newForm(root, 'consultoria-seo')
}, 60_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort()

describe('npm run new:form', () => {
  it("writes the questionnaire's two JSON files and nothing else", () => {
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('schemas/consultoria-seo.json')
    expect(run.stdout).toContain('ui-schemas/consultoria-seo.json')
    const fresh = copyForNewForm()
    try {
      const added = filesUnder(root).filter((f) => !filesUnder(fresh).includes(f))
      expect(added).toEqual(['schemas/consultoria-seo.json', 'ui-schemas/consultoria-seo.json'])
    } finally {
      rmSync(fresh, { recursive: true, force: true })
    }
    const schema = JSON.parse(readFileSync(join(root, 'schemas/consultoria-seo.json'), 'utf8')) as { 'x-form': { submit: unknown } }
    expect(schema['x-form'].submit).toEqual({ server: true })
  })

  it('leaves exactly its placeholders for check:schemas to report, each with its place', () => {
    expect(before).toEqual([])
    const added = problemLines(root).filter((line) => !before.includes(line))
    const placeholder = (file: string, pointer: string) =>
      expect.stringMatching(new RegExp(`^${file}:\\d+:\\d+  ${pointer}  texto provisório do new:form: troque "A PREENCHER:`))
    expect(added).toEqual([
      placeholder('schemas/consultoria-seo.json', '/title'),
      placeholder('schemas/consultoria-seo.json', '/x-form/title'),
      placeholder('schemas/consultoria-seo.json', '/x-form/intro'),
      placeholder('schemas/consultoria-seo.json', '/x-form/card/title'),
      placeholder('schemas/consultoria-seo.json', '/x-form/card/description'),
      placeholder('schemas/consultoria-seo.json', '/x-form/card/category'),
      placeholder('schemas/consultoria-seo.json', '/x-form/card/tags/0'),
      placeholder('schemas/consultoria-seo.json', '/x-form/seo/title'),
      placeholder('schemas/consultoria-seo.json', '/x-form/seo/description'),
      placeholder('ui-schemas/consultoria-seo.json', '/ui:options/sections/0/title'),
    ])
    const cli = checkSchemasCli(root)
    expect(cli.status, 'CI fails while a placeholder is left').toBe(1)
    expect(cli.stderr.match(/texto provisório/g)).toHaveLength(added.length)
  })

  it('passes check:schemas once the placeholders are written over', () => {
    fillPlaceholders(join(root, 'schemas/consultoria-seo.json'))
    fillPlaceholders(join(root, 'ui-schemas/consultoria-seo.json'))
    expect(problemLines(root)).toEqual(before)
    const cli = checkSchemasCli(root)
    expect(cli.stderr).toBe('')
    expect(cli.status).toBe(0)
    const schema = JSON.parse(readFileSync(join(root, 'schemas/consultoria-seo.json'), 'utf8')) as {
      'x-form': { route: string; related: string[] }
    }
    expect(schema['x-form'].route).toBe('/briefing-consultoria-seo')
    expect(schema['x-form'].related).toHaveLength(3)
  })

  it('starts with the "Seus contatos" section every briefing has, as the shipped briefings write it (decision 110)', () => {
    const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))
    const [made, madeUi, shipped, shippedUi] = [
      read('schemas/consultoria-seo.json'),
      read('ui-schemas/consultoria-seo.json'),
      read('schemas/website.json'),
      read('ui-schemas/website.json'),
    ]
    const contacts = ['contactName', 'contactEmail', 'contactPhone']
    for (const key of contacts) {
      expect(made.properties[key]).toEqual(shipped.properties[key])
      expect(madeUi[key]).toEqual(shippedUi[key])
    }
    expect(Object.keys(made.properties).slice(-3)).toEqual(contacts)
    expect(made.required).toEqual(expect.arrayContaining(['contactName', 'contactEmail']))
    expect(made.required).not.toContain('contactPhone')
    expect(madeUi['ui:options'].sections.at(-1)).toEqual(shippedUi['ui:options'].sections.at(-1))
  })

  it('check:schemas refuses a briefing without an e-mail question, naming the file and the field', () => {
    const copy = copyForNewForm()
    try {
      const file = join(copy, 'schemas/branding.json')
      const schema = JSON.parse(readFileSync(file, 'utf8'))
      delete schema.properties.contactEmail
      schema.required = schema.required.filter((k: string) => k !== 'contactEmail')
      schema['x-form'].migrations = schema['x-form'].migrations.filter((m: { tighten?: string }) => m.tighten !== 'contactEmail')
      writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`)
      const cli = checkSchemasCli(copy)
      expect(cli.status).toBe(1)
      expect(cli.stderr).toMatch(
        /schemas\/branding\.json:\d+:\d+ {2}\/properties {2}este briefing não pergunta o e-mail de quem responde.*"x-personal": "email".*"contactEmail"/,
      )
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)

  it('refuses an id that already exists, changing nothing', () => {
    const schemaBefore = readFileSync(join(root, 'schemas/consultoria-seo.json'), 'utf8')
    const again = newForm(root, 'consultoria-seo')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('já existe')
    expect(readFileSync(join(root, 'schemas/consultoria-seo.json'), 'utf8')).toBe(schemaBefore)
  })

  it('refuses an id that is not kebab-case', () => {
    const refused = newForm(root, 'Consultoria_SEO')
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('kebab-case')
    expect(existsSync(join(root, 'schemas/Consultoria_SEO.json'))).toBe(false)
  })

  it.each(['Consultoria', 'consultoria_seo', 'consultoria--seo', '-seo', '1-seo', 'seo-'])('rejects "%s" before writing anything', (id) => {
    expect(() => scaffoldForm(root, id)).toThrow(ScaffoldError)
  })
})
