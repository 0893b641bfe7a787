import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { functionSections, sectionProblems, withFunctionSection } from '../../scripts/check-schemas/function-config.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

const config = readFileSync(join(rootDir, 'supabase/config.toml'), 'utf8')
const importMap = '"./functions/import_map.json"'

describe('supabase/config.toml function sections', () => {
  it('reads every public function of the real file, each right as it is', () => {
    const sections = functionSections(config)
    expect(sections.length).toBeGreaterThan(5)
    for (const section of sections) expect(sectionProblems(section, importMap), section.name).toEqual([])
  })

  it('adds a section in alphabetical place, in the file’s style, and touches nothing else', () => {
    const added = withFunctionSection(config, 'send-consultoria-seo-brief') ?? ''
    const block = `[functions.send-consultoria-seo-brief]\nverify_jwt = false\nimport_map = ${importMap}\n\n[functions.send-contact-form]`
    expect(added).toContain(block)
    expect(added.replace(`[functions.send-consultoria-seo-brief]\nverify_jwt = false\nimport_map = ${importMap}\n\n`, '')).toBe(config)
    const names = functionSections(added).map((s) => s.name)
    expect(names).toEqual([...names].sort())
  })

  it('adds after the last section, ending the file with one newline', () => {
    const added = withFunctionSection(config, 'send-zzz-brief') ?? ''
    expect(added.endsWith(`\n\n[functions.send-zzz-brief]\nverify_jwt = false\nimport_map = ${importMap}\n`)).toBe(true)
  })

  it('leaves an existing section alone', () => {
    expect(withFunctionSection(config, 'send-website-brief')).toBeUndefined()
  })

  it('reports a section that asks for a login or lacks the shared import map', () => {
    const [section] = functionSections('[functions.send-x-brief]\nverify_jwt = true\n')
    expect(sectionProblems(section, importMap)).toEqual([
      '[functions.send-x-brief] precisa de verify_jwt = false: quem preenche o formulário não tem login',
      `[functions.send-x-brief] precisa de import_map = ${importMap}, como as outras funções`,
    ])
  })
})
