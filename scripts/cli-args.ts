import { parseArgs, type ParseArgsConfig } from 'node:util'

/** parseArgs's refusals, said to the person at the terminal; the flag or argument is quoted in its message. */
const PROBLEMS: Record<string, string> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'opção desconhecida',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'argumento inesperado',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: 'valor ausente ou inválido em',
}

/**
 * Every CLI's arguments (`scripts/<cli>/main.ts`, decision 161): node:util's parseArgs, strict, so a mistyped flag is
 * refused in Portuguese with the usage (exit 2) instead of being ignored.
 */
export function cliArgs<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    const problem = code === undefined ? undefined : PROBLEMS[code]
    if (!problem) throw error
    const quoted = /'([^']+)'/.exec(message)?.[1]?.split(' ')[0] ?? message
    console.error(`${problem} ${quoted}\n${usage}`)
    process.exit(2)
  }
}
