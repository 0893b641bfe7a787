import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkForms, dirsOf } from '../../scripts/check-schemas/check-form-files.ts'
import { formatProblem } from '#form-authoring'
import { formDirsOf, loadForms, rootDir } from '../../scripts/forms/load-forms.ts'

const fixture = join(rootDir, 'tests/fixtures/broken-forms')
const broken = checkForms(dirsOf(fixture))
const lines = broken.problems.map((p) => formatProblem(p, broken.texts.get(p.file), relative(rootDir, p.file)))
const expectLine = (pattern: RegExp) =>
  expect(
    lines.some((l) => pattern.test(l)),
    `${pattern}\n${lines.join('\n')}`,
  ).toBe(true)

describe('check:schemas on the project', () => {
  it('finds no problem in schemas/, ui-schemas/ and the audit checklist', () => {
    const result = checkForms(dirsOf(rootDir))
    // Compared as printed lines, so a failure reads like `npm run check:schemas` output.
    expect(result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(rootDir, p.file)))).toEqual([])
    expect(result.formCount).toBeGreaterThan(0)
  })
})

describe('check:schemas rules, each proven on a broken fixture', () => {
  it.each([
    ['invalid JSON, with its position', /bad-json\.json:4:1 {2}\/ {2}JSON inválido/],
    ['a schema without its ui-schema', /no-ui\.json:1:1 {2}\/ {2}falta ui-schemas\/no-ui\.json/],
    [
      'the JSON errors of a schema without its ui-schema',
      /schemas\/no-ui\.json:4:3 {2}\/ {2}JSON inválido: falta uma vírgula entre dois itens/,
    ],
    ['a ui-schema without its schema', /orphan\.json:1:1 {2}\/ {2}falta schemas\/orphan\.json/],
    ['the JSON errors of a ui-schema without its schema', /ui-schemas\/orphan\.json:1:19 {2}\/ {2}JSON inválido/],
    ['missing metadata block', /no-meta\.json:1:1 {2}\/ {2}falta o bloco "x-form"/],
    ['incomplete metadata (meta-schema), in Portuguese', /broken\.json:12:3 {2}\/x-form\/notices {2}x-form: falta "notices"$/],
    ['a briefing without its chooser card', /broken\.json:12:3 {2}\/x-form\/card {2}x-form: falta "card"$/],
    ['a partly filled card: a missing key', /half-card\.json:\d+:\d+ {2}\/x-form\/card\/tags {2}x-form\/card: falta "tags"$/],
    ['a partly filled card: another missing key', /half-card\.json:\d+:\d+ {2}\/x-form\/card\/popular {2}x-form\/card: falta "popular"$/],
    [
      'a partly filled card: a blank text',
      /half-card\.json:20:\d+ {2}\/x-form\/card\/description {2}x-form\/card\/description: não pode ficar em branco$/,
    ],
    ['a malformed route, in words', /bad-route\.json:14:5 {2}\/x-form\/route {2}x-form\/route: a rota começa com "\/"/],
    ['a route that is a site page', /table\.json:8:5 {2}\/x-form\/route {2}a rota "\/auditoria" é uma página do site/],
    [
      'ajv strict mode: an unknown keyword, at the keyword',
      /broken\.json:7:\d+ {2}\/properties\/companyName\/maxlength {2}o schema não pode ser lido assim: a chave "maxlength" não existe em um questionário: use "maxLength"/,
    ],
    [
      'ajv strict mode: an unknown format, at the keyword',
      /strict\.json:9:7 {2}\/properties\/when\/format {2}o schema não pode ser lido assim: formato desconhecido "quando"/,
    ],
    [
      'ajv strict mode: a keyword without its type',
      /strict\.json:13:7 {2}\/properties\/age\/minimum {2}o schema não pode ser lido assim: "minimum" só vale com "type": "number"/,
    ],
    ['not a JSON Schema at all', /not-a-schema\.json:7:7 {2}\/properties\/name\/type {2}não é um JSON Schema válido: .*"string"/],
    ['$id different from the file name', /broken\.json:3:3 {2}\/\$id {2}/],
    ['required not in properties', /broken\.json:5:\d+ {2}\/required\/1 {2}"ghost"/],
    ['a field without a title', /\/properties\/untitled {2}/],
    ['an enum without labels', /\/properties\/size\/enum {2}/],
    ['a choice without a title', /\/properties\/plan\/oneOf\/0 {2}/],
    ['ui:order naming a missing field', /ui-schemas\/table\.json:1:\d+ {2}\/ui:order\/0 {2}"ui:order" cita "ghost"/],
    ['ui:order not covering every field', /ui-schemas\/table\.json:1:\d+ {2}\/ui:order {2}"ui:order" não inclui o campo "name"/],
    [
      'ui:order beside sections, which already give the order',
      /ui-schemas\/broken\.json:2:3 {2}\/ui:order {2}"ui:order" sobra: as seções já dão a ordem/,
    ],
    ['a section naming a missing field', /\/ui:options\/sections\/0\/fields\/1 {2}/],
    ['a field in two sections', /"companyName" aparece em mais de uma seção/],
    [
      'a condition outside the root allOf (decision 180)',
      /conditions\.json:\d+:\d+ {2}\/if {2}"if" não é suportado aqui: uma pergunta condicional vai em "allOf"/,
    ],
    ['a condition inside a group', /conditions\.json:\d+:\d+ {2}\/properties\/group\/allOf {2}"allOf" dentro de um grupo não é suportado/],
    [
      'a condition on an answer the trigger does not offer',
      /\/allOf\/0\/if\/properties\/goal {2}"talvez" não é uma resposta de "goal" \(use: "a", "outro"\)/,
    ],
    [
      'a condition on a conditional question (chains, so loops)',
      /\/allOf\/1\/if\/properties\/goalOther {2}"goalOther" também é condicional/,
    ],
    [
      'a conditional question also defined at the root',
      /\/properties\/defined {2}"defined" é condicional: em "properties" fica só "defined": true/,
    ],
    ['a condition without its else false', /\/allOf\/2\/else {2}o "else" deve ser \{ "properties": \{ "defined": false \} \}/],
    ['a test other than const, enum or contains', /\/allOf\/3\/if {2}o teste deve ser \{ "const": <valor> \}/],
    ['a root true no condition defines', /\/properties\/stray {2}"stray": true declara uma pergunta condicional, mas nenhuma/],
    [
      'a conditional question in another section than its trigger',
      /conditions-order\.json:\d+:\d+ {2}\/ui:options\/sections\/0 {2}"goalOther" aparece conforme "goal": ponha as duas na mesma seção/,
    ],
    [
      'a conditional question before its trigger',
      /conditions-order\.json:\d+:\d+ {2}\/ui:options\/sections\/0 {2}"platformOther" aparece conforme "platform": ponha-a depois dela/,
    ],
    ['a field in no section', /o campo "size" não está em nenhuma seção/],
    [
      'steps with a single section',
      /ui-schemas\/broken\.json:\d+:\d+ {2}\/ui:options\/steps {2}"steps" precisa de pelo menos duas seções na raiz/,
    ],
    [
      'a question key with a dot, which paths would read as a group (decision 198)',
      /other-texts\.json:\d+:\d+ {2}\/properties\/site\.page {2}o id "site\.page" tem ponto \(\.\): .* como "sitePage"$/,
    ],
    [
      'an "Outro" mark naming no question',
      /other-texts\.json:\d+:\d+ {2}\/ghostOther\/ui:options\/otherOf {2}"otherOf" cita "ghost", que não existe no schema$/,
    ],
    ['an "Outro" mark naming a text', /\/cityOther\/ui:options\/otherOf {2}"otherOf" cita "city", que não é uma escolha única/],
    [
      'an "Outro" mark whose choice has no "outro", at the choice',
      /schemas\/other-texts\.json:\d+:\d+ {2}\/properties\/size\/oneOf {2}"sizeOther" é o "Outro" de "size", mas "size" não tem a opção "outro"/,
    ],
    [
      'an "Outro" mark whose text no "outro" answer shows',
      /\/planNote\/ui:options\/otherOf {2}"planNote" é o "Outro" de "plan", mas não aparece quando "plan" é "outro": ponha em "allOf"/,
    ],
    [
      'an "Outro" text away from its choice',
      /\/colorOther\/ui:options\/otherOf {2}"colorOther" é o "Outro" de "color": ponha-o logo depois/,
    ],
    ['an "Outro" that is not a text', /\/kindOther\/ui:options\/otherOf {2}"kindOther" é o "Outro" de "kind": deve ser um texto/],
    ['an "Outro" mark inside a group', /\/group\/inner\/ui:options\/otherOf {2}"otherOf" dentro de um grupo não é suportado/],
    ['a uiSchema key that is not a field', /ui-schemas\/broken\.json:4:3 {2}\/phantom {2}/],
    ['an unknown widget', /\/size\/ui:widget {2}widget desconhecido "fancy-slider" \(use um de: text, textarea/],
    [
      'a widget that cannot draw the question',
      /\/untitled\/ui:widget {2}o widget "checkboxes" não serve para "untitled" \(um texto\): use "ui:widget": "text" ou/,
    ],
    [
      'the old per-form function target, with what to write instead',
      /broken\.json:16:17 {2}\/x-form\/submit\/function {2}o envio por função própria não existe mais: use "submit": \{ "server": true \}/,
    ],
    [
      'a table that is not a form target, though the migrations create it (lead_notes): named, with the allowed ones',
      /table\.json:\d+:\d+ {2}\/x-form\/submit\/table {2}a tabela "lead_notes" não recebe formulários: use "Agendar Reunião", ou tire "table" para gravar em form_submissions$/,
    ],
    ['a column mapped from a missing field', /\/x-form\/submit\/columns\/Nome\/field {2}/],
    ['a form related to itself', /\/x-form\/related\/0 {2}um formulário não pode sugerir a si mesmo/],
    [
      'a service id that /servicos does not have',
      /bad-route\.json:\d+:\d+ {2}\/x-form\/services\/1 {2}x-form\/services\/1: deve ser igual a um dos valores permitidos: "trafego-pago", .*"automacoes"$/,
    ],
    ['services on a form that is not a briefing', /table\.json:\d+:\d+ {2}\/x-form\/services {2}só um briefing lista serviços/],
    ['a related form that does not exist', /\/x-form\/related\/1 {2}"unknown-form"/],
    ['a related form that is not a briefing', /\/x-form\/related\/2 {2}"ok"/],
    ['two forms on one route', /ok\.json:\d+:\d+ {2}\/x-form\/route {2}a rota/],
    ['two forms with one id', /copy\.json:3:3 {2}\/\$id {2}o id "ok" já é do formulário em schemas\/ok\.json/],
    [
      'a scaffold placeholder in the schema',
      /todo-left\.json:4:3 {2}\/title {2}texto provisório do new:form: troque "TODO: Briefing para …"/,
    ],
    [
      'a scaffold placeholder in x-form',
      /todo-left\.json:\d+:\d+ {2}\/x-form\/card\/tags\/1 {2}texto provisório do new:form: troque "TODO: palavra-chave"/,
    ],
    ['a scaffold placeholder in the ui-schema', /ui-schemas\/todo-left\.json:5:9 {2}\/ui:options\/sections\/0\/title {2}texto provisório/],
    ['a $ref, which the browser build does not resolve', /strict\.json:17:7 {2}\/properties\/copied\/\$ref {2}"\$ref" não é suportado/],
    [
      'markdown in descriptions, which the browser build shows as plain text',
      /ui-schemas\/strict\.json:8:5 {2}\/when\/ui:enableMarkdownInDescription {2}markdown não é suportado/,
    ],
    [
      'a custom message for a rule the field does not use',
      /ui-schemas\/broken\.json:6:\d+ {2}\/plan\/ui:options\/messages\/required {2}a mensagem para "required" nunca aparece/,
    ],
    [
      'a form\'s own sentence for an empty text question, which says "Preencha o campo …" on every form',
      /ui-schemas\/broken\.json:8:\d+ {2}\/companyName\/ui:options\/messages\/required {2}"companyName" vazio diz "Preencha o campo …"/,
    ],
    [
      'a question whose format says e-mail, with no personal-data tag',
      /personal\.json:7:5 {2}\/properties\/contactEmail {2}"contactEmail" parece guardar dado pessoal \(e-mail\): marque a pergunta com "x-personal": "email"/,
    ],
    [
      'a question whose key says phone, with no personal-data tag',
      /personal\.json:8:5 {2}\/properties\/whatsapp {2}"whatsapp" parece guardar dado pessoal \(telefone\)/,
    ],
    [
      'a personal-data tag outside the vocabulary',
      /personal\.json:9:\d+ {2}\/properties\/document\/x-personal {2}"x-personal" de "document" deve ser um de: "name", "email", "phone", "free-text", false/,
    ],
    ['a blank purpose', /personal\.json:\d+:\d+ {2}\/x-form\/purpose {2}x-form\/purpose: não pode ficar em branco/],
    ['a retention under a day', /personal\.json:\d+:\d+ {2}\/x-form\/retentionDays {2}x-form\/retentionDays: deve ser >= 1/],
    ['checklist: a shape its schema rejects', /checklist\.json:19:\d+ {2}\/categories\/2\/items\/0\/dica {2}.*"dica"/],
    ['checklist: weights not summing to 100', /checklist\.json:3:3 {2}\/categories {2}os pesos das categorias somam 95/],
    ['checklist: an empty category', /checklist\.json:14:\d+ {2}\/categories\/1\/items {2}a categoria "Site" não tem nenhum item/],
    ['checklist: a repeated category id', /\/categories\/2\/id {2}id de categoria "site" repetido/],
    ['checklist: a repeated item id', /\/categories\/0\/items\/1\/id {2}id de item "perfil" repetido/],
    ['checklist: a repeated item label', /\/categories\/0\/items\/2\/label {2}rótulo de item "Perfil ativo" repetido/],
    ['checklist: no band starting at 0', /checklist\.json:\d+:\d+ {2}\/bands {2}nenhuma faixa começa em 0/],
  ])('reports %s', (_rule, pattern) => expectLine(pattern))

  it('accepts a true "Outro" mark: a single choice with "outro" that shows its text right after it', () => {
    expect(lines.filter((l) => /other-texts\.json:\d+:\d+ {2}\/(channel|channelOther)\b/.test(l))).toEqual([])
  })

  it("accepts a question tagged false (a company's name is no person's data) and one with a valid tag", () => {
    expect(lines.filter((l) => /personal\.json:\d+:\d+ {2}\/properties\/(companyName|note)/.test(l))).toEqual([])
  })

  it('does not flag a message for a keyword the field uses through its choices (const)', () => {
    expect(lines.some((l) => l.includes('/plan/ui:options/messages/const'))).toBe(false)
  })

  it('reports every problem at once, one line each, as file:line:column  pointer  message', () => {
    expect(lines.length).toBeGreaterThanOrEqual(60)
    for (const line of lines) expect(line).toMatch(/^tests\/fixtures\/broken-forms\/\S+\.json:\d+:\d+ {2}\S* {2}\S/)
  })

  it('says one thing once: a malformed route gets no "must be null" from the other branch', () => {
    expect(lines.filter((l) => l.includes('bad-route.json') && l.includes('/x-form/route'))).toHaveLength(1)
    expect(lines.filter((l) => l.includes('/required/1'))).toHaveLength(1)
  })

  it('speaks Portuguese: no ajv English sentence is left', () => {
    const english = lines.filter((l) => /\b(must|should|strict mode|is not defined|unknown keyword)\b/.test(l))
    expect(english).toEqual([])
  })

  it('points at the keyword, not the root, whenever it can', () => {
    expect(lines.filter((l) => /\.json:1:1 {2}\/ {2}(?!falta)/.test(l))).toEqual([])
  })
})

describe('a schema nested 5,000 deep (issue 26, the probe)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deep-form-'))
  mkdirSync(join(dir, 'schemas'))
  mkdirSync(join(dir, 'ui-schemas'))
  writeFileSync(join(dir, 'schemas/deep.json'), `{"properties":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`)
  writeFileSync(join(dir, 'ui-schemas/deep.json'), '{}')

  it('is refused by check:schemas, with the depth it has and the one allowed', () => {
    const result = checkForms(dirsOf(dir))
    expect(result.problems.map((p) => p.message)).toContain('o arquivo aninha 5001 níveis de { } e [ ]; um questionário tem no máximo 32')
  })

  it('is skipped, with that reason, by the loader the local backend publishes from: the other forms still start', () => {
    const skipped: string[] = []
    expect(loadForms(formDirsOf(dir), (message) => skipped.push(message))).toEqual([])
    expect(skipped).toEqual([
      `${join(dir, 'schemas/deep.json')}: o arquivo aninha 5001 níveis de { } e [ ]; um questionário tem no máximo 32`,
    ])
  })
})

