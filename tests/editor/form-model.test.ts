import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { leaves, optionsOf, objectAt } from '#form-core'
import { createValidator } from '#functions/forms-function/validator.ts'
import { renameQuestion, updateQuestion } from '../../src/editor/model/form-edits.ts'
import { retitleQuestion, setOptions } from '../../src/editor/model/name-edits.ts'
import { optionValue, questionKey } from '../../src/editor/model/data-names.ts'
import { declareMigration } from '../../src/editor/model/problem-fixes.ts'
import {
  addQuestion,
  addSection,
  duplicateQuestion,
  moveQuestion,
  moveSection,
  removeQuestion,
  removeSection,
} from '../../src/editor/model/form-layout.ts'
import { QUESTION_KINDS, sectionsOfForm, type FormPair } from '../../src/editor/model/form-model.ts'
import { rewriteJson } from '../../src/editor/model/json-text.ts'
import { GROUPS } from '../../src/editor/model/page-fields.ts'
import { testForms } from '../helpers/form-files.ts'

const root = join(import.meta.dirname, '../..')
const ids = testForms.map((f) => f.id)
const text = (dir: string, id: string) => readFileSync(join(root, dir, `${id}.json`), 'utf8')
const load = (id: string): FormPair => ({ schema: JSON.parse(text('schemas', id)), uiSchema: JSON.parse(text('ui-schemas', id)) })
const pageIds = (pair: FormPair) =>
  sectionsOfForm(pair).flatMap((s) =>
    s.questions.flatMap((q) => [q.path.join('.'), ...(q.other ? [[...q.path.slice(0, -1), q.other.id].join('.')] : [])]),
  )
/** The pair still compiles in the server's strict validator (what check:schemas' strict rule also demands). */
const compiles = (pair: FormPair) => expect(() => createValidator({ formId: 'x', hash: 'x', ...pair })).not.toThrow()

describe('the editor reads every questionnaire as the page shows it', () => {
  it.each(ids)('%s: every answerable field once, in page order', (id) => {
    const pair = load(id)
    expect(pageIds(pair)).toEqual(leaves(pair.schema, pair.uiSchema).map((l) => l.path.join('.')))
  })

  it('website: declared sections, kinds, the "Outro" pairs', () => {
    const sections = sectionsOfForm(load('website'))
    expect(sections[0]).toMatchObject({ title: 'Sobre a empresa', index: 0, container: [] })
    const questions = sections.flatMap((s) => s.questions)
    expect(questions.find((q) => q.id === 'companyName')).toMatchObject({
      kind: 'short',
      required: true,
      title: 'Nome da empresa',
      maxLength: 200,
      personal: false,
    })
    expect(questions.find((q) => q.id === 'currentWebsite')?.kind).toBe('url')
    expect(questions.find((q) => q.id === 'mainObjectives')).toMatchObject({
      kind: 'other',
      other: { id: 'otherObjective', label: 'Outro objetivo' },
    })
  })

  it('event: each group is a section of its own questions', () => {
    const sections = sectionsOfForm(load('event'))
    expect(sections[0].container).toEqual(['eventInfo'])
    expect(sections[0].questions[0].path).toEqual(['eventInfo', 'name'])
  })

  it('meeting: one section; phone, e-mail and choice kinds', () => {
    const [only, ...rest] = sectionsOfForm(load('meeting'))
    expect(rest).toEqual([])
    expect(only.questions.map((q) => q.kind)).toEqual(['short', 'email', 'phone', 'choice', 'long'])
  })
})

