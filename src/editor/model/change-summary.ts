import { objectAt } from '#form-core'
import { sectionsOfForm, KIND_LABELS, type FormPair, type Question } from './form-model.ts'

const LIMITS = [
  ['minLength', 'mínimo de caracteres'],
  ['maxLength', 'máximo de caracteres'],
  ['minimum', 'valor mínimo'],
  ['maximum', 'valor máximo'],
] as const

/**
 * What an edit changed, in Portuguese, one line per change: the pull request's "O que mudou" and the editor's
 * summary before saving. Questions are named by title (and id when it changed), options by label.
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
  const name = (q: Question) => `"${q.title || q.id}"`
  for (const [path, q] of now) {
    const was = old.get(path)
    if (!was) {
      lines.push(`Pergunta nova: ${name(q)} (${KIND_LABELS[q.kind]}, id \`${q.id}\`${q.required ? ', obrigatória' : ''}).`)
      continue
    }
    if (was.title !== q.title) lines.push(`Pergunta ${name(was)} agora se chama ${name(q)}.`)
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
      lines.push(
        `Pergunta ${name(q)}: marcação de dado pessoal de ${JSON.stringify(was.personal ?? null)} para ${JSON.stringify(q.personal ?? null)}.`,
      )
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
  for (const [path, q] of old) if (!now.has(path)) lines.push(`Pergunta removida (ou com id novo): ${name(q)} (id \`${q.id}\`).`)
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
  const meta = (pair: FormPair) => objectAt(pair.schema['x-form'])
  const changedMeta = Object.keys({ ...meta(before), ...meta(after) }).filter(
    (k) => JSON.stringify(meta(before)[k]) !== JSON.stringify(meta(after)[k]),
  )
  if (changedMeta.length) lines.push(`Página (x-form): ${changedMeta.map((k) => `\`${k}\``).join(', ')} alterado(s).`)
  if (lines.length === 0 && JSON.stringify(before) !== JSON.stringify(after))
    lines.push('Ajustes nos arquivos que o editor visual não detalha (veja o diff).')
  return lines
}
