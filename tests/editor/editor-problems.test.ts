import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type FormMigration } from '#form-core'
import { contractOf, newFormFiles } from '#form-authoring'
import { readEditorFiles } from '../../scripts/vite/editor-files.ts'
import { editorProblems, type EditorProblem } from '../../src/editor/model/editor-problems.ts'
import { renameQuestion, updateMeta, updateQuestion } from '../../src/editor/model/form-edits.ts'
import { addQuestion, removeQuestion } from '../../src/editor/model/form-layout.ts'
import type { FormPair } from '../../src/editor/model/form-model.ts'
import { rewriteJson } from '../../src/editor/model/json-text.ts'
import { retitleQuestion, setOptions } from '../../src/editor/model/name-edits.ts'
import { declareMigration } from '../../src/editor/model/problem-fixes.ts'

const files = readEditorFiles(join(import.meta.dirname, '../..'))
const load = (id: string): FormPair => ({ schema: JSON.parse(files.forms[id].schema), uiSchema: JSON.parse(files.forms[id].uiSchema) })
const problemsOf = (id: string, pair: FormPair, base = files.forms[id]) => {
  const texts = { schema: rewriteJson(base.schema, pair.schema), uiSchema: rewriteJson(base.uiSchema, pair.uiSchema) }
  return editorProblems(id, pair, texts, files)
}
/** What the marketer reads outside the JSON tab: never a word of the files' format. */
const JSON_WORDS = /\b(const|oneOf|x-form|migrations|enum|properties|ui:|required|minLength|title)\b/
const said = (problems: EditorProblem[]) => problems.map((p) => `${p.where}: ${p.message}`).join('\n')
const fixes = (p: EditorProblem | undefined): FormMigration[] => (p?.fix?.kind === 'declare' ? p.fix.choices.map((c) => c.migration) : [])

