import type { CheckContext, FormFile } from '../check-input.ts'
import { conditionsOf, type FormMigration, type JsonObject, migrationsOf, optionsOf, schemaAt } from '#form-core'
import { contractOf, type FieldContract, type ShownWhen } from '../field-contract.ts'
import { pointerOf, problem, type Problem } from '../problem.ts'

const segments = (path: string) => path.split('.')
/** `a.b` → `/properties/a/properties/b`. */
const pointerAt = (path: string, ...rest: string[]) => pointerOf(...segments(path).flatMap((key) => ['properties', key]), ...rest)
const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value))
const covers = (declared: string, path: string) => path === declared || path.startsWith(`${declared}.`)

function declared(migrations: FormMigration[]) {
  return {
    moved: (path: string) =>
      migrations.some((m) => ('rename' in m && covers(m.rename.from, path)) || ('removeField' in m && covers(m.removeField, path))),
    optionRemoved: (field: string, value: unknown) =>
      migrations.some((m) => 'removeOption' in m && m.removeOption.field === field && m.removeOption.value === value),
    tightened: (path: string) => migrations.some((m) => 'tighten' in m && covers(m.tighten, path)),
    /** Old answers arrive here through a rename, so a required target is not a question old answers lack. */
    renamedTo: (path: string) => migrations.some((m) => 'rename' in m && covers(m.rename.to, path)),
  }
}

type Narrowing = [keyof FieldContract, string, (before: number, after: number) => boolean]
const narrowings: Narrowing[] = [
  ['maxLength', 'o limite de caracteres', (b, a) => a < b],
  ['minLength', 'o mínimo de caracteres', (b, a) => a > b],
  ['maximum', 'o valor máximo', (b, a) => a < b],
  ['minimum', 'o valor mínimo', (b, a) => a > b],
  ['maxItems', 'o máximo de itens', (b, a) => a < b],
  ['minItems', 'o mínimo de itens', (b, a) => a > b],
]

const tightenHint = (path: string) => `; se for de propósito, declare em x-form.migrations: { "tighten": "${path}" }`

function narrowed(path: string, before: FieldContract, after: FieldContract): [string, string][] {
  const found: [string, string][] = []
  if (before.type !== after.type)
    found.push([pointerAt(path, 'type'), `o tipo de "${path}" mudou de ${quote(before.type)} para ${quote(after.type)}`])
  for (const [key, what, isNarrower] of narrowings) {
    const b = before[key] as number | undefined
    const a = after[key] as number | undefined
    if (a !== undefined && (b === undefined ? key.startsWith('max') || a > 0 : isNarrower(b, a))) {
      found.push([pointerAt(path, key), `${what} de "${path}" ficou mais estreito (${b ?? 'sem limite'} → ${a})`])
    }
  }
  if (after.pattern !== undefined && after.pattern !== before.pattern)
    found.push([pointerAt(path, 'pattern'), `"${path}" ganhou um padrão novo (pattern)`])
  if (after.format !== undefined && after.format !== before.format)
    found.push([pointerAt(path, 'format'), `"${path}" passou a exigir o formato "${after.format}"`])
  if (after.required && !before.required) found.push([pointerAt(path), `"${path}" era opcional e passou a ser obrigatória`])
  return found
}

/** `quando "goal" é "outro"`: a condition in the check's words. */
const when = ({ question, answers, ticked }: ShownWhen) =>
  `quando "${question}" ${ticked ? 'tem marcada' : 'é'} ${answers.map(quote).join(' ou ')}`

/** Whether every answer `before` showed the question for shows it `after` too. */
const widens = (before: ShownWhen, after: ShownWhen) =>
  before.question === after.question &&
  before.ticked === after.ticked &&
  before.answers.every((b) => after.answers.some((a) => JSON.stringify(a) === JSON.stringify(b)))

/**
 * A condition put on, changed on or taken off a published question (decision 185): it decides which stored answers
 * are valid. Hiding it for answers it was shown to makes their answer to it one the schema refuses (`else: false`);
 * showing it to more answers, or always, is safe unless it is required there.
 */
function conditionChanged(schema: JsonObject, path: string, before: FieldContract, after: FieldContract): [string, string][] {
  const [b, a] = [before.shownWhen, after.shownWhen]
  if (!a) return b && after.required ? [[pointerAt(path), `"${path}" aparecia só ${when(b)} e passou a ser obrigatória sempre`]] : []
  if (b && JSON.stringify(b) === JSON.stringify(a)) return []
  const index = conditionsOf(schema).find((c) => c.questions.some(([key]) => key === path))?.index
  const at = index === undefined ? pointerAt(path) : pointerOf('allOf', index, 'if')
  if (!b) return [[at, `"${path}" já foi publicada sempre visível e passou a aparecer só ${when(a)}`]]
  if (!widens(b, a)) return [[at, `a condição de "${path}" mudou (${when(b)} → ${when(a)})`]]
  return after.required ? [[at, `"${path}" é obrigatória e passou a aparecer também ${when(a)}`]] : []
}

