import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators'
import type { RJSFSchema } from '@rjsf/utils'
import { build } from 'esbuild'
import { precompileOptions } from '#form-core'

/** RJSF emits CommonJS only (rjsf-team/react-jsonschema-form#4436): esbuild converts it to ESM, leaving the ajv compiler out of the browser. */
export async function compileValidatorModule(schema: RJSFSchema): Promise<string> {
  // The server's formats and keywords (form-core/ajv.ts): `http://` and `javascript:` are refused on both sides.
  const cjs = compileSchemaValidatorsCode(schema, precompileOptions)
  const result = await build({
    stdin: { contents: cjs, loader: 'js', resolveDir: import.meta.dirname, sourcefile: 'validator.cjs' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}