describe('edits write the files the way a person would', () => {
  it('a new title is one changed line of the schema; the ui-schema is untouched', () => {
    const pair = load('website')
    const next = updateQuestion(pair, ['companyName'], { title: 'Nome da sua empresa' })
    const before = text('schemas', 'website')
    const after = rewriteJson(before, next.schema)
    expect(after.split('\n').filter((l, i) => l !== before.split('\n')[i])).toEqual(['      "title": "Nome da sua empresa",'])
    expect(rewriteJson(text('ui-schemas', 'website'), next.uiSchema)).toBe(text('ui-schemas', 'website'))
  })

  it('a renamed id follows everywhere the files name it, and can be declared', () => {
    const next = renameQuestion(load('website'), ['companyName'], 'nomeEmpresa')
    expect(Object.keys(next.schema.properties as object)[0]).toBe('nomeEmpresa')
    expect(next.schema.required).toEqual(
      (load('website').schema.required as string[]).map((k) => (k === 'companyName' ? 'nomeEmpresa' : k)),
    )
    expect(JSON.stringify(next.uiSchema)).not.toContain('"companyName"')
    expect(sectionsOfForm(next)[0].questions[0].id).toBe('nomeEmpresa')
    const declared = declareMigration(next, { rename: { from: 'companyName', to: 'nomeEmpresa' } })
    expect((declared.schema['x-form'] as { migrations: unknown[] }).migrations.at(-1)).toEqual({
      rename: { from: 'companyName', to: 'nomeEmpresa' },
    })
  })

  it('a renamed meeting field follows into the table mapping', () => {
    const next = renameQuestion(load('meeting'), ['phone'], 'telefone')
    expect(JSON.stringify((next.schema['x-form'] as { submit: unknown }).submit)).toContain('"field":"telefone"')
  })

  it('an option renamed keeps its value; a new one gets a short value of its own', () => {
    const pair = load('meeting')
    const [first, ...others] = sectionsOfForm(pair)[0].questions[3].options
    const next = setOptions(
      pair,
      ['service'],
      [...others, { const: first.const, title: 'Tráfego pago (anúncios)' }, { title: 'Consultoria em São Paulo' }],
    )
    expect((next.schema.properties as Record<string, { oneOf: unknown[] }>).service.oneOf.slice(-2)).toEqual([
      { const: 'trafego', title: 'Tráfego pago (anúncios)' },
      { const: 'consultoria-em-sao-paulo', title: 'Consultoria em São Paulo' },
    ])
  })

  it.each(QUESTION_KINDS)('a new "%s" question lands where asked, renders valid rules, and reads back as that kind', (kind) => {
    const { pair, path } = addQuestion(load('website'), { container: [], index: 0 }, kind, 1)
    compiles(pair)
    const first = sectionsOfForm(pair)[0].questions
    expect(first[1]).toMatchObject({ path, kind })
    expect(pageIds(pair)).toEqual(leaves(pair.schema, pair.uiSchema).map((l) => l.path.join('.')))
    const firstSection = (pair.uiSchema['ui:options'] as { sections: { fields: string[] }[] }).sections[0]
    expect(firstSection.fields.indexOf(path[0])).toBe(1)
    expect(pair.uiSchema['ui:order']).toBeUndefined()
  })

  it('changing a kind to "Outro" adds its text after it; back to multiple choice removes it', () => {
    const { pair, path } = addQuestion(load('contact'), { container: [], index: -1 }, 'multi', 0)
    const withOther = updateQuestion(pair, path, { kind: 'other' })
    const question = sectionsOfForm(withOther)[0].questions[0]
    expect(question.other?.id).toBe('novaPerguntaOutro')
    expect(pageIds(withOther).slice(0, 2)).toEqual(['novaPergunta', 'novaPerguntaOutro'])
    compiles(withOther)
    const back = updateQuestion(withOther, path, { kind: 'multi' })
    expect(pageIds(back)).not.toContain('novaPerguntaOutro')
  })

  // Issue 35's trial: a question added beside a choice with "Outro" landed between the choice and its hidden text.
  it.each([
    ['after a choice with "Outro" that is last', 2, 1, ['desiredPages', 'otherPage', 'novaPergunta']],
    ['at the end, after one that is not last', 1, 2, ['mainObjectives', 'otherObjective', 'successDefinition', 'novaPergunta']],
    ['between a choice with "Outro" and the next', 1, 1, ['mainObjectives', 'otherObjective', 'novaPergunta', 'successDefinition']],
  ])('a new question %s keeps the choice and its "Outro" together', (_, index, at, ids) => {
    const { pair, path } = addQuestion(load('website'), { container: [], index }, 'short', at)
    const section = sectionsOfForm(pair)[index]
    expect(section.questions[at]).toMatchObject({ path, kind: 'short' })
    expect(section.questions.flatMap((q) => [q.id, ...(q.other ? [q.other.id] : [])])).toEqual(ids)
    expect(section.questions.find((q) => q.id === ids[0])?.kind).toBe('other')
    compiles(pair)
  })

  it('a duplicated choice with "Outro" gets its own "Outro" text, right after the copy', () => {
    const { pair, path } = duplicateQuestion(load('website'), ['desiredPages'])
    const questions = sectionsOfForm(pair)[2].questions
    expect(questions.map((q) => q.id)).toEqual(['desiredPages', path[0]])
    expect(questions[1].kind).toBe('other')
    expect(questions[1].other?.id).not.toBe('otherPage')
    expect(pageIds(pair)).toEqual(leaves(pair.schema, pair.uiSchema).map((l) => l.path.join('.')))
    compiles(pair)
  })

  it('required adds the key to `required` and a minimum length to a text', () => {
    const next = updateQuestion(load('website'), ['businessSegment'], { required: true })
    expect([...(next.schema.required as string[])].sort()).toEqual(
      [...(load('website').schema.required as string[]), 'businessSegment'].sort(),
    )
    expect((next.schema.properties as Record<string, { minLength?: number }>).businessSegment.minLength).toBe(1)
  })

  it('moves, duplicates and removals keep every question exactly once', () => {
    let pair = load('website')
    const secondSection = sectionsOfForm(pair)[1]
    pair = moveQuestion(pair, ['companyName'], { container: [], index: 1 }, 0)
    expect(sectionsOfForm(pair)[1].questions[0].id).toBe('companyName')
    expect(sectionsOfForm(pair)[1].questions.length).toBe(secondSection.questions.length + 1)
    pair = moveQuestion(pair, ['mainObjectives'], { container: [], index: 0 }, 0)
    expect(pageIds(pair).slice(0, 2)).toEqual(['mainObjectives', 'otherObjective'])
    const dup = duplicateQuestion(pair, ['companyName'])
    expect(dup.path).toEqual(['nomeEmpresaCopia'])
    expect(pageIds(dup.pair)).toEqual(leaves(dup.pair.schema, dup.pair.uiSchema).map((l) => l.path.join('.')))
    pair = removeQuestion(dup.pair, ['mainObjectives'])
    expect(pageIds(pair)).not.toContain('otherObjective')
    compiles(pair)
  })

  it('sections: added, moved and removed with their questions', () => {
    let pair = addSection(load('website'), 1, 'Prazos')
    expect(sectionsOfForm(pair)[1]).toMatchObject({ title: 'Prazos', questions: [] })
    pair = moveSection(pair, 0, 2)
    expect(sectionsOfForm(pair)[2].title).toBe('Sobre a empresa')
    pair = removeSection(pair, { container: [], index: 2 })
    expect(pageIds(pair)).not.toContain('companyName')
    expect(pair.schema.required).not.toContain('companyName')
    compiles(pair)
  })

  it('a flat form gets declared sections when one is added, keeping its questions first', () => {
    const pair = addSection(load('contact'), 1, 'Mais')
    const sections = sectionsOfForm(pair)
    expect(sections.map((s) => s.title)).toEqual(['Seção', 'Mais'])
    expect(pageIds(pair)).toEqual(pageIds(load('contact')))
  })
})

