import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'
import { isObject, pointerOf, pointerSegments, type JsonObject } from '#form-core'

export interface Problem {
  file: string
  /** JSON pointer inside the file ('' for the whole file). */
  pointer: string
  message: string
  /** Set when known without a pointer (JSON syntax errors). */
  offset?: number
}

export const problem = (file: string, pointer: string, message: string): Problem => ({ file, pointer, message })

export { pointerOf }

const segmentsOf = (pointer: string): (string | number)[] => pointerSegments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s))

/** Offset of the deepest existing node on the pointer's path (a missing key points at its parent). */
export function offsetOf(text: string, pointer: string): number {
  const tree = parseTree(text)
  if (!tree) return 0
  const segments = segmentsOf(pointer)
  for (let n = segments.length; n >= 0; n--) {
    const node: Node | undefined = findNodeAtLocation(tree, segments.slice(0, n))
    if (node) return node.parent?.type === 'property' ? node.parent.offset : node.offset
  }
  return 0
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** `file:line:column  /json/pointer  message`, the format editors and CI logs link to. */
export function formatProblem(p: Problem, text: string | undefined, relativeFile: string): string {
  const offset = p.offset ?? (text ? offsetOf(text, p.pointer) : 0)
  const { line, column } = text ? lineColumn(text, offset) : { line: 1, column: 1 }
  return `${relativeFile}:${line}:${column}  ${p.pointer || '/'}  ${p.message}`
}

/**
 * How deep a form file may nest objects and arrays. The deepest questionnaire nests 7; every walk over a schema
 * (hashing, checks, the renderer) recurses, so a file 5,000 deep is refused where it enters, not where it overflows.
 */
export const MAX_JSON_DEPTH = 32

/** How deep a JSON text nests `{}` and `[]`, counted without parsing it (parsers recurse too). */
export function textDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x7d || c === 0x5d) depth--
  }
  return deepest
}

/** The Portuguese refusal for a text nested deeper than MAX_JSON_DEPTH, or undefined. */
export function tooDeep(text: string): string | undefined {
  const depth = textDepth(text)
  return depth > MAX_JSON_DEPTH
    ? `o arquivo aninha ${depth} níveis de { } e [ ]; um questionário tem no máximo ${MAX_JSON_DEPTH}`
    : undefined
}

export type JsonFile = { ok: true; value: JsonObject } | { ok: false; problems: Problem[] }

/** jsonc-parser's error codes as a person would say them (the position goes beside, as line and column). */
const SYNTAX: Record<string, string> = {
  ValueExpected: 'falta um valor (uma vírgula sobrando antes de "}" ou "]"?)',
  CommaExpected: 'falta uma vírgula entre dois itens',
  ColonExpected: 'falta ":" entre o nome e o valor',
  PropertyNameExpected: 'esperava um nome entre aspas (uma vírgula sobrando antes de "}"?)',
  CloseBraceExpected: 'falta fechar um "}"',
  CloseBracketExpected: 'falta fechar um "]"',
  EndOfFileExpected: 'há texto depois do fim do JSON',
  UnexpectedEndOfString: 'um texto abre aspas e não fecha',
  UnexpectedEndOfComment: 'um comentário não termina (JSON não aceita comentários)',
  InvalidCommentToken: 'JSON não aceita comentários',
  InvalidSymbol: 'caractere inesperado (aspas simples, um comentário ou uma vírgula sobrando?)',
  InvalidEscapeCharacter: 'uma barra invertida (\\) antes de um caractere que não se escapa',
  InvalidCharacter: 'um caractere de controle dentro de um texto (uma quebra de linha?)',
}

export function parseJson(file: string, text: string): JsonFile {
  const deep = tooDeep(text)
  if (deep) return { ok: false, problems: [problem(file, '', deep)] }
  const errors: ParseError[] = []
  const value: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: true })
  if (errors.length > 0)
    return {
      ok: false,
      problems: errors.map((e) => ({
        file,
        pointer: '',
        offset: e.offset,
        message: `JSON inválido: ${SYNTAX[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}`,
      })),
    }
  return isObject(value) ? { ok: true, value } : { ok: false, problems: [problem(file, '', 'o arquivo deve conter um objeto JSON')] }
}
