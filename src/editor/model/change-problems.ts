import { type JsonObject, optionsOf, schemaAt } from '#form-core'
import { type BreakingEdit, contractOf, type FieldContract } from '#form-authoring'
import type { FormPair } from './form-model.ts'
import type { PublishedFields } from './name-edits.ts'
import { optionLabelIn, type ProblemFix } from './problem-fixes.ts'
import type { QuestionField, Target } from './targets.ts'

/** A change to a published questionnaire, said as the marketer sees it, with what to do about stored answers. */
export interface ChangeProblem {
  where: string
  message: string
  target?: Target
  fix: ProblemFix
  /** The check's own edits (pointer and sentence) this one problem stands for. */
  edits: BreakingEdit[]
}

const titleIn = (schema: JsonObject | undefined, path: string) =>
  (schema && (schemaAt(schema, path.split('.'))?.title as string | undefined)) || path

/** A published question's title in the first of `bases` that has it (else its key). */
const titleFrom = (bases: FormPair[], path: string) =>
  bases.map((base) => titleIn(base.schema, path)).find((title) => title !== path) ?? path

const FORMATS: Record<string, string> = { email: 'um e-mail válido', uri: 'um endereço de site', date: 'uma data', time: 'um horário' }

/** What got stricter on one question, in words, and the field that changed it. */
function narrowings(before: FieldContract, after: FieldContract): [string, QuestionField][] {
  const found: [string, QuestionField][] = []
  if (before.type !== after.type) found.push(['mudou de tipo de resposta', 'kind'])
  if (after.required && !before.required) found.push(['passou a ser obrigatória', 'required'])
  // Which answers show it decides which stored answers to it are valid (decision 185).
  const [was, is] = [before.shownWhen, after.shownWhen]
  if (is && !was) found.push(['passou a aparecer só para certas respostas', 'header'])
  else if (is && JSON.stringify(is) !== JSON.stringify(was)) found.push(['mudou a condição em que aparece', 'header'])
  else if (!is && was && after.required) found.push(['passou a aparecer sempre e é obrigatória', 'required'])
  const limit = (key: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems', what: string, field: QuestionField) => {
    const [b, a] = [before[key], after[key]]
    if (a === undefined || (key === 'minLength' && a === 1 && after.required)) return
    const narrower = key.startsWith('max') ? b === undefined || a < b : b === undefined ? a > 0 : a > b
    if (narrower) found.push([`${what} (${b ?? 'sem limite'} → ${a})`, field])
  }
  limit('minLength', 'pede mais caracteres', 'minLength')
  limit('maxLength', 'aceita menos caracteres', 'maxLength')
  limit('minimum', 'tem um valor mínimo maior', 'minimum')
  limit('maximum', 'tem um valor máximo menor', 'maximum')
  limit('minItems', 'pede mais opções marcadas', 'options')
  limit('maxItems', 'aceita menos opções marcadas', 'options')
  if (after.format !== undefined && after.format !== before.format)
    found.push([`passou a exigir ${FORMATS[after.format] ?? 'um formato novo'}`, 'kind'])
  if (after.pattern !== undefined && after.pattern !== before.pattern) found.push(['ganhou uma regra de formato nova', 'header'])
  return found
}

const TIGHTEN = 'Aplicar só às respostas novas'

/**
 * The check's breaking edits of one form as problems a marketer can act on: one per question (or per removed
 * option), however many rules the change touched, named by title and label, with its fix. `bases` are the texts
 * the published questions and options are read from, the most telling first (editor-problems.ts).
 */
