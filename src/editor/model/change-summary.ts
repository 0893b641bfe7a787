import { isObject, migrationsOf, objectAt, type JsonObject } from '#form-core'
import type { QuestionCondition } from './condition-shape.ts'
import { sectionsOfForm, KIND_LABELS, type FormPair, type Question } from './form-model.ts'
import { pageFieldOf } from './page-fields.ts'
import { migrationText } from './problem-fixes.ts'

const LIMITS = [
  ['minLength', 'mínimo de caracteres'],
  ['maxLength', 'máximo de caracteres'],
  ['minimum', 'valor mínimo'],
  ['maximum', 'valor máximo'],
] as const

const name = (q: Question) => `"${q.title || q.id}"`

/** "quando "Possui manual de marca?" é "Não"": a condition by its question's title and its answers' labels. */
function whenWords(condition: QuestionCondition, questions: Map<string, Question>): string {
  const trigger = questions.get(condition.trigger)
  const label = (value: unknown) =>
    trigger?.options.find((o) => o.const === value)?.title ?? (value === true ? 'Sim' : value === false ? 'Não' : String(value))
  const answers = condition.values.map((v) => `"${label(v)}"`).join(' ou ')
  return `quando ${trigger ? name(trigger) : `"${condition.trigger}"`} ${trigger?.kind === 'multi' || trigger?.kind === 'other' ? 'tem' : 'é'} ${answers}`
}

function conditionLine(q: Question, was: QuestionCondition | undefined, questions: Map<string, Question>): string | undefined {
  const [a, b] = [JSON.stringify(was ?? null), JSON.stringify(q.condition ?? null)]
  if (a === b) return undefined
  if (!q.condition) return `Pergunta ${name(q)} passou a aparecer sempre.`
  return `Pergunta ${name(q)} ${was ? 'agora aparece' : 'passou a aparecer'} só ${whenWords(q.condition, questions)}.`
}

/** The places of `x-form` whose values differ, down to the panel's fields (a card's title, a notice's text). */
function changedPlaces(a: unknown, b: unknown, path: string[] = []): string[][] {
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => changedPlaces(a[k], b[k], [...path, k]))
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [path]
}

/** The Página panel's fields that changed, by the names the panel gives them (the declarations have lines of their own). */
function pageLine(before: JsonObject, after: JsonObject): string | undefined {
  const labels = changedPlaces(before, after)
    .filter((path) => path[0] !== 'migrations')
    .map((path) => pageFieldOf(path)?.label ?? 'outros ajustes da página')
  return labels.length ? `Página, campos alterados: ${[...new Set(labels)].join(', ')}.` : undefined
}

/**
 * What an edit changed, in Portuguese, one line per change: the review's "O que mudou" and the editor's summary
 * before sending, the same lines. Questions are named by title, options by label, conditions by the question and
 * answers that show them, stored answers by what was decided for them; no name in the data, no file key.
 */
