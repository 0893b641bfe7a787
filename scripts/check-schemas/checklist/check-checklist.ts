import { existsSync } from 'node:fs'
import { problem, type Problem } from '../problem.ts'
import { readJson } from '../read-json.ts'
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
  const json = readJson(file)
  if (!json.ok) return { problems: json.problems, text: json.text }
  return { problems: [...checkChecklistSchema(file, json.value), ...checkChecklistRules(file, json.value)], text: json.text }
}