describe('a question\'s own messages, note and "Outro" example', () => {
  it('a message is written and removed; a rule taken away takes its message along', () => {
    let pair = updateQuestion(load('meeting'), ['name'], { message: { rule: 'required', text: 'Diga o seu nome.' } })
    const ui = () => (pair.uiSchema.name as { 'ui:options'?: { messages?: Record<string, string> } })['ui:options']?.messages
    expect(ui()?.required).toBe('Diga o seu nome.')
    pair = updateQuestion(pair, ['name'], { minLength: undefined })
    expect(ui()?.minLength).toBeUndefined()
    pair = updateQuestion(pair, ['name'], { required: false })
    expect(ui()?.required).toBeUndefined()
    compiles(pair)
  })

  it('the "Outro" field\'s example text and a note under a field are fields of their question', () => {
    const pair = updateQuestion(load('website'), ['mainObjectives'], { otherPlaceholder: 'Qual objetivo?' })
    const q = sectionsOfForm(pair)
      .flatMap((s) => s.questions)
      .find((x) => x.id === 'mainObjectives')
    expect(q?.other?.placeholder).toBe('Qual objetivo?')
    const noted = updateQuestion(load('website'), ['likedWebsites'], { note: 'Até 3 sites.' })
    expect(
      sectionsOfForm(noted)
        .flatMap((s) => s.questions)
        .find((x) => x.id === 'likedWebsites')?.note,
    ).toBe('Até 3 sites.')
  })
})

