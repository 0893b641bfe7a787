import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEditorFiles } from '../../scripts/editor/vite-plugin.ts'
import { editorProblems } from '../../src/editor/editor-problems.ts'
import { declareRename, renameQuestion, updateQuestion } from '../../src/editor/form-edits.ts'
import type { FormPair } from '../../src/editor/form-model.ts'
import { rewriteJson } from '../../src/editor/json-text.ts'

const files = readEditorFiles(join(import.meta.dirname, '../..'))
const load = (id: string): FormPair => ({ schema: JSON.parse(files.forms[id].schema), uiSchema: JSON.parse(files.forms[id].uiSchema) })
const problemsOf = (id: string, pair: FormPair) => {
  const texts = { schema: rewriteJson(files.forms[id].schema, pair.schema), uiSchema: rewriteJson(files.forms[id].uiSchema, pair.uiSchema) }
  return editorProblems(id, pair, texts, files)
}

describe("the editor's Problemas: check:schemas' own rules and the published revisions", () => {
  it.each(Object.keys(files.forms))('%s as it is: no problem', (id) => expect(problemsOf(id, load(id))).toEqual([]))

  // A form with no question newer than the published lock: the one new question is the rename's only candidate.
  it('a renamed question is named, offered as a rename, and declaring it clears the problem', () => {
    const renamed = renameQuestion(load('landing-page'), ['productName'], 'nomeProduto')
    const problems = problemsOf('landing-page', renamed)
    const gone = problems.find((p) => p.question === 'productName')
    expect(gone?.message).toContain('"productName" já foi publicada')
    expect(gone?.rename).toEqual({ from: 'productName', to: 'nomeProduto' })
    expect(gone?.line).toBeGreaterThan(1)
    expect(problemsOf('landing-page', declareRename(renamed, 'productName', 'nomeProduto'))).toEqual([])
  })

  it('a question made required is a problem about that question, with its line', () => {
    const problems = problemsOf('website', updateQuestion(load('website'), ['businessSegment'], { required: true }))
    expect(problems.map((p) => p.question)).toContain('businessSegment')
  })

  it("only this form's problems are listed", () => {
    const pair = load('contact')
    pair.schema.title = 'TODO: título'
    expect(problemsOf('contact', pair).every((p) => p.file.endsWith('/contact.json'))).toBe(true)
    expect(problemsOf('contact', pair).length).toBeGreaterThan(0)
  })
})
