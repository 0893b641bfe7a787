import { readFileSync } from 'node:fs'
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser'
import type { Problem } from './problem.ts'

export type JsonFile =
  | { ok: true; file: string; text: string; value: Record<string, unknown> }
  | { ok: false; file: string; text: string; problems: Problem[] }

/** Strict JSON (no comments, no trailing commas) with the position of every syntax error. */
export function readJson(file: string): JsonFile {
  const text = readFileSync(file, 'utf8')
  const errors: ParseError[] = []
  const value: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: true })
  if (errors.length > 0) {
    const problems = errors.map((e) => ({
      file,
      pointer: '',
      offset: e.offset,
      message: `JSON inválido: ${printParseErrorCode(e.error)}`,
    }))
    return { ok: false, file, text, problems }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, file, text, problems: [{ file, pointer: '', message: 'o arquivo deve conter um objeto JSON' }] }
  }
  return { ok: true, file, text, value: value as Record<string, unknown> }
}