export function describeChanges(before: FormPair, after: FormPair): string[] {
  const lines: string[] = []
  const questions = (pair: FormPair) =>
    new Map(
      sectionsOfForm(pair)
        .flatMap((s) => s.questions)
        .map((q) => [q.path.join('.'), q]),
    )
  const old = questions(before)
  const now = questions(after)
  const added = migrationsOf(after.schema).slice(migrationsOf(before.schema).length)
  // A renamed key is one change, said by its declaration: not also a new question and a removed one.
  const renamed = new Set(added.flatMap((m) => ('rename' in m ? [m.rename.from, m.rename.to] : [])))
  for (const [path, q] of now) {
    const was = old.get(path)
    if (!was) {
      if (renamed.has(path)) continue
      const when = q.condition ? `, só ${whenWords(q.condition, now)}` : ''
      lines.push(`Pergunta nova: ${name(q)} (${KIND_LABELS[q.kind]}${q.required ? ', obrigatória' : ''}${when}).`)
      continue
    }
    if (was.title !== q.title) lines.push(`Pergunta ${name(was)} agora se chama ${name(q)}.`)
    const condition = conditionLine(q, was.condition, now)
    if (condition) lines.push(condition)
    if (was.kind !== q.kind) lines.push(`Pergunta ${name(q)}: tipo de ${KIND_LABELS[was.kind]} para ${KIND_LABELS[q.kind]}.`)
    if (was.required !== q.required)
      lines.push(`Pergunta ${name(q)} ${q.required ? 'passou a ser obrigatória' : 'deixou de ser obrigatória'}.`)
    if (was.placeholder !== q.placeholder || was.help !== q.help || was.note !== q.note)
      lines.push(`Pergunta ${name(q)}: texto de exemplo ou de ajuda alterado.`)
    if (JSON.stringify(was.messages) !== JSON.stringify(q.messages))
      lines.push(`Pergunta ${name(q)}: mensagens de erro próprias alteradas.`)
    for (const [key, label] of LIMITS) {
      if (was[key] !== q[key]) lines.push(`Pergunta ${name(q)}: ${label} de ${was[key] ?? 'nenhum'} para ${q[key] ?? 'nenhum'}.`)
    }
    if (JSON.stringify(was.personal) !== JSON.stringify(q.personal))
      lines.push(`Pergunta ${name(q)}: marcação de dado pessoal (LGPD) alterada.`)
    const labels = new Map(was.options.map((o) => [JSON.stringify(o.const), o.title]))
    for (const option of q.options) {
      const label = labels.get(JSON.stringify(option.const))
      if (label === undefined) lines.push(`Pergunta ${name(q)}: opção nova "${option.title}".`)
      else if (label !== option.title) lines.push(`Pergunta ${name(q)}: opção "${label}" agora se chama "${option.title}".`)
    }
    const kept = new Set(q.options.map((o) => JSON.stringify(o.const)))
    for (const option of was.options)
      if (!kept.has(JSON.stringify(option.const))) lines.push(`Pergunta ${name(q)}: opção "${option.title}" removida.`)
  }
  for (const [path, q] of old) if (!now.has(path) && !renamed.has(path)) lines.push(`Pergunta removida: ${name(q)}.`)
  const order = (pair: FormPair) =>
    sectionsOfForm(pair)
      .map((s) => `${s.title}:${s.questions.map((q) => q.id).join(',')}`)
      .join('|')
  const titles = (pair: FormPair) => sectionsOfForm(pair).map((s) => s.title)
  if (titles(before).join('\u0000') !== titles(after).join('\u0000'))
    lines.push(
      `Seções: ${titles(after)
        .map((t) => `"${t}"`)
        .join(', ')}.`,
    )
  else if (order(before) !== order(after)) lines.push('Ordem das perguntas alterada.')
  const page = pageLine(objectAt(before.schema['x-form']), objectAt(after.schema['x-form']))
  if (page) lines.push(page)
  if (before.schema.title !== after.schema.title) lines.push(`Nome do questionário para a agência: "${String(after.schema.title ?? '')}".`)
  lines.push(...added.map((m) => migrationText(m, after, before)))
  if (lines.length === 0 && JSON.stringify(before) !== JSON.stringify(after))
    lines.push('Ajustes que o editor visual não detalha (veja a aba Avançado).')
  return lines
}

/**
 * The summary of a send, shown before it and written in the review: the changes from `before`, or for a new
 * questionnaire its title and each question (with its condition), as lines of the same kind.
 */
export function summaryOf(before: FormPair | undefined, after: FormPair): string[] {
  if (before) return describeChanges(before, after)
  const title = objectAt(after.schema['x-form']).title
  const empty: FormPair = { schema: { type: 'object', properties: {} }, uiSchema: {} }
  return [
    `Questionário novo${typeof title === 'string' && title ? `: "${title}"` : ''}.`,
    ...describeChanges(empty, after).filter((line) => line.startsWith('Pergunta nova')),
  ]
}
