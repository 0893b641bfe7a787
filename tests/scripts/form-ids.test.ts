import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formIdsPath, formIdsSource, writeFormIds } from '../../scripts/forms/form-id-type.ts'
import { testForms } from '../helpers/form-files.ts'
import { copyProject } from '../helpers/project-copy.ts'

describe('FormId, the questionnaires as a type (src/forms/form-ids.ts)', () => {
  const copy = copyProject('excellis-form-ids-')
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it('names every form of schemas/, each once', async () => {
    const source = await formIdsSource(testForms.map((f) => f.id))
    for (const { id } of testForms) expect(source).toContain(`'${id}'`)
    expect(source.match(/^\s*\| '/gm)).toHaveLength(testForms.length)
  })

  it('is rewritten when a form is added, and left alone while nothing changed', async () => {
    mkdirSync(join(copy, 'src/forms'), { recursive: true })
    expect(await writeFormIds(copy)).toBe(true)
    expect(await writeFormIds(copy)).toBe(false)
    copyFileSync(join(copy, 'schemas/contact.json'), join(copy, 'schemas/consultoria-seo.json'))
    expect(await writeFormIds(copy)).toBe(true)
    expect(readFileSync(formIdsPath(copy), 'utf8')).toMatch(/\| 'consultoria-seo'\n/)
  })
})
