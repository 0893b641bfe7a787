import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { objectAt } from '#form-core'
import { readEditorFiles } from '../../scripts/vite/editor-files.ts'
import { conditionProblems, conditionWords, setCondition, wordsText } from '../../src/editor/model/condition-edits.ts'
import { editorProblems, type EditorProblem } from '../../src/editor/model/editor-problems.ts'
import { renameQuestion, updateQuestion } from '../../src/editor/model/form-edits.ts'
import { duplicateQuestion, moveQuestion, removeQuestion } from '../../src/editor/model/form-layout.ts'
import { sectionsOfForm, type FormPair, type Question } from '../../src/editor/model/form-model.ts'
import { historyReducer, startHistory } from '../../src/editor/model/history.ts'
import { rewriteJson } from '../../src/editor/model/json-text.ts'
import { setOptions } from '../../src/editor/model/name-edits.ts'
import { declareMigration } from '../../src/editor/model/problem-fixes.ts'

const files = readEditorFiles(join(import.meta.dirname, '../..'))
const ID = 'landing-page'
const load = (): FormPair => ({ schema: JSON.parse(files.forms[ID].schema), uiSchema: JSON.parse(files.forms[ID].uiSchema) })
/** Serialized as the editor saves it, then read by Problemas (check:schemas' rules and the compatibility check). */
const problemsOf = (pair: FormPair) => {
  const base = files.forms[ID]
  const texts = { schema: rewriteJson(base.schema, pair.schema), uiSchema: rewriteJson(base.uiSchema, pair.uiSchema) }
  return editorProblems(ID, pair, texts, files)
}
/** The problems check:schemas' rules give (a change to published answers, or a declaration left behind, has its own one-click fix). */
const ruleProblems = (pair: FormPair) => problemsOf(pair).filter((p) => p.fix?.kind === undefined || p.fix.kind === 'condition')
const questions = (pair: FormPair) => sectionsOfForm(pair).flatMap((s) => s.questions)
const question = (pair: FormPair, id: string) => questions(pair).find((q) => q.id === id) as Question
const thenOf = (pair: FormPair, i: number) => objectAt(objectAt((pair.schema.allOf as unknown[])[i]).then)
const CONDITIONAL = ['landingPageGoalOther', 'platformOther']