describe('data names come from titles, until they are published or typed by hand', () => {
  it("a question's key is its title in camelCase, without accents or small words; an option's value in kebab-case", () => {
    expect(questionKey('Prazo desejado')).toBe('prazoDesejado')
    expect(questionKey('Nome da empresa')).toBe('nomeEmpresa')
    expect(questionKey('E-mail de contato')).toBe('emailContato')
    expect(questionKey('Já tem um site?')).toBe('jaTemSite')
    expect(questionKey('3 concorrentes')).toBe('q3Concorrentes')
    expect(questionKey('???')).toBe('pergunta')
    expect(optionValue('Loja virtual')).toBe('loja-virtual')
    expect(optionValue('Loja virtual', ['loja-virtual'])).toBe('loja-virtual-2')
  })

  it("a new question's key follows its title as it is typed, stays unique, and stops once typed by hand", () => {
    let { pair, path } = addQuestion(load('website'), { container: [], index: 0 }, 'short')
    expect(path).toEqual(['novaPergunta'])
    for (const title of ['P', 'Pr', 'Prazo desejado']) ({ pair, path } = retitleQuestion(pair, path, title))
    expect(path).toEqual(['prazoDesejado'])
    expect(sectionsOfForm(pair)[0].questions.map((q) => q.id)).toContain('prazoDesejado')
    ;({ pair, path } = retitleQuestion(pair, path, 'Nome da empresa'))
    expect(path).toEqual(['nomeEmpresa'])
    ;({ pair, path } = retitleQuestion(pair, path, 'Site atual'))
    expect(path).toEqual(['siteAtual'])
    pair = renameQuestion(pair, path, 'prazo')
    expect(retitleQuestion(pair, ['prazo'], 'Prazo final').path).toEqual(['prazo'])
  })

  it('a published question keeps its key whatever its title', () => {
    const pair = renameQuestion(load('website'), ['companyName'], 'nomeEmpresa')
    const published = { nomeEmpresa: { required: true } }
    expect(retitleQuestion(pair, ['nomeEmpresa'], 'Razão social', published).path).toEqual(['nomeEmpresa'])
  })

  it("a new option's value follows its label; a published one's stays", () => {
    const { pair, path } = addQuestion(load('contact'), { container: [], index: -1 }, 'choice')
    const [first, second] =
      sectionsOfForm(pair)
        .flatMap((s) => s.questions)
        .find((q) => q.id === path[0])?.options ?? []
    expect(first.const).toBe('opcao-1')
    const relabelled = setOptions(pair, path, [{ ...first, title: 'Loja virtual' }, second])
    expect(optionsOf(objectAt(objectAt(relabelled.schema.properties)[path[0]]))).toEqual([
      { const: 'loja-virtual', title: 'Loja virtual' },
      { const: 'opcao-2', title: 'Opção 2' },
    ])
    const kept = setOptions(pair, path, [{ ...first, title: 'Loja virtual' }, second], ['opcao-1'])
    expect(optionsOf(objectAt(objectAt(kept.schema.properties)[path[0]]))[0].const).toBe('opcao-1')
  })

  it("a yes/no question is a boolean drawn by the engine's yes-no widget", () => {
    const { pair, path } = addQuestion(load('contact'), { container: [], index: -1 }, 'yesno')
    expect(objectAt(pair.schema.properties)[path[0]]).toEqual({ type: 'boolean', title: 'Nova pergunta' })
    expect(objectAt(pair.uiSchema[path[0]])).toEqual({ 'ui:widget': 'yes-no' })
    expect(sectionsOfForm(pair)[0].questions.at(-1)?.kind).toBe('yesno')
    compiles(pair)
  })
})

