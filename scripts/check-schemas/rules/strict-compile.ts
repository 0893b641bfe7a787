import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { CheckContext } from '../context.ts'
import { problem, type Problem } from '../problem.ts'

/** Every schema compiles under ajv strict mode, the way the backend and the precompiled validators read it. */
export function checkStrictCompile({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, schema }) => {
    const ajv = new Ajv({ strict: true, allErrors: true })
    addFormats(ajv)
    ajv.addKeyword('x-form')
    try {
      ajv.compile(schema)
      return []
    } catch (error) {
      const message = (error as Error).message
      // ajv names the place as `at "<$id>#/json/pointer"` when it knows it.
      const pointer = /at "[^"#]*#([^"]*)"/.exec(message)?.[1] ?? ''
      return [problem(schemaFile, pointer, `não compila no modo estrito do ajv: ${message}`)]
    }
  })
}
