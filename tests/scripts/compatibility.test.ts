import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { JsonObject } from '#form-core'
import { checkForms, dirsOf } from '../../scripts/check-schemas/check-form-files.ts'
import { type CheckContext, formatProblem, checkCompatibility, contractOf } from '#form-authoring'
import { CHECKED_PARTS, copyProject } from '../helpers/project-copy.ts'

/** A published questionnaire: a text, a choice, a list of ticks, a number and a group. */
const published: JsonObject = {
  type: 'object',
  required: ['companyName', 'plan'],
  properties: {
    companyName: { type: 'string', title: 'Nome da empresa', minLength: 1, maxLength: 200 },
    notes: { type: 'string', title: 'Observações', maxLength: 5000 },
    plan: {
      type: 'string',
      title: 'Plano',
      oneOf: [
        { const: 'basico', title: 'Básico' },
        { const: 'pro', title: 'Pro' },
      ],
    },
    pages: {
      type: 'array',
      title: 'Páginas',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'Home', title: 'Home' },
          { const: 'Loja Virtual', title: 'Loja Virtual' },
        ],
      },
    },
    posts: { type: 'integer', title: 'Posts por semana', minimum: 1, maximum: 21 },
    contact: {
      type: 'object',
      title: 'Contato',
      properties: { email: { type: 'string', title: 'E-mail', format: 'email', maxLength: 200 } },
    },
  },
}

type Edit = (s: JsonObject & { properties: Record<string, JsonObject>; required: string[] }) => void

/** The problems the compatibility rule finds in `published` after `edit`, as `pointer  message`. */
function check(edit: Edit, base: JsonObject = published): string[] {
  const schema = structuredClone(base) as Parameters<Edit>[0]
  edit(schema)
  const context: CheckContext = {
    forms: [{ id: 'f', schemaFile: 'schemas/f.json', uiFile: 'ui-schemas/f.json', schema, uiSchema: {} }],
    sitePages: new Set(),
    published: { forms: { f: { hash: 'x', publishedAt: '', fields: contractOf(base) } } },
  }
  return checkCompatibility(context).map((p) => `${p.pointer}  ${p.message}`)
}

/** Declares `list` in the schema's x-form.migrations. */
const migrations = (s: JsonObject, ...list: unknown[]) => void Object.assign((s['x-form'] ??= {}) as JsonObject, { migrations: list })
const props = (s: Parameters<Edit>[0]) => s.properties
const options = (field: JsonObject) => (field.oneOf ?? (field.items as JsonObject).oneOf) as { const: string }[]

describe('check:schemas refuses edits that break published answers and drafts', () => {
  it.each<[string, Edit, RegExp]>([
    [
      'a removed question',
      (s) => void delete props(s).notes,
      /^\/properties\/notes {2}a pergunta "notes" já foi publicada e não existe mais/,
    ],
    [
      'a renamed question',
      (s) => {
        props(s).nomeEmpresa = props(s).companyName
        delete props(s).companyName
        s.required = ['nomeEmpresa', 'plan']
      },
      /^\/properties\/companyName {2}a pergunta "companyName" .*"rename": \{ "from": "companyName"/,
    ],
    [
      'a removed question inside a group',
      (s) => void delete (props(s).contact.properties as JsonObject).email,
      /^\/properties\/contact\/properties\/email {2}a pergunta "contact\.email"/,
    ],
    [
      'a removed option of a choice',
      (s) => void (props(s).plan.oneOf = [{ const: 'basico', title: 'Básico' }]),
      /^\/properties\/plan\/oneOf {2}a opção "pro" de "plan" já foi publicada/,
    ],
    [
      'a removed option of a list of ticks',
      (s) => void ((props(s).pages.items as JsonObject).oneOf = [{ const: 'Home', title: 'Home' }]),
      /^\/properties\/pages\/items\/oneOf {2}a opção "Loja Virtual" de "pages"/,
    ],
    ['a renamed option const', (s) => void (options(props(s).plan)[1].const = 'profissional'), /a opção "pro" de "plan"/],
    [
      'a changed type',
      (s) => void (props(s).posts.type = 'string'),
      /^\/properties\/posts\/type {2}o tipo de "posts" mudou de "integer" para "string"/,
    ],
    [
      'a lower maxLength',
      (s) => void (props(s).notes.maxLength = 1000),
      /^\/properties\/notes\/maxLength {2}o limite de caracteres de "notes" ficou mais estreito \(5000 → 1000\)/,
    ],
    [
      'a higher minLength',
      (s) => void (props(s).companyName.minLength = 3),
      /^\/properties\/companyName\/minLength {2}o mínimo de caracteres/,
    ],
    ['a lower maximum', (s) => void (props(s).posts.maximum = 7), /^\/properties\/posts\/maximum {2}o valor máximo de "posts"/],
    [
      'a new pattern',
      (s) => void (props(s).companyName.pattern = '^[A-Z]'),
      /^\/properties\/companyName\/pattern {2}"companyName" ganhou um padrão novo/,
    ],
    [
      'a new format',
      (s) => void (props(s).notes.format = 'uri'),
      /^\/properties\/notes\/format {2}"notes" passou a exigir o formato "uri"/,
    ],
    [
      'an optional question made required',
      (s) => void s.required.push('notes'),
      /^\/properties\/notes {2}"notes" era opcional e passou a ser obrigatória.*"tighten": "notes"/,
    ],
    [
      'a new required question',
      (s) => {
        props(s).budget = { type: 'string', title: 'Verba', minLength: 1 }
        s.required.push('budget')
      },
      /^\/properties\/budget {2}a pergunta nova "budget" é obrigatória/,
    ],
  ])('%s', (_edit, edit, message) => {
    const problems = check(edit)
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true)
  })
})