describe('every text of every questionnaire is a field on screen (no text only the JSON tab reaches)', () => {
  /** Human texts in a file: titles, descriptions, examples, notes, messages, labels, and x-form's words. */
  function textsIn(value: unknown, at: string[] = []): string[] {
    if (typeof value === 'string') {
      const key = at.at(-1) ?? ''
      const inMeta = at[0] === 'x-form' && !['kind', 'route', 'afterSuccess', 'table', 'field'].includes(key)
      const meta = inMeta && !['submit', 'related', 'services', 'migrations'].includes(at[1])
      const human = ['title', 'description', 'ui:placeholder', 'ui:help', 'checkboxLabel'].includes(key) || at.at(-2) === 'messages'
      return (at[0] === 'x-form' ? meta : human) ? [value] : []
    }
    if (Array.isArray(value)) return value.flatMap((v, i) => textsIn(v, [...at, String(i)]))
    if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => textsIn(v, [...at, k]))
    return []
  }
  /** Everything the visual editor shows in a field: its questions panel and its page panel. */
  function onScreen(pair: FormPair): Set<string> {
    const meta = pair.schema['x-form'] as Record<string, unknown>
    const shown = new Set<string>([String(pair.schema.title)])
    for (const spec of GROUPS.flatMap((g) => g.fields)) {
      const value = spec.path.reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], meta)
      if (typeof value === 'string') shown.add(value)
    }
    const card = meta.card as { tags?: string[]; category?: string } | undefined
    for (const tag of card?.tags ?? []) shown.add(tag)
    // The category is a select of the ones in use (or "Outra…" typed): its value is on screen.
    if (card?.category) shown.add(card.category)
    for (const section of sectionsOfForm(pair)) {
      shown.add(section.title).add(section.description)
      for (const q of section.questions) {
        for (const text of [q.title, q.help, q.placeholder, q.note ?? '', q.other?.label ?? '', q.other?.placeholder ?? '']) shown.add(text)
        for (const o of q.options) shown.add(o.title)
        for (const m of Object.values(q.messages)) shown.add(m)
      }
    }
    return shown
  }

  it.each(ids)('%s', (id) => {
    const pair = load(id)
    const shown = onScreen(pair)
    expect([...textsIn(pair.schema), ...textsIn(pair.uiSchema)].filter((t) => !shown.has(t))).toEqual([])
  })
})

