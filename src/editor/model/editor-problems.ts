import {
  BRIEFING_EMAIL_OPTIONAL,
  BRIEFING_WITHOUT_EMAIL,
  checkFormTexts,
  CONTACT_SECTION,
  lineColumn,
  offsetOf,
  parseJson,
  type FieldContract,
  type FormText,
  type Problem,
  type PublishedLock,
} from '#form-authoring'
import { pointerOf, pointerSegments, formFilesOf, siteRoutes, type FormTexts, type JsonObject } from '#form-core'
import { changeProblems } from './change-problems.ts'
import { conditionProblems } from './condition-edits.ts'
import { developerWords } from './developer-words.ts'
import { sectionsOfForm, type FormPair } from './form-model.ts'
import { pageFieldOf, SCHEMA_TITLE } from './page-fields.ts'
import { optionLabelIn, type ProblemFix } from './problem-fixes.ts'
import type { QuestionField, Target } from './targets.ts'

/**
 * What the editor's chunk carries (`virtual:editor-files`, read by scripts/vite/editor-files.ts): every questionnaire's
 * two texts and the lock of published revisions.
 */
export interface EditorFiles {
  forms: Record<string, FormTexts>
  lock: string
}

/**
 * One problem as the editor lists it: where on screen, in the marketer's words, with its fix; `detail` is what
 * check:schemas prints (file, line, its sentence), shown in the Avançado tab only.
 */
export interface EditorProblem {
  where: string
  message: string
  target?: Target
  fix?: ProblemFix
  detail: { file: string; line: number; message: string }[]
}

type Parsed = { pair: FormPair; problems: [] } | { pair?: undefined; problems: EditorProblem[] }

/** Both files parsed, or what keeps them from parsing, in plain Portuguese with the line (check:schemas' own reading). */
export function parseTexts(id: string, texts: FormTexts): Parsed {
  const files = [parseJson(formFilesOf(id).schema, texts.schema), parseJson(formFilesOf(id).uiSchema, texts.uiSchema)]
  if (files[0].ok && files[1].ok) return { pair: { schema: files[0].value, uiSchema: files[1].value }, problems: [] }
  const problems = files.flatMap((f, i): EditorProblem[] =>
    f.ok
      ? []
      : f.problems.map((p) => {
          const line = lineColumn(i === 0 ? texts.schema : texts.uiSchema, p.offset ?? 0).line
          return {
            where: `${p.file}, linha ${line}`,
            message: p.message,
            target: { tab: 'json', file: i === 0 ? 'schema' : 'uiSchema', line },
            detail: [{ file: p.file, line, message: p.message }],
          }
        }),
  )
  return { problems }
}

const FILE = /^(schemas|ui-schemas)\/([^/]+)\.json$/
const GENERIC = 'um ajuste feito à mão nos arquivos não passa na verificação: corrija-o na aba Avançado'

const segmentsOf = pointerSegments

const valueAt = (root: unknown, segments: string[]): unknown =>
  segments.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    root,
  )

const QUESTION_FIELDS: Record<string, QuestionField> = {
  title: 'title',
  description: 'help',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  'x-personal': 'personal',
  type: 'kind',
  format: 'kind',
  oneOf: 'options',
  items: 'options',
  'ui:placeholder': 'placeholder',
  'ui:help': 'note',
}

