import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conflictKey, mergeForm, mergeJson, mergeTexts } from '../../src/editor/model/merge.ts'

const website = readFileSync(join(import.meta.dirname, '../../schemas/website.json'), 'utf8')
type Schema = {
  properties: Record<string, { title: string; items: { oneOf: { const: string; title: string }[] } }>
  'x-form': Record<string, unknown>
}
const edit = (text: string, change: (schema: Schema) => void) => {
  const schema = JSON.parse(text) as Schema
  change(schema)
  return JSON.stringify(schema, null, 2)
}

describe("the marketer's edits replayed onto a file changed by someone else", () => {
  it('changes to different values merge, each side kept', () => {
    expect(mergeJson({ a: 1, b: 1 }, { a: 2, b: 1 }, { a: 1, b: 3 })).toEqual({ value: { a: 2, b: 3 }, conflicts: [] })
  })

  it('the same value changed differently is a conflict, answered by a choice', () => {
    expect(mergeJson({ a: 1 }, { a: 2 }, { a: 3 }).conflicts).toEqual([{ path: ['a'], ours: 2, theirs: 3 }])
    expect(mergeJson({ a: 1 }, { a: 2 }, { a: 3 }, () => 'theirs').value).toEqual({ a: 3 })
    expect(mergeJson({ a: 1 }, { a: 2 }, { a: 2 }).conflicts).toEqual([])
  })

  it("keys added on both sides are all kept, the marketer's after the one they follow", () => {
    expect(mergeJson({ a: 1 }, { a: 1, m: 2 }, { z: 0, a: 1, t: 3 }).value).toEqual({ z: 0, a: 1, m: 2, t: 3 })
    expect(Object.keys(mergeJson({ a: 1 }, { a: 1, m: 2 }, { z: 0, a: 1, t: 3 }).value as object)).toEqual(['z', 'a', 'm', 't'])
  })

  it('options added on both sides and removed on one side, matched by their value', () => {
    const o = (c: string) => ({ const: c, title: c.toUpperCase() })
    const merged = mergeJson([o('a'), o('b')], [o('a'), o('b'), o('m')], [o('t'), o('a')])
    expect(merged).toEqual({ value: [o('t'), o('a'), o('m')], conflicts: [] })
  })

  it('migrations declared on both sides: both kept, in order', () => {
    const merged = mergeJson(
      [{ tighten: 'x' }],
      [{ tighten: 'x' }, { rename: { from: 'a', to: 'b' } }],
      [{ tighten: 'x' }, { removeField: 'c' }],
    )
    expect(merged.value).toEqual([{ tighten: 'x' }, { removeField: 'c' }, { rename: { from: 'a', to: 'b' } }])
  })

  it("on a real file: a retitled question over a new option elsewhere keeps the other side's formatting", () => {
    const ours = edit(website, (s) => (s.properties.companyName.title = 'Nome da sua empresa'))
    const theirs = website.replace(
      '{ "const": "Contato", "title": "Contato" },',
      '{ "const": "Contato", "title": "Contato" },\n          { "const": "Blog", "title": "Blog" },',
    )
    const { text, conflicts } = mergeTexts(website, ours, theirs)
    expect(conflicts).toEqual([])
    expect(text).toBe(theirs.replace('"title": "Nome da empresa"', '"title": "Nome da sua empresa"'))
  })
})

describe('a tab’s unsent edits carried onto a newer version of its review (decision 219)', () => {
  const text = (titles: Record<string, string>) =>
    JSON.stringify(
      { type: 'object', properties: Object.fromEntries(Object.entries(titles).map(([k, t]) => [k, { type: 'string', title: t }])) },
      null,
      2,
    )
  const ui = '{}'
  const base = { schema: text({ a: 'A', b: 'B', c: 'C' }), uiSchema: ui }

  it('keeps both sides’ changes to different questions, the review’s formatting and file untouched by the tab', () => {
    const mine = { schema: text({ a: 'A da aba', b: 'B', c: 'C' }), uiSchema: ui }
    const theirs = { schema: text({ a: 'A', b: 'B do celular', c: 'C' }), uiSchema: '{ "ui:order": ["a", "b", "c"] }' }
    const merged = mergeForm(base, mine, theirs)
    expect(merged.conflicts).toEqual([])
    expect(JSON.parse(merged.texts!.schema)).toEqual(JSON.parse(text({ a: 'A da aba', b: 'B do celular', c: 'C' })))
    expect(merged.texts!.uiSchema).toBe(theirs.uiSchema)
  })

  it('asks where both changed the same question, and applies the marketer’s pick', () => {
    const mine = { schema: text({ a: 'A da aba', b: 'B', c: 'C' }), uiSchema: ui }
    const theirs = { schema: text({ a: 'A do celular', b: 'B', c: 'C' }), uiSchema: ui }
    const asked = mergeForm(base, mine, theirs)
    expect(asked.texts).toBeUndefined()
    expect(asked.conflicts).toEqual([{ file: 'schema', path: ['properties', 'a', 'title'], ours: 'A da aba', theirs: 'A do celular' }])
    const picked = mergeForm(base, mine, theirs, { [conflictKey(asked.conflicts[0])]: 'ours' })
    expect(JSON.parse(picked.texts!.schema).properties.a.title).toBe('A da aba')
    const theirsPicked = mergeForm(base, mine, theirs, { [conflictKey(asked.conflicts[0])]: 'theirs' })
    expect(JSON.parse(theirsPicked.texts!.schema).properties.a.title).toBe('A do celular')
  })
})
