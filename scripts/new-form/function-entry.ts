import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { functionTodo } from './form-templates.ts'

/**
 * The new function's index.ts, copied from an existing `send-*-brief` entry with the name swapped:
 * whatever pattern the backend settles on, a new form follows it.
 */
export function functionEntryText(functionsDir: string, functionName: string): { text: string; copiedFrom?: string } {
  const pattern = existsSync(functionsDir)
    ? readdirSync(functionsDir)
        .filter((name) => /^send-.+-brief$/.test(name) && existsSync(join(functionsDir, name, 'index.ts')))
        .sort()[0]
    : undefined
  if (!pattern) return { text: functionTodo(functionName) }
  const text = readFileSync(join(functionsDir, pattern, 'index.ts'), 'utf8').replaceAll(pattern, functionName)
  return { text, copiedFrom: pattern }
}