describe('the editor reads and writes questions on a condition (decision 180)', () => {
  it('reads each conditional question in its section, right after its trigger, with its condition', () => {
    const pair = load()
    const section = sectionsOfForm(pair).find((s) => s.questions.some((q) => q.id === 'platformOther'))!
    expect(section.questions.map((q) => q.id).slice(1, 3)).toEqual(['platform', 'platformOther'])
    expect(question(pair, 'landingPageGoalOther')).toMatchObject({
      title: 'Qual outro objetivo?',
      kind: 'short',
      required: true,
      condition: { trigger: 'landingPageGoal', values: ['outro'] },
    })
    expect(question(pair, 'platformOther').required).toBe(false)
    expect(question(pair, 'platformOther').answers).toBeUndefined()
    expect(question(pair, 'platform').answers?.values.at(-1)).toEqual({ value: 'outro', label: 'Outra' })
    expect(wordsText(conditionWords(question(pair, 'platformOther').condition!, question(pair, 'platform')))).toBe(
      'Aparece quando "Plataforma preferida" é "Outra"',
    )
  })

  it.each(CONDITIONAL)('%s: title, help, limits and example land inside its "then"; check:schemas passes', (id) => {
    let pair = updateQuestion(load(), [id], { title: 'Qual?', help: 'Diga qual.', maxLength: 120, placeholder: 'Ex.: outra' })
    const index = CONDITIONAL.indexOf(id)
    expect(objectAt(pair.schema.properties)[id]).toBe(true)
    expect(objectAt(thenOf(pair, index).properties)[id]).toMatchObject({ title: 'Qual?', description: 'Diga qual.', maxLength: 120 })
    expect(question(pair, id)).toMatchObject({ title: 'Qual?', help: 'Diga qual.', placeholder: 'Ex.: outra' })
    expect(problemsOf(pair)).toEqual([])
    // Required goes into the then's `required`, and back out.
    const was = question(pair, id).required
    pair = updateQuestion(pair, [id], { required: !was })
    expect(question(pair, id).required).toBe(!was)
    expect(objectAt(pair.schema).required).not.toContain(id)
    expect(ruleProblems(pair)).toEqual([])
    pair = updateQuestion(pair, [id], { required: was })
    expect(problemsOf(pair)).toEqual([])
  })

  it.each(CONDITIONAL)('%s: moved, duplicated, removed, undone and redone; check:schemas passes at each step', (id) => {
    const start = load()
    const { ref } = { ref: sectionsOfForm(start).find((s) => s.questions.some((q) => q.id === id))! }
    const at = ref.questions.findIndex((q) => q.id === id)
    const moved = moveQuestion(start, [id], { container: [], index: ref.index }, at + 1)
    expect(ruleProblems(moved)).toEqual([])
    const copy = duplicateQuestion(moved, [id])
    expect(question(copy.pair, copy.path[0])).toMatchObject({
      condition: question(start, id).condition,
      required: question(start, id).required,
    })
    expect(ruleProblems(copy.pair)).toEqual([])
    const removed = removeQuestion(copy.pair, [id])
    expect(questions(removed).map((q) => q.id)).not.toContain(id)
    expect(JSON.stringify([removed.schema.properties, removed.schema.allOf])).not.toContain(`"${id}"`)
    expect(ruleProblems(removed)).toEqual([])
    let history = startHistory(start)
    for (const value of [moved, copy.pair, removed]) history = historyReducer(history, { type: 'edit', value })
    history = historyReducer(historyReducer(history, { type: 'undo' }), { type: 'undo' })
    expect(history.present).toBe(moved)
    history = historyReducer(history, { type: 'redo' })
    expect(history.present).toBe(copy.pair)
    expect(ruleProblems(history.present)).toEqual([])
  })

  it('a conditional question turned into a choice: its kind and options are written in its "then"', () => {
    const choice = updateQuestion(load(), ['platformOther'], { kind: 'choice' })
    const pair = setOptions(choice, ['platformOther'], [{ title: 'Wix' }, { title: 'Shopify' }])
    expect(objectAt(pair.schema.properties).platformOther).toBe(true)
    expect(question(pair, 'platformOther')).toMatchObject({ kind: 'choice', options: [{ const: 'wix' }, { const: 'shopify' }] })
    expect(ruleProblems(pair)).toEqual([])
  })

  it('a renamed trigger or conditional question is renamed in the condition too', () => {
    const pair = renameQuestion(renameQuestion(load(), ['platform'], 'plataforma'), ['platformOther'], 'plataformaOutra')
    expect(question(pair, 'plataformaOutra').condition).toEqual({ trigger: 'plataforma', values: ['outro'] })
    expect(ruleProblems(pair)).toEqual([])
  })

  it('"Mostrar só quando…" moves a question into a condition (one, several answers, a yes/no) and "Sempre mostrar" back', () => {
    const start = load()
    const one = setCondition(start, 'integrations', { trigger: 'platform', values: ['wordpress'] })
    expect(objectAt(one.schema.properties).integrations).toBe(true)
    expect(question(one, 'integrations').condition).toEqual({ trigger: 'platform', values: ['wordpress'] })
    expect(ruleProblems(one)).toEqual([])
    const several = setCondition(one, 'integrations', { trigger: 'platform', values: ['wordpress', 'react'] })
    expect(JSON.stringify(several.schema.allOf)).toContain('"enum":["wordpress","react"]')
    expect((several.schema.allOf as unknown[]).length).toBe(3)
    expect(ruleProblems(several)).toEqual([])
    // A required question takes its `required` along, and the same condition as another is shared.
    const shared = setCondition(start, 'productName', { trigger: 'contactName', values: ['x'] })
    expect(question(shared, 'productName').required).toBe(true)
    const other = setCondition(start, 'formType', { trigger: 'platform', values: ['outro'] })
    expect((other.schema.allOf as unknown[]).length).toBe(2)
    expect(Object.keys(objectAt(thenOf(other, 1).properties))).toEqual(['platformOther', 'formType'])
    expect(ruleProblems(other)).toEqual([])
    const back = setCondition(several, 'integrations', undefined)
    expect(back).toEqual(start)
    const required = setCondition(setCondition(start, 'landingPageGoalOther', undefined), 'landingPageGoalOther', {
      trigger: 'landingPageGoal',
      values: ['outro'],
    })
    expect(required).toEqual(start)
  })

  it('a trigger turned into boxes: its condition tests a ticked box', () => {
    const pair = updateQuestion(load(), ['platform'], { kind: 'multi' })
    expect(JSON.stringify(pair.schema.allOf)).toContain('"platform":{"type":"array","contains":{"const":"outro"}}')
    expect(ruleProblems(pair)).toEqual([])
  })

  it('a renamed answer is followed by the condition on it', () => {
    // Not published (the default): an option's value follows its label while it is still the label's.
    const start = setCondition(load(), 'platformOther', { trigger: 'platform', values: ['react', 'outro'] })
    const options = question(start, 'platform').options.map((o) => (o.const === 'react' ? { ...o, title: 'React Native' } : o))
    const pair = setOptions(start, ['platform'], options)
    expect(question(pair, 'platform').options.map((o) => o.const)).toContain('react-native')
    expect(question(pair, 'platformOther').condition).toEqual({ trigger: 'platform', values: ['react-native', 'outro'] })
    expect(ruleProblems(pair)).toEqual([])
  })
})