/** Where on screen a problem's pointer is: a page field, a section's text, a question's field; else the Avançado tab. */
function locate(p: Problem, pair: FormPair): { where: string; target: Target; plain: boolean } | undefined {
  const segments = segmentsOf(p.pointer)
  const schemaFile = p.file.startsWith('schemas/')
  if (schemaFile && segments.join('/') === 'title')
    return { where: `${SCHEMA_TITLE.group} › ${SCHEMA_TITLE.label}`, target: { tab: 'page', field: SCHEMA_TITLE.field }, plain: true }
  if (schemaFile && segments[0] === 'x-form') {
    const field = pageFieldOf(segments.slice(1))
    return field && { where: `${field.group} › ${field.label}`, target: { tab: 'page', field: field.field }, plain: true }
  }
  const sections = sectionsOfForm(pair)
  if (!schemaFile && segments[0] === 'ui:options' && segments[1] === 'sections' && ['title', 'description'].includes(segments[3])) {
    const index = Number(segments[2])
    const field = segments[3] as 'title' | 'description'
    return {
      where: `Seção ${index + 1} › ${field === 'title' ? 'Título' : 'Descrição'}`,
      target: { tab: 'questions', section: index, field },
      plain: true,
    }
  }
  const path: string[] = []
  let i = 0
  if (schemaFile) for (; segments[i] === 'properties' && i + 1 < segments.length; i += 2) path.push(segments[i + 1])
  else for (; i < segments.length && !segments[i].startsWith('ui:'); i++) path.push(segments[i])
  if (!path.length) return undefined
  const section = sections.findIndex((s) => s.container.join('.') === path.join('.'))
  if (section >= 0 && (segments[i] === 'title' || segments[i] === 'description'))
    return {
      where: `Seção "${sections[section].title}"`,
      target: { tab: 'questions', section, field: segments[i] as 'title' },
      plain: true,
    }
  const questions = sections.flatMap((s) => s.questions)
  const key = path.join('.')
  const owner = questions.find((q) => q.path.join('.') === key || (q.other && [...q.path.slice(0, -1), q.other.id].join('.') === key))
  if (!owner) return undefined
  const other = owner.path.join('.') !== key
  const message = segments.indexOf('messages')
  const field: QuestionField = other
    ? segments[i] === 'ui:placeholder'
      ? 'otherPlaceholder'
      : 'otherLabel'
    : message >= 0 && segments[message + 1]
      ? `message-${segments[message + 1]}`
      : (QUESTION_FIELDS[segments[i]] ?? 'header')
  const option = segments.findIndex((s) => s === 'oneOf')
  const target: Target = {
    tab: 'questions',
    question: owner.path.join('.'),
    field: field === 'options' && /^\d+$/.test(segments[option + 1] ?? '') ? `option-${Number(segments[option + 1])}` : field,
  }
  return { where: `Pergunta "${owner.title || owner.id}"`, target, plain: false }
}

/** A place in one of the two files as the marketer knows it ("Pergunta "Nome da empresa"", "Página › Título"). */
export function whereIs(file: string, path: (string | number)[], pair: FormPair): string {
  const pointer = pointerOf(...path)
  return locate({ file, pointer, message: '' }, pair)?.where ?? 'Outro ponto dos arquivos (veja a aba Avançado)'
}

/** check:schemas' sentence as the marketer reads it beside a field; undefined when only the Avançado tab can explain it. */
function plainMessage(p: Problem, file: unknown, plain: boolean): string | undefined {
  if (p.message.startsWith('texto provisório'))
    return `ainda tem o texto provisório "${String(valueAt(file, segmentsOf(p.pointer)))}": escreva o texto final`
  const personal = /parece guardar dado pessoal \(([^)]+)\)/.exec(p.message)
  if (personal) return `parece guardar dado pessoal (${personal[1]}): diga em "Dado pessoal (LGPD)" o que ela guarda`
  if (/precisa de um "title"/.test(p.message)) return 'está sem título'
  if (/cada opção precisa/.test(p.message)) return 'uma opção está sem rótulo'
  if (p.message.startsWith(BRIEFING_EMAIL_OPTIONAL)) return BRIEFING_EMAIL_OPTIONAL
  if (!plain) return undefined
  // A new questionnaire starts with none ticked (issue 45): ajv's "não deve ter menos que 3 elementos" says what, not how.
  if (segmentsOf(p.pointer).join('/') === 'x-form/related') return 'marque três questionários, os que aparecem no fim da página'
  const message = p.message.replace(/^x-form[^:]*: /, '')
  if (/^falta "/.test(message)) return 'não pode ficar em branco'
  // A sentence in the files' own words (schema, enum, a path…) is for the Avançado tab, not for the field.
  return developerWords(message).length ? undefined : message
}

/**
 * What the page knows of a questionnaire besides the files bundled in the site (editor-page.tsx): its live questions
 * as the server read them (`live`, over the bundled lock's) with the live revision's schema, and the texts it opened
 * from (the open review, or what the agency approved). A questionnaire approved after the site was built is in none
 * of the bundled files: its published questions and options are named from these.
 */
export interface ProblemContext {
  live?: { fields: Record<string, FieldContract>; schema?: JsonObject }
  opened?: FormTexts
}

/**
 * Every rule of check:schemas (supabase/functions/_shared/form-authoring, what the CLI and CI run) over the project's forms with this one as
 * the editor holds it, and its compatibility with what is published: this form's problems, each where the marketer
 * fixes it, each change to a published question once, with its one-click answer.
 */
