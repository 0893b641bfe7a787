import { existsSync, readFileSync } from 'node:fs'
import { parseJson, problem, type Problem } from '#form-core/check/problem.ts'
import { checkChecklistRules } from './checklist-rules.ts'
import { checkChecklistSchema } from './checklist-schema.ts'

export interface ChecklistCheck {
  problems: Problem[]
  /** The file's text, to turn pointers into line:column; undefined when the file is missing. */
  text?: string
}

/** The audit's config (src/tools/audit/checklist.json): valid JSON, valid against its schema, and coherent. */
export function checkChecklist(file: string): ChecklistCheck {
  if (!existsSync(file)) return { problems: [problem(file, '', 'arquivo da auditoria não encontrado')] }
  const text = readFileSync(file, 'utf8')
  const json = parseJson(file, text)
  if (!json.ok) return { problems: json.problems, text }
  return { problems: [...checkChecklistSchema(file, json.value), ...checkChecklistRules(file, json.value)], text }
}
