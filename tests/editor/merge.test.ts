import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeJson, mergeTexts } from '../../src/editor/model/merge.ts'

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