describe('check:schemas accepts edits published answers survive', () => {
  it.each<[string, Edit]>([
    ['a new optional question', (s) => void (props(s).budget = { type: 'string', title: 'Verba', maxLength: 200 })],
    [
      'a new required question inside a new group',
      (s) =>
        void (props(s).extra = {
          type: 'object',
          title: 'Extra',
          required: ['a'],
          properties: { a: { type: 'string', title: 'A', minLength: 1 } },
        }),
    ],
    ['a new option', (s) => void options(props(s).plan).push({ const: 'enterprise' })],
    [
      'new titles, descriptions and option labels',
      (s) => {
        props(s).companyName.title = 'Qual é o nome da empresa?'
        props(s).notes.description = 'Opcional'
        ;(options(props(s).plan)[0] as JsonObject).title = 'Essencial'
      },
    ],
    [
      'a wider limit',
      (s) => {
        props(s).notes.maxLength = 10000
        delete props(s).companyName.maxLength
        props(s).posts.maximum = 50
      },
    ],
    ['a required question made optional', (s) => void (s.required = ['companyName'])],
    ['a choice turned into free text', (s) => void delete props(s).plan.oneOf],
    [
      'a declared rename',
      (s) => {
        props(s).nomeEmpresa = props(s).companyName
        delete props(s).companyName
        s.required = ['nomeEmpresa', 'plan']
        migrations(s, { rename: { from: 'companyName', to: 'nomeEmpresa' } })
      },
    ],
    [
      'a declared removal of a question',
      (s) => {
        delete props(s).notes
        migrations(s, { removeField: 'notes' })
      },
    ],
    [
      'a declared removal of a whole group',
      (s) => {
        delete props(s).contact
        migrations(s, { removeField: 'contact' })
      },
    ],
    [
      'a declared removal of an option, mapped to another',
      (s) => {
        ;(props(s).pages.items as JsonObject).oneOf = [{ const: 'Home', title: 'Home' }]
        migrations(s, { removeOption: { field: 'pages', value: 'Loja Virtual', mapTo: 'Home' } })
      },
    ],
    [
      'a declared tightening',
      (s) => {
        props(s).notes.maxLength = 1000
        s.required.push('notes')
        migrations(s, { tighten: 'notes' })
      },
    ],
  ])('%s', (_edit, edit) => expect(check(edit)).toEqual([]))

  it('and compares nothing for a questionnaire that was never published', () => {
    const context: CheckContext = {
      forms: [{ id: 'novo', schemaFile: 's', uiFile: 'u', schema: {}, uiSchema: {} }],
      sitePages: new Set(),
      published: { forms: {} },
    }
    expect(checkCompatibility(context)).toEqual([])
  })
})

/**
 * Puts `key` on a condition (decision 180's shape): its definition into `then`, `true` at the root, `false` in
 * `else`, and its `required` into `then` when `required`.
 */
function onCondition(s: Parameters<Edit>[0], key: string, trigger: string, test: JsonObject, required = false) {
  s.required = s.required.filter((k) => k !== key)
  s.allOf = [
    {
      if: { properties: { [trigger]: test }, required: [trigger] },
      then: { properties: { [key]: props(s)[key] }, ...(required ? { required: [key] } : {}) },
      else: { properties: { [key]: false } },
    },
  ]
  ;(props(s) as JsonObject)[key] = true
}

