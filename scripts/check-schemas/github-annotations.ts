import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { lineColumn, offsetOf, type Problem } from '#form-authoring'
import type { CheckResult } from './check-form-files.ts'

/** GitHub's workflow-command escaping: the message's `%`, CR and LF; in properties also `:` and `,`. */
const escape = (text: string, property = false) => {
  const data = text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
  return property ? data.replaceAll(':', '%3A').replaceAll(',', '%2C') : data
}

/** `::error file=…,line=…,col=…::message`: GitHub shows each problem on its line of the pull request's diff. */
export function annotation(p: Problem, text: string | undefined, file: string): string {
  const { line, column } = text ? lineColumn(text, p.offset ?? offsetOf(text, p.pointer)) : { line: 1, column: 1 }
  return `::error file=${escape(file, true)},line=${line},col=${column},title=${escape(p.pointer || '/', true)}::${escape(p.message)}`
}

/** The forms a pull request changes, by id: `git diff` against the base branch the workflow checked out with it. */
function changedForms(baseRef: string): string[] {
  const out = execFileSync('git', ['diff', '--name-only', `origin/${baseRef}...HEAD`, '--', 'schemas', 'ui-schemas'], { encoding: 'utf8' })
  return [
    ...new Set(
      out
        .split('\n')
        .filter(Boolean)
        .map((f) => f.replace(/^(ui-)?schemas\//, '').replace(/\.json$/, '')),
    ),
  ].sort()
}

/** The job summary: the result, the changed forms, and per changed form what it breaks in the published revisions. */
export function writeSummary(summaryFile: string, result: CheckResult, baseRef: string | undefined, where: (file: string) => string): void {
  const changed = baseRef ? changedForms(baseRef) : []
  const lines = [
    '## check:schemas',
    '',
    result.problems.length === 0
      ? `Nenhum problema em ${result.formCount} formulários e na auditoria.`
      : `**${result.problems.length} problema(s)**, anotados nas linhas dos arquivos:`,
    ...result.problems.slice(0, 50).map((p) => `- \`${where(p.file)}\` \`${p.pointer || '/'}\`: ${p.message}`),
    '',
    '### Questionários alterados',
    ...(changed.length ? changed.map((id) => `- \`${id}\``) : [baseRef ? 'Nenhum.' : 'Fora de um pull request: sem comparação.']),
    '',
    '### Compatibilidade com o que está publicado',
  ]
  for (const id of changed) {
    const edits = result.breaking.filter((e) => e.formId === id)
    lines.push(
      edits.length === 0
        ? `- \`${id}\`: nada do que está publicado é quebrado.`
        : `- \`${id}\`: ${edits.map((e) => `${e.declared ? 'declarado' : '**não declarado**'}: ${e.message.split(':')[0]}`).join('; ')}`,
    )
  }
  appendFileSync(summaryFile, `${lines.join('\n')}\n`)
}