describe('check:schemas refuses a route that would write over what the build emits or lie under a staff page', () => {
  // branding.json as it is, in a folder of its own, with only its route changed: the file and pointer are printed.
  const withRoute = (route: string) => {
    const base = mkdtempSync(join(tmpdir(), 'rota-'))
    for (const dir of ['schemas', 'ui-schemas']) mkdirSync(join(base, dir))
    const schema = readFileSync(join(rootDir, 'schemas/branding.json'), 'utf8')
    writeFileSync(join(base, 'schemas/branding.json'), schema.replace('"/briefing-identidade-visual-branding"', JSON.stringify(route)))
    writeFileSync(join(base, 'ui-schemas/branding.json'), readFileSync(join(rootDir, 'ui-schemas/branding.json'), 'utf8'))
    const result = checkForms(dirsOf(base))
    return result.problems.map((p) => formatProblem(p, result.texts.get(p.file), relative(base, p.file)))
  }
  it.each([
    ['/index', 'escreveria por cima de index.html, um arquivo que o site gera'],
    ['/404', 'escreveria por cima de 404.html, um arquivo que o site gera'],
    ['/assets/x', 'fica na pasta assets/, que o site gera'],
    ['/images', 'fica na pasta images/, que o site gera'],
    ['/painel/x', 'fica em /painel, área da equipe'],
    ['/editor/x', 'fica em /editor, área da equipe'],
  ])('%s', (route, words) => {
    const lines = withRoute(route)
    expect(
      lines.filter((l) => l.includes('/x-form/route')),
      lines.join('\n'),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^schemas/branding\\.json:\\d+:\\d+ {2}/x-form/route {2}a rota "${route}" ${words}: escolha outra$`),
      ),
    ])
  })
  it('a route of its own is fine', () => expect(withRoute('/briefing-marca').filter((l) => l.includes('/x-form/route'))).toEqual([]))
})