/** `published` once "notes" was published shown only for the plan "pro". */
const conditional = structuredClone(published) as Parameters<Edit>[0]
onCondition(conditional, 'notes', 'plan', { const: 'pro' })
/** The same, required where it shows. */
const requiredWhereShown = structuredClone(published) as Parameters<Edit>[0]
onCondition(requiredWhereShown, 'notes', 'plan', { const: 'pro' }, true)
/** Its condition, for edits of it. */
const ifOf = (s: JsonObject) => ((s.allOf as JsonObject[])[0].if as { properties: Record<string, JsonObject> }).properties
const thenOf = (s: JsonObject) => (s.allOf as JsonObject[])[0].then as JsonObject

describe('check:schemas knows a condition decides which stored answers are valid (decision 185)', () => {
  it.each<[string, Edit, JsonObject, RegExp]>([
    [
      'a published question made conditional',
      (s) => onCondition(s, 'notes', 'plan', { const: 'pro' }),
      published,
      /^\/allOf\/0\/if {2}"notes" já foi publicada sempre visível e passou a aparecer só quando "plan" é "pro": .*"tighten": "notes"/,
    ],
    [
      'a published required question made conditional, still required there',
      (s) => onCondition(s, 'companyName', 'plan', { const: 'pro' }, true),
      published,
      /^\/allOf\/0\/if {2}"companyName" já foi publicada sempre visível/,
    ],
    [
      'a condition on other answers',
      (s) => void (ifOf(s).plan = { const: 'basico' }),
      conditional,
      /^\/allOf\/0\/if {2}a condição de "notes" mudou \(quando "plan" é "pro" → quando "plan" é "basico"\)/,
    ],
    [
      'a condition on another question',
      (s) => {
        delete ifOf(s).plan
        ifOf(s).pages = { type: 'array', contains: { const: 'Home' } }
        ;(s.allOf as JsonObject[])[0].if = { properties: ifOf(s), required: ['pages'] }
      },
      conditional,
      /a condição de "notes" mudou \(quando "plan" é "pro" → quando "pages" tem marcada "Home"\)/,
    ],
    [
      'a wider condition on a required question',
      (s) => void (ifOf(s).plan = { enum: ['pro', 'basico'] }),
      requiredWhereShown,
      /^\/allOf\/0\/if {2}"notes" é obrigatória e passou a aparecer também quando "plan" é "pro" ou "basico"/,
    ],
    [
      'a condition removed from a question made required',
      (s) => {
        s.allOf = undefined
        props(s).notes = (thenOf(conditional).properties as Record<string, JsonObject>).notes
        s.required.push('notes')
      },
      requiredWhereShown,
      /^\/properties\/notes {2}"notes" aparecia só quando "plan" é "pro" e passou a ser obrigatória sempre/,
    ],
  ])('%s is refused until declared', (_edit, edit, base, message) => {
    const problems = check(edit, base)
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true)
    const declaredToo: Edit = (s) => {
      edit(s)
      const key = /"(\w+)"/.exec(problems[0] ?? '')![1]
      migrations(s, { tighten: key })
    }
    expect(check(declaredToo, base)).toEqual([])
  })

  it.each<[string, Edit]>([
    ['the same condition', () => undefined],
    ['a wider condition on an optional question', (s) => void (ifOf(s).plan = { enum: ['pro', 'basico'] })],
    [
      'a condition removed (always shown, optional)',
      (s) => {
        s.allOf = undefined
        props(s).notes = (thenOf(conditional).properties as Record<string, JsonObject>).notes
      },
    ],
    ['a new title inside then', (s) => void ((thenOf(s).properties as Record<string, JsonObject>).notes.title = 'Algo mais?')],
  ])('%s is accepted', (_edit, edit) => expect(check(edit, conditional)).toEqual([]))

  it('a question required where it shows, published so, is not "made required"', () =>
    expect(check(() => undefined, requiredWhereShown)).toEqual([]))
})

