import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { saveFormFiles } from '../../scripts/editor/vite-plugin.ts'

function project() {
  const root = mkdtempSync(join(tmpdir(), 'editor-save-'))
  mkdirSync(join(root, 'schemas'))
  mkdirSync(join(root, 'ui-schemas'))
  writeFileSync(join(root, 'schemas/website.json'), '{ "a": 1 }\n')
  return root
}

describe('the dev server writes only the two files of a questionnaire', () => {
  it('writes both texts as given', () => {
    const root = project()
    expect(saveFormFiles(root, { id: 'website', schema: '{ "a": 2 }\n', uiSchema: '{}\n' })).toEqual({
      status: 200,
      body: { ok: true, written: ['schemas/website.json', 'ui-schemas/website.json'] },
    })
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 2 }\n')
    expect(readdirSync(join(root, 'schemas'))).toEqual(['website.json'])
  })

  it.each(['../package', 'schemas/x', 'Website', '', 'a/b', '..'])('refuses the id %j: nothing outside schemas/ and ui-schemas/', (id) => {
    const root = project()
    expect(saveFormFiles(root, { id, schema: '{}', uiSchema: '{}' }).status).toBe(400)
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 1 }\n')
  })

  it('refuses a text that is not a JSON object, writing neither file', () => {
    const root = project()
    const outcome = saveFormFiles(root, { id: 'website', schema: '{ "a": 3 }', uiSchema: '{ "b": ' })
    expect(outcome.status).toBe(422)
    expect(outcome.body).toMatchObject({ ok: false, message: expect.stringContaining('ui-schemas/website.json não é um JSON válido') })
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 1 }\n')
  })
})