/** Declarations that point at nothing in the current form: a typo there would silently lose answers. */
function checkDeclarations(form: FormFile): Problem[] {
  return migrationsOf(form.schema).flatMap((m, i): Problem[] => {
    const at = pointerOf('x-form', 'migrations', i)
    const exists = (path: string) => schemaAt(form.schema, segments(path)) !== undefined
    if ('rename' in m && !exists(m.rename.to))
      return [problem(form.schemaFile, at, `a migração renomeia "${m.rename.from}" para "${m.rename.to}", que não existe no schema`)]
    if ('removeField' in m && exists(m.removeField))
      return [problem(form.schemaFile, at, `a migração remove "${m.removeField}", que ainda existe no schema`)]
    if ('tighten' in m && !exists(m.tighten))
      return [problem(form.schemaFile, at, `a migração cita "${m.tighten}", que não existe no schema`)]
    if ('removeOption' in m) {
      const field = schemaAt(form.schema, segments(m.removeOption.field))
      if (!field) return [problem(form.schemaFile, at, `a migração cita "${m.removeOption.field}", que não existe no schema`)]
      const options = optionsOf(field).map((o) => o.const)
      if (m.removeOption.mapTo !== undefined && !options.includes(m.removeOption.mapTo)) {
        return [problem(form.schemaFile, at, `"mapTo" ${quote(m.removeOption.mapTo)} não é uma opção atual de "${m.removeOption.field}"`)]
      }
    }
    return []
  })
}

export interface BreakingEdit {
  formId: string
  schemaFile: string
  pointer: string
  message: string
  kind: 'field' | 'option' | 'rule'
  path: string
  value?: unknown
  declared: boolean
}

export function breakingEdits(form: FormFile, published: Record<string, FieldContract>): BreakingEdit[] {
  const now = contractOf(form.schema)
  const is = declared(migrationsOf(form.schema))
  const edits: BreakingEdit[] = []
  const add = (edit: Omit<BreakingEdit, 'formId' | 'schemaFile'>) => edits.push({ formId: form.id, schemaFile: form.schemaFile, ...edit })
  for (const [path, before] of Object.entries(published)) {
    const after = now[path]
    if (!after) {
      const parentGone = path.includes('.') && !now[segments(path).slice(0, -1).join('.')]
      if (parentGone) continue // reported once, for the group
      add({
        kind: 'field',
        path,
        declared: is.moved(path),
        pointer: pointerAt(path),
        message:
          `a pergunta "${path}" já foi publicada e não existe mais (removida ou renomeada): respostas guardadas e rascunhos usam essa chave. ` +
          `Mantenha a chave e mude só o "title", ou declare em x-form.migrations { "rename": { "from": "${path}", "to": "<chave nova>" } } ou { "removeField": "${path}" }`,
      })
      continue
    }
    for (const value of before.options ?? []) {
      if (!after.options || after.options.includes(value)) continue
      add({
        kind: 'option',
        path,
        value,
        declared: is.optionRemoved(path, value),
        pointer: after.type === 'array' ? pointerAt(path, 'items', 'oneOf') : pointerAt(path, 'oneOf'),
        message:
          `a opção ${quote(value)} de "${path}" já foi publicada e não existe mais: respostas guardadas e rascunhos a usam. ` +
          `Mantenha o "const" e mude só o "title", ou declare em x-form.migrations { "removeOption": { "field": "${path}", "value": ${quote(value)}, "mapTo": <opção atual> } } (sem "mapTo", a resposta é descartada)`,
      })
    }
    for (const [pointer, what] of [...narrowed(path, before, after), ...conditionChanged(form.schema, path, before, after)]) {
      add({
        kind: 'rule',
        path,
        declared: is.tightened(path),
        pointer,
        message: `${what}: respostas e rascunhos antigos podem não passar${tightenHint(path)}`,
      })
    }
  }
  for (const [path, after] of Object.entries(now)) {
    if (published[path] || !after.required || is.renamedTo(path)) continue
    const parent = segments(path).slice(0, -1).join('.')
    if (parent && !published[parent]) continue // inside a new group: old answers have no group to complete
    add({
      kind: 'rule',
      path,
      declared: is.tightened(path),
      pointer: pointerAt(path),
      message: `a pergunta nova "${path}" é obrigatória: rascunhos e páginas abertas antes não a têm. Deixe-a opcional${tightenHint(path)}`,
    })
  }
  return edits
}

export const allBreakingEdits = ({ forms, published }: CheckContext): BreakingEdit[] =>
  forms.flatMap((form) => {
    const lock = published?.forms[form.id]
    return lock ? breakingEdits(form, lock.fields) : []
  })

/** Schema-registry backward compatibility (docs/decisions/070-*.md); a breaking edit passes once declared in `x-form.migrations`. */
export function checkCompatibility(context: CheckContext): Problem[] {
  return [
    ...context.forms.flatMap(checkDeclarations),
    ...allBreakingEdits(context)
      .filter((e) => !e.declared)
      .map((e) => problem(e.schemaFile, e.pointer, e.message)),
  ]
}