describe('x-form.migrations must point at the current form', () => {
  it.each<[string, Edit, RegExp]>([
    [
      'a rename to a key that does not exist',
      (s) => migrations(s, { rename: { from: 'companyName', to: 'nomeEmpresa' } }),
      /^\/x-form\/migrations\/0 {2}a migração renomeia "companyName" para "nomeEmpresa", que não existe no schema/,
    ],
    [
      'a removal of a question that still exists',
      (s) => migrations(s, { removeField: 'notes' }),
      /a migração remove "notes", que ainda existe/,
    ],
    [
      'an option mapped to a value that is not an option',
      (s) => migrations(s, { removeOption: { field: 'plan', value: 'pro', mapTo: 'gold' } }),
      /"mapTo" "gold" não é uma opção atual de "plan"/,
    ],
  ])('%s', (_case, edit, message) => {
    const problems = check(edit)
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true)
  })
})

describe('on the real questionnaires, against supabase/published-forms.lock.json', () => {
  const copy = copyProject('excellis-compat-', CHECKED_PARTS)
  afterAll(() => rmSync(copy, { recursive: true, force: true }))
  const website = join(copy, 'schemas/website.json')
  const original = readFileSync(website, 'utf8')
  const lines = (edit: (schema: JsonObject & { properties: Record<string, JsonObject>; required: string[] }) => void) => {
    const schema = JSON.parse(original) as Parameters<typeof edit>[0]
    edit(schema)
    writeFileSync(website, JSON.stringify(schema, null, 2))
    const result = checkForms(dirsOf(copy))
    writeFileSync(website, original)
    return result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(copy, p.file)))
  }

  it('passes as committed', () => expect(lines(() => undefined)).toEqual([]))

  it('renaming companyName fails, naming companyName with file:line:column and the pointer', () => {
    const found = lines((s) => {
      s.properties.nomeEmpresa = s.properties.companyName
      delete s.properties.companyName
      s.required = ['nomeEmpresa']
    })
    expect(
      found.some((l) => /^schemas\/website\.json:\d+:\d+ {2}\/properties\/companyName {2}a pergunta "companyName"/.test(l)),
      found.join('\n'),
    ).toBe(true)
  })

  it('removing the option "Loja Virtual" fails, naming "Loja Virtual"', () => {
    const found = lines((s) => {
      const items = s.properties.desiredPages.items as { oneOf: { const: string }[] }
      items.oneOf = items.oneOf.filter((o) => o.const !== 'Loja Virtual')
    })
    expect(
      found.some((l) => /^schemas\/website\.json:\d+:\d+ {2}\/properties\/desiredPages\/items\/oneOf {2}a opção "Loja Virtual"/.test(l)),
      found.join('\n'),
    ).toBe(true)
  })

  it('making the published "mainHeadline" appear only for the goal "outro" fails, naming the file, the condition and the field', () => {
    const file = join(copy, 'schemas/landing-page.json')
    const text = readFileSync(file, 'utf8')
    const schema = JSON.parse(text) as { properties: Record<string, unknown>; required: string[]; allOf: JsonObject[] }
    const [goal] = schema.allOf as { then: { properties: JsonObject; required?: string[] }; else: { properties: JsonObject } }[]
    goal.then.properties.mainHeadline = schema.properties.mainHeadline
    goal.else.properties.mainHeadline = false
    schema.properties.mainHeadline = true
    if (schema.required.includes('mainHeadline')) {
      schema.required = schema.required.filter((k) => k !== 'mainHeadline')
      goal.then.required = [...(goal.then.required ?? []), 'mainHeadline']
    }
    writeFileSync(file, JSON.stringify(schema, null, 2))
    try {
      const result = checkForms(dirsOf(copy))
      const found = result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(copy, p.file)))
      expect(found, found.join('\n')).toEqual([
        expect.stringMatching(
          /^schemas\/landing-page\.json:\d+:\d+ {2}\/allOf\/0\/if {2}"mainHeadline" já foi publicada sempre visível e passou a aparecer só quando "landingPageGoal" é "outro": .*"tighten": "mainHeadline"/,
        ),
      ])
    } finally {
      writeFileSync(file, text)
    }
  })

  it('adding an optional question passes (its ui-schema places it)', () => {
    const ui = join(copy, 'ui-schemas/website.json')
    const uiOriginal = readFileSync(ui, 'utf8')
    const uiSchema = JSON.parse(uiOriginal) as { 'ui:options': { sections: { fields: string[] }[] } }
    uiSchema['ui:options'].sections.at(-1)!.fields.push('budget')
    writeFileSync(ui, JSON.stringify(uiSchema))
    try {
      expect(lines((s) => void (s.properties.budget = { type: 'string', title: 'Qual a verba prevista?', maxLength: 200 }))).toEqual([])
    } finally {
      writeFileSync(ui, uiOriginal)
    }
  })
})
