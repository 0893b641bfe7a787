import type { CheckContext } from '../check-input.ts'
import { type JsonObject, createAjv } from '#form-core'
import { errorsInPortuguese } from '../ajv-errors-pt.ts'
import { problem, type Problem } from '../problem.ts'
import { strictWarningsInPortuguese } from '../strict-warnings.ts'

/** What every strict-compile problem starts with: the schema's rules cannot be read, said without naming the library. */
const prefix = 'o schema não pode ser lido assim'

/** Strict "log" collects every strict problem; an unknown format still throws, so it is stubbed and the compile retried. */
function strictWarnings(schema: JsonObject): { warnings: string[]; unknownFormats: { name: string; at: string }[]; failure?: string } {
  const warnings: string[] = []
  const unknownFormats: { name: string; at: string }[] = []
  const logger = { log() {}, warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')), error() {} }
  const ajv = createAjv({ strict: 'log', logger })
  for (let attempt = 0; attempt < 50; attempt++) {
    warnings.length = 0
    try {
      ajv.compile(schema)
      return { warnings: [...new Set(warnings)], unknownFormats }
    } catch (error) {
      const message = (error as Error).message
      const format = /unknown format "([^"]+)" ignored in schema at path "[^"#]*#([^"]*)"/.exec(message)
      if (!format) return { warnings: [...new Set(warnings)], unknownFormats, failure: message }
      unknownFormats.push({ name: format[1], at: format[2] })
      ajv.addFormat(format[1], true)
    }
  }
  return { warnings, unknownFormats, failure: 'formatos desconhecidos demais' }
}

export function checkStrictCompile({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    const known = compiled.get(schema)
    if (known) return known
    const found = strictProblems(schemaFile, schema)
    compiled.set(schema, found)
    return found
  })
}

/**
 * Compiling is the costly rule (tens of ms per form): the editor checks the whole project on every pause in typing,
 * with the other forms' parsed files unchanged (check-forms.ts keeps them), so each schema object is compiled once.
 */
const compiled = new WeakMap<JsonObject, Problem[]>()

function strictProblems(schemaFile: string, schema: JsonObject): Problem[] {
  const ajv = createAjv()
  // A `$schema` ajv does not hold would be fetched, and ajv throws: the file-shape rule says which one it must be.
  if (schema.$schema !== undefined && (typeof schema.$schema !== 'string' || !ajv.getSchema(schema.$schema))) return []
  if (!ajv.validateSchema(schema)) {
    return errorsInPortuguese(ajv.errors ?? []).map(({ pointer, message }) =>
      problem(schemaFile, pointer, `não é um JSON Schema válido: ${pointer || '/'} ${message}`),
    )
  }
  const { warnings, unknownFormats, failure } = strictWarnings(schema)
  return [
    ...unknownFormats.map(({ name, at }) =>
      problem(schemaFile, `${at}/format`, `${prefix}: formato desconhecido "${name}" (use email, uri, date, date-time…)`),
    ),
    ...strictWarningsInPortuguese(warnings, schema).map(({ pointer, message, sameAsStructure }) =>
      problem(schemaFile, pointer, sameAsStructure ? message : `${prefix}: ${message}`),
    ),
    ...(failure ? [problem(schemaFile, '', `${prefix}: ${failure}`)] : []),
  ]
}
