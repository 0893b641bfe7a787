import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewriteJson } from '../../src/editor/model/json-text.ts'
import { formDirsOf, scanForms } from '../../scripts/forms/load-forms.ts'

const root = join(import.meta.dirname, '../..')
const files = scanForms(formDirsOf(root)).flatMap(({ schema, uiSchema }) =>
  [schema, uiSchema].flatMap((file) => (file ? [relative(root, file.path)] : [])),
)
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** Lines of `a` and `b` that differ, as a crude line diff (same length expected for in-place edits). */
const changedLines = (a: string, b: string) => {
  const x = a.split('\n')
  const y = b.split('\n')
  return { added: y.filter((l) => !x.includes(l)), removed: x.filter((l) => !y.includes(l)) }
}

describe('rewriteJson: edits, never re-prints', () => {
  it.each(files)('%s unchanged is the same bytes', (file) => {
    const text = read(file)
    expect(rewriteJson(text, JSON.parse(text))).toBe(text)
  })

  it('a retitled question changes one line', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    value.properties.companyName.title = 'Nome da sua empresa'
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(changedLines(text, out)).toEqual({
      added: ['      "title": "Nome da sua empresa",'],
      removed: ['      "title": "Nome da empresa",'],
    })
  })

  it('an option renamed keeps its one-line neighbours and the others untouched', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    value.properties.mainObjectives.items.oneOf[1].title = 'Vender online'
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    const { added, removed } = changedLines(text, out)
    expect(removed).toHaveLength(1)
    expect(added).toEqual(['          { "const": "Vender produtos online (e-commerce)", "title": "Vender online" },'])
  })

  it('a removed option is one line gone, its one-line neighbours as they were', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    value.properties.desiredPages.items.oneOf.splice(3, 1)
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(changedLines(text, out)).toEqual({ added: [], removed: ['          { "const": "Loja Virtual", "title": "Loja Virtual" },'] })
  })

  it('a question added between two others lands there, and a removed one leaves nothing behind', () => {
    const text = read('ui-schemas/website.json')
    const value = JSON.parse(text)
    const fields: string[] = value['ui:options'].sections[0].fields
    fields.splice(1, 0, 'newQuestion')
    value['ui:options'].sections[1].fields.pop()
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(Object.keys(JSON.parse(out))).toEqual(Object.keys(value))
    const { added, removed } = changedLines(text, out)
    expect(added.map((l) => l.trim())).toContain('"newQuestion",')
    expect(removed.length).toBeLessThanOrEqual(2)
  })

  it('a property added at a position keeps the order the editor gave', () => {
    const text = read('schemas/contact.json')
    const value = JSON.parse(text)
    const entries = Object.entries(value.properties)
    entries.splice(1, 0, ['company', { type: 'string', title: 'Empresa', maxLength: 200 }])
    value.properties = Object.fromEntries(entries)
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(Object.keys(JSON.parse(out).properties)).toEqual(Object.keys(value.properties))
  })

  it('moved keys rewrite only the object whose order changed', () => {
    const text = read('schemas/meeting.json')
    const value = JSON.parse(text)
    const { name, email, ...rest } = value.properties
    value.properties = { email, name, ...rest }
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(Object.keys(JSON.parse(out).properties)).toEqual(['email', 'name', ...Object.keys(rest)])
    expect(out.startsWith(text.slice(0, text.indexOf('"properties"')))).toBe(true)
  })
})
