import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkForms } from '../../scripts/check-schemas/check-forms.ts'
import { dirsOf } from '../../scripts/check-schemas/dirs.ts'
import { formatProblem } from '../../scripts/check-schemas/problem.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { scaffoldForm, ScaffoldError } from '../../scripts/new-form/scaffold-form.ts'

/** A copy of what new:form reads and writes, so the real project is never touched. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'new-form-'))
  for (const part of ['schemas', 'ui-schemas', 'supabase/functions', 'supabase/migrations', 'src/tools/audit/checklist.json']) {
    cpSync(join(rootDir, part), join(dir, part), { recursive: true })
  }
  return dir
}

const newForm = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/new-form.ts'), ...args, '--root', root], { cwd: rootDir, encoding: 'utf8' })

const problemLines = (root: string) => {
  const result = checkForms(dirsOf(root))
  return result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(root, p.file)))
}

let root: string
let before: string[]
let run: ReturnType<typeof newForm>

beforeAll(() => {
  root = copyProject()
  before = problemLines(root)
  run = newForm(root, 'consultoria-seo')
}, 60_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run new:form', () => {
  it('writes the schema, the ui-schema, the function entry and the generated types', () => {
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.status).toBe(0)
    for (const file of [
      'schemas/consultoria-seo.json',
      'ui-schemas/consultoria-seo.json',
      'supabase/functions/send-consultoria-seo-brief/index.ts',
      'src/forms/generated/consultoria-seo.ts',
    ]) {
      expect(existsSync(join(root, file)), file).toBe(true)
    }
    expect(readFileSync(join(root, 'src/forms/generated/index.ts'), 'utf8')).toContain("'consultoria-seo': ConsultoriaSeoData")
  })

  it('produces a briefing that passes check:schemas (it adds no problem)', () => {
    expect(problemLines(root)).toEqual(before)
    const schema = JSON.parse(readFileSync(join(root, 'schemas/consultoria-seo.json'), 'utf8')) as { 'x-form': { route: string; related: string[] } }
    expect(schema['x-form'].route).toBe('/briefing-consultoria-seo')
    expect(schema['x-form'].related).toHaveLength(3)
  })

  it('copies the existing function entries’ pattern with the new name', () => {
    const entry = readFileSync(join(root, 'supabase/functions/send-consultoria-seo-brief/index.ts'), 'utf8')
    expect(entry).toContain('send-consultoria-seo-brief')
    expect(entry).not.toMatch(/send-(?!consultoria-seo-brief)[a-z-]+-brief/)
  })

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
