import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkForms, dirsOf } from '../../scripts/check-schemas/check-form-files.ts'
import { annotation, writeSummary } from '../../scripts/check-schemas/github-annotations.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

const broken = checkForms(dirsOf(join(rootDir, 'tests/fixtures/broken-forms')))

describe('check:schemas on GitHub Actions', () => {
  it('annotates each problem on its file, line and column, escaping what GitHub reads as syntax', () => {
    const p = broken.problems.find((x) => x.pointer === '/properties/companyName/maxlength')!
    const line = annotation(p, broken.texts.get(p.file), 'schemas/broken.json')
    expect(line).toMatch(
      /^::error file=schemas\/broken\.json,line=7,col=\d+,title=\/properties\/companyName\/maxlength::o schema não pode ser lido assim: a chave "maxlength"/,
    )
    expect(annotation({ file: 'a', pointer: '/a,b', message: '50% certo\nsegunda linha' }, undefined, 'x:y.json')).toBe(
      '::error file=x%3Ay.json,line=1,col=1,title=/a%2Cb::50%25 certo%0Asegunda linha',
    )
  })

  it('writes the job summary: the result and, outside a pull request, no comparison', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.md')
    writeSummary(file, broken, undefined, (f) => f)
    const summary = readFileSync(file, 'utf8')
    expect(summary).toContain(`**${broken.problems.length} problema(s)**`)
    expect(summary).toContain('Fora de um pull request: sem comparação.')
  })
})