describe("the editor's Problemas: check:schemas' rules and the published revisions, in the marketer's words", () => {
  it.each(Object.keys(files.forms))('%s as it is: no problem', (id) => expect(problemsOf(id, load(id))).toEqual([]))

  it('a renamed id: one problem naming the question, whose one click declares the rename', () => {
    const renamed = renameQuestion(load('website'), ['companyName'], 'nomeEmpresa')
    const problems = problemsOf('website', renamed)
    expect(problems).toHaveLength(1)
    expect(problems[0].where).toBe('Pergunta "Nome da empresa"')
    expect(problems[0].target).toEqual({ tab: 'questions', question: 'nomeEmpresa', field: 'id' })
    expect(problems[0].fix?.kind === 'declare' && problems[0].fix.choices[0].label).toBe(
      'Levar as respostas antigas para "Nome da empresa"',
    )
    expect(problems[0].detail[0]).toMatchObject({ file: 'schemas/website.json', line: expect.any(Number) })
    expect(problemsOf('website', declareMigration(renamed, fixes(problems[0])[0]))).toEqual([])
  })

  it('a question made required: one problem (not one per rule), "apply to new answers only" clears it', () => {
    const required = updateQuestion(load('website'), ['businessSegment'], { required: true })
    const problems = problemsOf('website', required)
    expect(problems).toHaveLength(1)
    expect(said(problems)).toBe(
      'Pergunta "Segmento de atuação": "Segmento de atuação" passou a ser obrigatória: respostas guardadas e rascunhos de antes podem não passar.',
    )
    expect(problems[0].target).toEqual({ tab: 'questions', question: 'businessSegment', field: 'required' })
    expect(fixes(problems[0])).toEqual([{ tighten: 'businessSegment' }])
    expect(problemsOf('website', declareMigration(required, { tighten: 'businessSegment' }))).toEqual([])
  })

  it('a published question put on a condition: one problem in words, "apply to new answers only" clears it (decision 185)', () => {
    const pair = load('landing-page')
    const schema = pair.schema as {
      properties: Record<string, unknown>
      allOf: { then: { properties: object }; else: { properties: object } }[]
    }
    const [goal] = schema.allOf
    goal.then.properties = { ...goal.then.properties, mainHeadline: schema.properties.mainHeadline }
    goal.else.properties = { ...goal.else.properties, mainHeadline: false }
    schema.properties.mainHeadline = true
    const problems = problemsOf('landing-page', pair)
    expect(problems).toHaveLength(1)
    expect(problems[0].message).toMatch(
      /passou a aparecer só para certas respostas: respostas guardadas e rascunhos de antes podem não passar\.$/,
    )
    expect(said(problems)).not.toMatch(JSON_WORDS)
    expect(fixes(problems[0])).toEqual([{ tighten: 'mainHeadline' }])
    expect(problemsOf('landing-page', declareMigration(pair, { tighten: 'mainHeadline' }))).toEqual([])
  })

  it('a removed published option: named by its label, mapped to another option in one click', () => {
    const pair = load('website')
    const field = (pair.schema.properties as Record<string, { items: { oneOf: { const: string; title: string }[] } }>).desiredPages
    const options = field.items.oneOf.filter((o) => o.const !== 'Loja Virtual')
    const removed = setOptions(pair, ['desiredPages'], options)
    const [problem] = problemsOf('website', removed)
    expect(problem.where).toBe('Pergunta "Quais páginas o site deve ter?"')
    expect(problem.message).toContain('A opção "Loja Virtual" já está publicada')
    expect(problem.fix).toMatchObject({ kind: 'map-option', field: 'desiredPages', value: 'Loja Virtual', label: 'Loja Virtual' })
    const mapped = declareMigration(removed, { removeOption: { field: 'desiredPages', value: 'Loja Virtual', mapTo: 'Serviços/Produtos' } })
    expect(problemsOf('website', mapped)).toEqual([])
  })

  it('a removed option of a questionnaire published after this build: named by the label the site shows, not by its stored value', () => {
    // Made in the editor, approved and published after the site was built: the bundle lacks it, and its option values
    // follow their labels ("Loja virtual" is stored as loja-virtual). The server's live revision knows both.
    const pair = load('website')
    const field = (pair.schema.properties as Record<string, { items: { oneOf: { const: string; title: string }[] } }>).desiredPages
    field.items.oneOf = field.items.oneOf.map((o) => (o.const === 'Loja Virtual' ? { const: 'loja-virtual', title: 'Loja virtual' } : o))
    const withoutIt = { ...files, forms: Object.fromEntries(Object.entries(files.forms).filter(([id]) => id !== 'website')) }
    const live = { fields: contractOf(pair.schema), schema: pair.schema }
    const removed = setOptions(
      pair,
      ['desiredPages'],
      field.items.oneOf.filter((o) => o.const !== 'loja-virtual'),
    )
    const texts = { schema: rewriteJson(files.forms.website.schema, removed.schema), uiSchema: files.forms.website.uiSchema }
    const [problem, ...rest] = editorProblems('website', removed, texts, withoutIt, { live })
    expect(rest).toEqual([])
    expect(problem.message).toBe(
      'A opção "Loja virtual" já está publicada e foi removida: há respostas guardadas com ela. Escolha o que elas passam a ser.',
    )
    expect(problem.fix).toMatchObject({ kind: 'map-option', value: 'loja-virtual', label: 'Loja virtual' })
    expect(said([problem])).not.toContain('loja-virtual')
    // The texts the page opened from name it too, when the server's revision is not known.
    const opened = { schema: rewriteJson(files.forms.website.schema, pair.schema), uiSchema: files.forms.website.uiSchema }
    const [fromOpened] = editorProblems('website', removed, texts, withoutIt, { live: { fields: live.fields }, opened })
    expect(fromOpened.message).toContain('A opção "Loja virtual" já está publicada')
    // Known nowhere: said as a published option, its stored value only as how the answers hold it.
    const [unknown] = editorProblems('website', removed, texts, withoutIt, { live: { fields: live.fields } })
    expect(unknown.message).toBe(
      'Uma opção já publicada, guardada nas respostas como "loja-virtual", foi removida: há respostas guardadas com ela. Escolha o que elas passam a ser.',
    )
  })

  // A form with no question newer than the published lock: no new question could be the removed one renamed.
  it('a removed published question: old answers kept as they are, in one click', () => {
    const removed = removeQuestion(load('diagnostic'), ['businessSegment'])
    const [problem, ...rest] = problemsOf('diagnostic', removed)
    expect(rest).toEqual([])
    expect(problem.where).toBe('Pergunta "Em qual segmento a empresa atua?"')
    expect(fixes(problem)).toEqual([{ removeField: 'businessSegment' }])
    expect(problemsOf('diagnostic', declareMigration(removed, { removeField: 'businessSegment' }))).toEqual([])
  })

  it("a new questionnaire's template question, retitled, takes a key from its new title while unpublished", () => {
    const made = newFormFiles(
      'podcast',
      Object.keys(files.forms).map((id) => ({ id, meta: JSON.parse(files.forms[id].schema)['x-form'] })),
    )
    if ('refusal' in made) throw new Error(made.refusal)
    const pair: FormPair = { schema: JSON.parse(made.schema), uiSchema: JSON.parse(made.uiSchema) }
    const [first] = Object.keys(pair.schema.properties as object)
    let path = [first]
    let next = pair
    for (const title of ['N', 'Nome do podcast']) ({ pair: next, path } = retitleQuestion(next, path, title))
    expect(path).toEqual(['nomePodcast'])
    expect((next.uiSchema['ui:options'] as { sections: { fields: string[] }[] }).sections[0].fields).toEqual(['nomePodcast'])
  })

  it('a new questionnaire: every placeholder links to its field on screen, in words without JSON', () => {
    const made = newFormFiles(
      'consultoria-seo',
      Object.keys(files.forms).map((id) => ({ id, meta: JSON.parse(files.forms[id].schema)['x-form'] })),
    )
    if ('refusal' in made) throw new Error(made.refusal)
    const pair = { schema: JSON.parse(made.schema), uiSchema: JSON.parse(made.uiSchema) }
    const problems = problemsOf('consultoria-seo', pair, made)
    expect(problems.length).toBeGreaterThanOrEqual(10)
    for (const p of problems) {
      expect(p.target?.tab, `${p.where}: ${p.message}`).toMatch(/^(page|questions)$/)
      expect(p.message).toMatch(/texto provisório "A PREENCHER: /)
    }
    expect(problems.map((p) => p.where)).toContain('Página › Nome do questionário para a agência')
    expect(problems.map((p) => p.where)).toContain('Cartão em /briefings › Palavras-chave do cartão')
    expect(problems.map((p) => p.where)).toContain('Seção 1 › Título')
    expect(said(problems).replace(/"A PREENCHER: [^"]*"/g, '')).not.toMatch(JSON_WORDS)
  })

  it('a questionnaire made in the editor (none related ticked) is told to tick three, at the list, in words', () => {
    const made = newFormFiles(
      'consultoria-seo',
      Object.keys(files.forms).map((id) => ({ id, meta: JSON.parse(files.forms[id].schema)['x-form'] })),
      { suggestRelated: false },
    )
    if ('refusal' in made) throw new Error(made.refusal)
    const pair = { schema: JSON.parse(made.schema), uiSchema: JSON.parse(made.uiSchema) }
    const related = problemsOf('consultoria-seo', pair, made).filter((p) => p.where.startsWith('Questionários relacionados'))
    expect(related.map((p) => [p.message, p.target])).toEqual([
      ['marque três questionários, os que aparecem no fim da página', { tab: 'page', field: 'related' }],
    ])
  })

  it('none of the changes above speaks JSON outside the JSON tab', () => {
    const pair = load('website')
    const changed = updateQuestion(removeQuestion(renameQuestion(pair, ['companyName'], 'empresa'), ['deadline']), ['businessSegment'], {
      required: true,
      maxLength: 100,
    })
    const problems = problemsOf('website', changed)
    expect(problems).toHaveLength(3)
    expect(said(problems)).not.toMatch(JSON_WORDS)
  })

  it.each<[string, (pair: FormPair) => FormPair]>([
    ['a title cleared', (p) => updateQuestion(p, ['businessSegment'], { title: '' })],
    [
      'an option label cleared',
      (p) =>
        setOptions(
          p,
          ['brandManual'],
          [
            { const: 'Sim', title: '' },
            { const: 'Não', title: 'Não' },
            { const: 'Parcialmente', title: 'Parcialmente' },
          ],
        ),
    ],
    ['the card title cleared', (p) => updateMeta(p, ['card', 'title'], '')],
    ['the intro removed', (p) => updateMeta(p, ['intro'], undefined)],
    ['a route that is a page of the site', (p) => updateMeta(p, ['route'], '/contato')],
    ['a route with capitals', (p) => updateMeta(p, ['route'], '/Briefing')],
    ['an estimated time in words', (p) => updateMeta(p, ['estimatedTime'], 'rapidinho')],
    ['two related forms', (p) => updateMeta(p, ['related'], ['branding', 'landing-page'])],
    ['a retention of ten years and a day', (p) => updateMeta(p, ['retentionDays'], 3651)],
    [
      'a question titled "Nome"',
      (p) => retitleQuestion(addQuestion(p, { container: [], index: 0 }, 'short').pair, ['novaPergunta'], 'Nome').pair,
    ],
    ['a published text question made a number', (p) => updateQuestion(p, ['deadline'], { kind: 'number' })],
    ['a published choice made multiple', (p) => updateQuestion(p, ['brandManual'], { kind: 'multi' })],
    ['a published text question made yes/no', (p) => updateQuestion(p, ['deadline'], { kind: 'yesno' })],
    ['a limit lowered', (p) => updateQuestion(p, ['deadline'], { maxLength: 50 })],
  ])('%s: each problem on a field of the visual editor, said without JSON', (_, change) => {
    const problems = problemsOf('website', change(load('website')))
    expect(problems.length).toBeGreaterThan(0)
    for (const p of problems) {
      expect(p.target?.tab, `${p.where}: ${p.message}`).toMatch(/^(page|questions)$/)
      expect(`${p.where}: ${p.message}`).not.toMatch(JSON_WORDS)
    }
  })

  it('a phone question added on screen already holds the digit rule every phone needs (decision 170)', () => {
    const { pair } = addQuestion(load('website'), { container: [], index: 0 }, 'phone')
    expect(problemsOf('website', pair)).toEqual([])
  })

  it("only this form's problems are listed", () => {
    const pair = load('contact')
    pair.schema.title = 'TODO: título'
    const problems = problemsOf('contact', pair)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((p) => p.detail.every((d) => d.file.endsWith('/contact.json')))).toBe(true)
  })

  it('a briefing without an e-mail question: one problem on the contacts section, in words without JSON (decision 110)', () => {
    let pair = removeQuestion(load('website'), ['contactEmail'])
    pair = updateMeta(pair, ['migrations'], [{ tighten: 'contactName' }])
    const problems = problemsOf('website', pair).filter((p) => p.message.includes('e-mail'))
    expect(problems).toHaveLength(1)
    expect(problems[0].where).toBe('Seção "Seus contatos"')
    expect(problems[0].message).toMatch(/^este briefing não pergunta o e-mail de quem responde/)
    expect(problems[0].message).not.toMatch(JSON_WORDS)
    expect(problems[0].target).toEqual({ tab: 'questions', section: 8, field: 'title' })
    expect(problems[0].detail[0].message).toContain('"x-personal": "email"')
  })

  it('a briefing whose e-mail is optional: the problem sits on that question', () => {
    const pair = updateQuestion(load('website'), ['contactEmail'], { required: false })
    const problems = problemsOf('website', pair).filter((p) => p.message.includes('e-mail'))
    expect(problems).toHaveLength(1)
    expect(problems[0].where).toBe('Pergunta "E-mail"')
    expect(problems[0].message).not.toMatch(JSON_WORDS)
  })

  it('a single choice with "Outro" added and titled: check:schemas\' condition rules find nothing (decision 183)', () => {
    let { pair, path } = addQuestion(load('website'), { container: [], index: 1 }, 'choice-other', 0)
    ;({ pair, path } = retitleQuestion(pair, path, 'Canal preferido'))
    expect(problemsOf('website', pair)).toEqual([])
  })
})
