import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAjv } from '#form-core'
import { EDITOR_SCHEMA_FILES, FORM_FILE_SCHEMA, UI_SCHEMA_FILE_SCHEMA } from '#form-authoring'
import { testForms } from '../helpers/form-files.ts'

const root = join(import.meta.dirname, '../..')
const ids = testForms.map((f) => f.id)
const read = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'))
const ajv = createAjv({ strict: false })
const validForm = ajv.compile(FORM_FILE_SCHEMA)
const validUi = ajv.compile(UI_SCHEMA_FILE_SCHEMA)

describe('the JSON Schemas of the two files (VS Code, github.dev, check:schemas, the editor)', () => {
  it.each(ids)('%s: both files follow them', (id) => {
    expect(validForm(read(`schemas/${id}.json`)), JSON.stringify(validForm.errors)).toBe(true)
    expect(validUi(read(`ui-schemas/${id}.json`)), JSON.stringify(validUi.errors)).toBe(true)
  })

  it('underline the usual slips: a misspelt key, an unknown widget, a section without fields', () => {
    const form = read('schemas/website.json') as { properties: Record<string, Record<string, unknown>> }
    form.properties.companyName.maxlength = 10
    expect(validForm(form)).toBe(false)
    expect(validForm.errors?.[0]).toMatchObject({ instancePath: '/properties/companyName', params: { additionalProperty: 'maxlength' } })
    expect(validUi({ companyName: { 'ui:widget': 'textbox' } })).toBe(false)
    expect(validUi({ 'ui:options': { sections: [{ title: 'A' }] } })).toBe(false)
  })

  it('VS Code reads them from .vscode/, as generated from form-core (npm run editor:schemas writes them)', () => {
    for (const [file, schema] of Object.entries(EDITOR_SCHEMA_FILES))
      expect(read(file), `${file} is stale: npm run editor:schemas`).toEqual(JSON.parse(JSON.stringify(schema)))
    const settings = read('.vscode/settings.json') as { 'json.schemas': { fileMatch: string[]; url: string }[] }
    expect(settings['json.schemas']).toEqual([
      { fileMatch: ['/schemas/*.json'], url: './.vscode/form.schema.json' },
      { fileMatch: ['/ui-schemas/*.json'], url: './.vscode/ui-schema.schema.json' },
    ])
  })
})

describe('conditions (decision 180) in the form file schema', () => {
  type Condition = { if?: { properties: Record<string, unknown> }; then: { properties: Record<string, unknown> }; else?: unknown }
  const landing = () => read('schemas/landing-page.json') as { properties: Record<string, unknown>; allOf: Condition[] }
  const errorsOf = (form: unknown) => (validForm(form) ? [] : validForm.errors!.map((e) => `${e.instancePath} ${e.message}`))

  it("the shipped landing-page briefing's two conditions follow it", () => expect(errorsOf(landing())).toEqual([]))

  it.each<[string, (form: ReturnType<typeof landing>) => void, string]>([
    ['a "then" without "if"', (f) => void delete f.allOf[0].if, "/allOf/0 must have required property 'if'"],
    [
      'a test outside the three forms',
      (f) => void (f.allOf[0].if!.properties.landingPageGoal = { minLength: 1 }),
      '/allOf/0/if/properties/landingPageGoal',
    ],
    [
      'an "else" that accepts the answer',
      (f) => void (f.allOf[0].else = { properties: { landingPageGoalOther: true } }),
      '/allOf/0/else/properties/landingPageGoalOther',
    ],
    ['"if" at the root', (f) => void Object.assign(f, { if: f.allOf[0].if }), 'must NOT have additional properties'],
  ])('underlines %s', (_case, edit, error) => {
    const form = landing()
    edit(form)
    expect(errorsOf(form).join('\n')).toContain(error)
  })

  // JSON Schema cannot compare "then" with the root's keys: check:schemas does, at the root's key.
  it('a "then" defining a root question anew is check:schemas\' to refuse, in Portuguese', async () => {
    const { checkFormTexts } = await import('#form-authoring')
    const form = landing()
    form.allOf[0].then.properties.landingPageGoal = { type: 'string', title: 'Objetivo', maxLength: 200 }
    const text = (dir: string) => readFileSync(join(root, dir, 'landing-page.json'), 'utf8')
    const result = checkFormTexts({
      schemas: [{ id: 'landing-page', file: 'schemas/landing-page.json', text: JSON.stringify(form) }],
      uiSchemas: [{ id: 'landing-page', file: 'ui-schemas/landing-page.json', text: text('ui-schemas') }],
      sitePages: new Set(),
    })
    expect(result.problems.map((p) => `${p.pointer}  ${p.message}`)).toContain(
      '/properties/landingPageGoal  "landingPageGoal" é condicional: em "properties" fica só "landingPageGoal": true, e a pergunta no "then"',
    )
  })
})

describe('check:schemas fails on what VS Code underlines', () => {
  it('a section variant that does not exist is a problem at its key, in Portuguese', async () => {
    const { checkFormTexts } = await import('#form-authoring')
    const ui = read('ui-schemas/website.json') as { 'ui:options': { sections: Record<string, unknown>[] } }
    ui['ui:options'].sections[0].variant = 'destaque'
    const text = (dir: string, id: string) => readFileSync(join(root, dir, `${id}.json`), 'utf8')
    const result = checkFormTexts({
      schemas: [{ id: 'website', file: 'schemas/website.json', text: text('schemas', 'website') }],
      uiSchemas: [{ id: 'website', file: 'ui-schemas/website.json', text: JSON.stringify(ui) }],
      sitePages: new Set(),
    })
    expect(result.problems.filter((p) => p.file.startsWith('ui-schemas'))).toEqual([
      {
        file: 'ui-schemas/website.json',
        pointer: '/ui:options/sections/0/variant',
        message: 'a única variante de seção é "card" (a seção aparece em destaque)',
      },
    ])
  })
})