describe('a broken condition is a problem in the marketer words, with a one-click fix', () => {
  const only = (problems: EditorProblem[], id: string) =>
    problems.filter((p) => p.target && 'question' in p.target && p.target.question === id)

  it('the question it depends on removed: "Mostrar sempre"', () => {
    const removed = removeQuestion(load(), ['platform'])
    const [problem, ...rest] = only(problemsOf(removed), 'platformOther')
    expect(rest).toEqual([])
    expect(`${problem.where}: ${problem.message}`).toBe(
      'Pergunta "Qual outra plataforma?": aparece conforme a resposta de uma pergunta que foi removida',
    )
    expect(problem.fix).toMatchObject({ kind: 'condition', question: 'platformOther', choices: [{ label: 'Mostrar sempre' }] })
    const fixed = setCondition(removed, 'platformOther', undefined)
    expect(ruleProblems(fixed)).toEqual([])
    expect(problemsOf(fixed).every((p) => !/JSON/.test(p.message))).toBe(true)
  })

  it('the answer it depends on removed: "Mostrar sempre" or another answer', () => {
    const pair = load()
    const removed = setOptions(pair, ['landingPageGoal'], question(pair, 'landingPageGoal').options.slice(0, -1))
    const [problem] = only(problemsOf(removed), 'landingPageGoalOther')
    // Named by the label the marketer saw ("Outro"), never by its stored value (outro).
    expect(problem.message).toBe('aparece conforme a resposta "Outro" de "Qual o principal objetivo da landing page?", que não existe mais')
    // The card's condition in words says so too, without the stored value.
    const words = conditionWords(question(removed, 'landingPageGoalOther').condition!, question(removed, 'landingPageGoal'))
    expect(wordsText(words)).toBe('Aparece quando "Qual o principal objetivo da landing page?" é "uma resposta removida"')
    const choices = problem.fix?.kind === 'condition' ? problem.fix.choices : []
    expect(choices.map((c) => c.label).slice(0, 2)).toEqual([
      'Mostrar sempre',
      'Mostrar quando "Qual o principal objetivo da landing page?" é "Vender um produto ou serviço"',
    ])
    const fixed = setCondition(removed, 'landingPageGoalOther', choices[1].condition)
    expect(ruleProblems(fixed)).toEqual([])
  })

  it('moved before the question it depends on', () => {
    const pair = load()
    const section = sectionsOfForm(pair).find((s) => s.questions.some((q) => q.id === 'platformOther'))!
    const moved = moveQuestion(pair, ['platformOther'], { container: [], index: section.index }, 0)
    const problems = only(problemsOf(moved), 'platformOther')
    expect(problems.map((p) => p.message)).toEqual(['aparece conforme "Plataforma preferida", que agora vem depois dela'])
    expect(conditionProblems(sectionsOfForm(moved))).toHaveLength(1)
    expect(problemsOf(setCondition(moved, 'platformOther', undefined))).toEqual([])
  })

  it('a fix declared for the compatibility check leaves the condition alone', () => {
    const pair = declareMigration(updateQuestion(load(), ['platformOther'], { required: true }), { tighten: 'platformOther' })
    expect(problemsOf(pair)).toEqual([])
  })
})