export function editorProblems(
  id: string,
  pair: FormPair,
  texts: FormTexts,
  files: EditorFiles,
  { live, opened }: ProblemContext = {},
): EditorProblem[] {
  const all = { ...files.forms, [id]: texts }
  const listed = (key: 'schema' | 'uiSchema'): FormText[] =>
    Object.entries(all).map(([formId, f]) => ({ id: formId, file: formFilesOf(formId)[key], text: f[key] }))
  const bundled = JSON.parse(files.lock) as PublishedLock
  const lock: PublishedLock = live
    ? { forms: { ...bundled.forms, [id]: { ...(bundled.forms[id] ?? { hash: '', publishedAt: '' }), fields: live.fields } } }
    : bundled
  const result = checkFormTexts({
    schemas: listed('schema'),
    uiSchemas: listed('uiSchema'),
    published: lock,
    sitePages: siteRoutes(),
  })
  const detail = (p: Pick<Problem, 'file' | 'pointer' | 'message' | 'offset'>) => {
    const text = p.file.startsWith('schemas/') ? texts.schema : texts.uiSchema
    return { file: p.file, line: lineColumn(text, p.offset ?? offsetOf(text, p.pointer)).line, message: p.message }
  }
  const published = lock.forms[id]?.fields ?? {}
  // Where published questions and options are named from: what the site shows now, what the page opened, the build's.
  const bases = [
    live?.schema && { schema: live.schema, uiSchema: {} },
    opened && parseTexts(id, opened).pair,
    files.forms[id] && parseTexts(id, files.forms[id]).pair,
  ].filter((base): base is FormPair => Boolean(base))
  const breaking = result.breaking.filter((e) => e.formId === id && !e.declared)
  const changes = changeProblems(breaking, pair, bases, published).map(({ edits, ...problem }) => ({
    ...problem,
    detail: edits.map((e) => detail({ file: e.schemaFile, pointer: e.pointer, message: e.message })),
  }))
  const said = new Set(breaking.map((e) => `${e.pointer}\n${e.message}`))
  const conditions = conditionProblems(sectionsOfForm(pair), (trigger, value) => optionLabelIn(bases, trigger, value))
  // The check's sentences about a condition the marketer's words below already say (its `allOf` item, its placement).
  const items = Array.isArray(pair.schema.allOf) ? pair.schema.allOf : []
  const keys = new Set(conditions.map((c) => c.question.id))
  const explained = (p: Problem) => {
    const item = /^\/allOf\/(\d+)(\/|$)/.exec(p.pointer)
    const then = item && (items[Number(item[1])] as { then?: { properties?: object } } | undefined)?.then?.properties
    if (p.file.startsWith('schemas/')) return !!then && Object.keys(then).some((k) => keys.has(k))
    return [...keys].some((k) => p.message.startsWith(`"${k}" aparece conforme`))
  }
  const conditionItems = conditions.map((c): EditorProblem => ({
    where: `Pergunta "${c.question.title || c.question.id}"`,
    message: c.message,
    target: { tab: 'questions', question: c.question.path.join('.'), field: 'condition' },
    fix: { kind: 'condition', question: c.question.id, choices: c.choices },
    detail: result.problems.filter((p) => FILE.exec(p.file)?.[2] === id && explained(p)).map(detail),
  }))
  const rules = result.problems
    .filter((p) => FILE.exec(p.file)?.[2] === id && !said.has(`${p.pointer}\n${p.message}`) && !explained(p))
    .map((p): EditorProblem => {
      const migration = /^\/x-form\/migrations\/(\d+)$/.exec(p.pointer)
      if (migration)
        return {
          where: 'Mudanças confirmadas',
          message: 'uma confirmação feita antes cita uma pergunta ou opção que não existe mais',
          fix: { kind: 'drop', index: Number(migration[1]), label: 'Desfazer essa confirmação' },
          detail: [detail(p)],
        }
      if (p.message.startsWith(BRIEFING_WITHOUT_EMAIL)) {
        // No question to point at: the section where contacts go, the last one when it is gone too.
        const sections = sectionsOfForm(pair)
        const index =
          Math.max(
            0,
            sections.findIndex((s) => s.title === CONTACT_SECTION.title),
          ) || sections.length - 1
        return {
          where: sections[index] ? `Seção "${sections[index].title}"` : 'Perguntas',
          message: BRIEFING_WITHOUT_EMAIL,
          target: sections[index] ? { tab: 'questions', section: index, field: 'title' } : undefined,
          detail: [detail(p)],
        }
      }
      const place = locate(p, pair)
      const file = p.file.startsWith('schemas/') ? pair.schema : pair.uiSchema
      const message = place && plainMessage(p, file, place.plain)
      if (place && message) return { where: place.where, message, target: place.target, detail: [detail(p)] }
      const line = detail(p)
      return {
        where: place?.where ?? 'Aba Avançado',
        message: GENERIC,
        target: { tab: 'json', file: p.file.startsWith('schemas/') ? 'schema' : 'uiSchema', line: line.line },
        detail: [line],
      }
    })
  return [...rules, ...conditionItems, ...changes]
}