describe('a single choice with "Outro" (decision 183): radio and a text shown on "outro", decision 180\'s condition', () => {
  const root = { container: [], index: 0 }
  const shapeOf = (pair: FormPair) => ({ properties: pair.schema.properties as Record<string, unknown>, allOf: pair.schema.allOf })
  const contactData = { companyName: 'Padaria', contactName: 'Ana', contactEmail: 'ana@example.com' }

  it('is written as a radio whose "outro" shows the "Qual?" text, read back as that kind, and the server checks it', () => {
    const added = addQuestion(load('website'), root, 'choice-other', 1)
    let { pair, path } = added
    for (const title of ['C', 'Canal preferido']) ({ pair, path } = retitleQuestion(pair, path, title))
    expect(path).toEqual(['canalPreferido'])
    const [question] = sectionsOfForm(pair)[0].questions.slice(1, 2)
    expect(question).toMatchObject({ kind: 'choice-other', other: { id: 'canalPreferidoOutro', label: 'Qual?' } })
    expect(question.options.at(-1)).toEqual({ const: 'outro', title: 'Outro' })
    const { properties, allOf } = shapeOf(pair)
    expect(properties.canalPreferidoOutro).toBe(true)
    expect(allOf).toEqual([
      {
        if: { properties: { canalPreferido: { const: 'outro' } }, required: ['canalPreferido'] },
        then: { properties: { canalPreferidoOutro: { type: 'string', title: 'Qual?', maxLength: 200 } } },
        else: { properties: { canalPreferidoOutro: false } },
      },
    ])
    expect(pair.uiSchema.canalPreferido).toEqual({ 'ui:widget': 'radio' })
    // Marked as the choice's "Outro" text (decision 198), the mark following the choice's key as the title changed it.
    expect(pair.uiSchema.canalPreferidoOutro).toEqual({
      'ui:placeholder': 'Conte em poucas palavras',
      'ui:options': { otherOf: 'canalPreferido' },
    })
    const fields = (pair.uiSchema['ui:options'] as { sections: { fields: string[] }[] }).sections[0].fields
    expect(fields.slice(1, 3)).toEqual(['canalPreferido', 'canalPreferidoOutro'])

    const validate = createValidator({ formId: 'website', hash: 'x', ...pair })
    expect(validate({ ...contactData, canalPreferido: 'outro', canalPreferidoOutro: 'Rádio' }).valid).toBe(true)
    expect(validate({ ...contactData, canalPreferido: 'opcao-1', canalPreferidoOutro: 'Rádio' }).valid).toBe(false)

    pair = updateQuestion(pair, path, { otherLabel: 'Qual outro canal?' })
    expect(sectionsOfForm(pair)[0].questions[1].other?.label).toBe('Qual outro canal?')
  })

  it('travels whole: duplicated with its own condition, changed to a plain choice without "Outro", removed with nothing left', () => {
    const { pair: added, path } = addQuestion(load('website'), root, 'choice-other', 1)
    const { pair: duplicated, path: copyPath } = duplicateQuestion(added, path)
    expect((duplicated.schema.allOf as unknown[]).length).toBe(2)
    const pairs = sectionsOfForm(duplicated)[0].questions.filter((q) => q.kind === 'choice-other')
    expect(pairs.map((q) => q.id)).toEqual([path[0], copyPath[0]])
    expect(duplicated.uiSchema[pairs[1].other!.id]).toMatchObject({ 'ui:options': { otherOf: copyPath[0] } })

    const plain = updateQuestion(added, path, { kind: 'choice' })
    expect(plain.schema.allOf).toBeUndefined()
    expect(Object.keys(plain.schema.properties as object)).toEqual([...Object.keys(load('website').schema.properties as object), path[0]])
    expect(sectionsOfForm(plain)[0].questions[1].options.map((o) => o.const)).toEqual(['opcao-1', 'opcao-2'])

    const removed = removeQuestion(added, path)
    expect(removed).toEqual(load('website'))
  })

  it("is read by its mark, not by its name (decision 198): a marked text of any name is the choice's, an unmarked one is a question", () => {
    const { pair: added, path } = addQuestion(load('website'), root, 'choice-other', 1)
    const textOf = (pair: FormPair) => sectionsOfForm(pair)[0].questions[1].other?.id
    const other = textOf(added)!
    // The text renamed by hand: still the choice's.
    const renamed = renameQuestion(added, [other], 'qualCanal')
    expect(sectionsOfForm(renamed)[0].questions[1]).toMatchObject({ kind: 'choice-other', other: { id: 'qualCanal' } })
    // The choice renamed: the mark follows it.
    const choiceRenamed = renameQuestion(added, path, 'canal')
    expect(choiceRenamed.uiSchema[other]).toMatchObject({ 'ui:options': { otherOf: 'canal' } })
    expect(sectionsOfForm(choiceRenamed)[0].questions[1]).toMatchObject({ id: 'canal', kind: 'choice-other' })
    // The mark taken off: the name `<choice>Outro` alone means nothing, the text is a question on a condition.
    const unmarked = structuredClone(added)
    delete (unmarked.uiSchema[other] as Record<string, unknown>)['ui:options']
    const questions = sectionsOfForm(unmarked)[0].questions
    expect(questions[1]).toMatchObject({ id: path[0], kind: 'choice' })
    expect(questions[2]).toMatchObject({ id: other, condition: { trigger: path[0], values: ['outro'] } })
  })

  it('is only a marked pair: the landing page\'s "Qual outro objetivo?" stays a question of its own, on a condition', () => {
    const questions = sectionsOfForm(load('landing-page')).flatMap((s) => s.questions)
    const goal = questions.find((q) => q.id === 'landingPageGoal')
    expect(goal?.kind).toBe('choice')
    expect(goal?.other).toBeUndefined()
    expect(questions.find((q) => q.id === 'landingPageGoalOther')).toMatchObject({
      title: 'Qual outro objetivo?',
      condition: { trigger: 'landingPageGoal', values: ['outro'] },
    })
  })
})