export function changeProblems(edits: BreakingEdit[], pair: FormPair, bases: FormPair[], published: PublishedFields): ChangeProblem[] {
  const now = contractOf(pair.schema)
  const question = (path: string, field: QuestionField): Target => ({ tab: 'questions', question: path, field })
  const parentOf = (path: string) => path.split('.').slice(0, -1).join('.')
  /** New questions of the type and place of a published one that is gone: each may be that one, renamed. */
  const candidatesFor = (gone: string) =>
    Object.keys(now).filter((p) => !published[p] && parentOf(p) === parentOf(gone) && now[p].type === published[gone]?.type)
  const gone = edits.filter((e) => e.kind === 'field').map((e) => e.path)
  const maybeRenamed = new Set(gone.flatMap(candidatesFor))
  const groups = new Map<string, BreakingEdit[]>()
  // A renamed required question is one change: its rename, not also a "new required question".
  for (const edit of edits.filter((e) => !(e.kind === 'rule' && !published[e.path] && maybeRenamed.has(e.path)))) {
    const key = `${edit.kind}\n${edit.path}\n${edit.kind === 'option' ? JSON.stringify(edit.value) : ''}`
    groups.set(key, [...(groups.get(key) ?? []), edit])
  }
  return [...groups.values()].map((group): ChangeProblem => {
    const [edit] = group
    const { path } = edit
    const title = titleIn(pair.schema, path)
    if (edit.kind === 'field') {
      const old = titleFrom(bases, path)
      const candidates = candidatesFor(path)
      const same = candidates.filter((p) => titleIn(pair.schema, p) === old)
      const renamed = same.length === 1 ? same : candidates
      return {
        where: `Pergunta "${old}"`,
        message:
          same.length === 1
            ? `"${old}" mudou de nome nos dados, mas já há respostas guardadas com o nome antigo: leve-as para a pergunta com o nome novo.`
            : `"${old}" já está publicada e saiu do questionário. As respostas guardadas continuam na listagem da agência; diga o que fazer com elas.`,
        target: renamed.length === 1 ? question(renamed[0], 'id') : undefined,
        fix: {
          kind: 'declare',
          choices: [
            // In the marketer's words: the question by its title, not its name in the data (issue 35).
            ...renamed.map((to) => ({
              label: `Levar as respostas antigas para "${titleIn(pair.schema, to)}"`,
              migration: { rename: { from: path, to } },
            })),
            { label: 'Manter as respostas antigas como estão', migration: { removeField: path } },
          ],
        },
        edits: group,
      }
    }
    if (edit.kind === 'option') {
      // The label the marketer saw; the stored value (a slug for an option made in the editor) only when no text has it.
      const known = optionLabelIn(bases, path, edit.value)
      const label = known ?? String(edit.value)
      const to = optionsOf(schemaAt(pair.schema, path.split('.')) ?? {}).map((o) => ({ value: o.const, label: o.title }))
      const option = known ? `A opção "${known}" já está publicada e` : `Uma opção já publicada, guardada nas respostas como "${label}",`
      return {
        where: `Pergunta "${title}"`,
        message: `${option} foi removida: há respostas guardadas com ela. Escolha o que elas passam a ser.`,
        target: question(path, 'options'),
        fix: { kind: 'map-option', field: path, value: edit.value, label, to },
        edits: group,
      }
    }
    const before = published[path]
    if (!before)
      return {
        where: `Pergunta "${title}"`,
        message: `A pergunta nova "${title}" é obrigatória, mas quem começou a responder antes da publicação não a viu.`,
        target: question(path, 'required'),
        fix: { kind: 'declare', choices: [{ label: TIGHTEN, migration: { tighten: path } }] },
        edits: group,
      }
    const changed = narrowings(before, now[path] ?? { required: false })
    return {
      where: `Pergunta "${title}"`,
      message: `"${title}" ${changed.map(([what]) => what).join(' e ') || 'ficou mais exigente'}: respostas guardadas e rascunhos de antes podem não passar.`,
      target: question(path, changed[0]?.[1] ?? 'header'),
      fix: { kind: 'declare', choices: [{ label: TIGHTEN, migration: { tighten: path } }] },
      edits: group,
    }
  })
}
