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

  it.each(files)('%s with one text edited changes that one line', (file) => {
    const text = read(file)
    const value = JSON.parse(text)
    // The first text in the file past its header ($schema, $id), as a marketer's one edit.
    const editFirstText = (node: Record<string, unknown>): boolean =>
      Object.entries(node).some(([key, child]) => {
        if (typeof child === 'string' && !key.startsWith('$')) return ((node[key] = `${child} (editado)`), true)
        return typeof child === 'object' && child !== null && editFirstText(child as Record<string, unknown>)
      })
    expect(editFirstText(value)).toBe(true)
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(out.split('\n').filter((l, i) => l !== text.split('\n')[i])).toHaveLength(1)
  })

  it('a question made required declares its migration without re-printing the one-line ones before it', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    value.required.push('businessSegment')
    value['x-form'].migrations.push({ tighten: 'businessSegment' })
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(changedLines(text, out)).toEqual({
      added: [
        '    "contactEmail",',
        '    "businessSegment"',
        '      { "tighten": "contactEmail" },',
        '      { "tighten": "businessSegment" }',
      ],
      removed: ['    "contactEmail"', '      { "tighten": "contactEmail" }'],
    })
  })

  it('a renamed first question changes its two lines, its neighbours kept', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    const { companyName, ...rest } = value.properties
    value.properties = { nomeEmpresa: companyName, ...rest }
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(changedLines(text, out)).toEqual({ added: ['    "nomeEmpresa": {'], removed: ['    "companyName": {'] })
  })

  it('the last key gone leaves an empty object', () => {
    const out = rewriteJson('{\n  "a": {\n    "b": 1\n  },\n  "c": 2\n}\n', { a: {}, c: 2 })
    expect(out).toBe('{\n  "a": {},\n  "c": 2\n}\n')
  })

  it('an item inserted first keeps its siblings, in their style', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    value.properties.desiredPages.items.oneOf.unshift({ const: 'Landing', title: 'Landing' })
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(changedLines(text, out)).toEqual({ added: ['          { "const": "Landing", "title": "Landing" },'], removed: [] })
  })

  it('keys put in another order move their own lines only', () => {
    const text = read('schemas/website.json')
    const value = JSON.parse(text)
    const { kind, route, title, intro, ...rest } = value['x-form']
    value['x-form'] = { kind, route, intro, title, ...rest }
    const out = rewriteJson(text, value)
    expect(JSON.parse(out)).toEqual(value)
    expect(Object.keys(JSON.parse(out)['x-form'])).toEqual(Object.keys(value['x-form']))
    const { added, removed } = changedLines(text, out)
    expect(added).toEqual([])
    expect(removed).toEqual([])
    expect(out.split('\n').filter((l, i) => l !== text.split('\n')[i])).toHaveLength(2)
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
