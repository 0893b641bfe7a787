import type { CheckContext } from '../check-input.ts'
import { createAjv } from '#form-core'
import { FORM_FILE_SCHEMA, UI_SCHEMA_FILE_SCHEMA } from '../file-schemas.ts'
import { errorsInPortuguese } from '../ajv-errors-pt.ts'
import { problem, type Problem } from '../problem.ts'

const ajv = createAjv({ strict: false })
const validForm = ajv.compile(FORM_FILE_SCHEMA)
const validUi = ajv.compile(UI_SCHEMA_FILE_SCHEMA)

/** Plain sentences where ajv's would only say "must equal the constant". */
const uiHints = { '/ui:options/sections/*/variant': { const: 'a única variante de seção é "card" (a seção aparece em destaque)' } }

/** The same JSON Schemas that underline a slip in VS Code fail the check; `x-form` has its own rule (meta.ts). */
export function checkFileShapes({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ schemaFile, uiFile, schema, uiSchema }) => [
    ...(validForm(schema)
      ? []
      : errorsInPortuguese(validForm.errors ?? [])
          .filter((e) => !e.pointer.startsWith('/x-form'))
          .map((e) => problem(schemaFile, e.pointer, e.message))),
    ...(validUi(uiSchema) ? [] : errorsInPortuguese(validUi.errors ?? [], uiHints).map((e) => problem(uiFile, e.pointer, e.message))),
  ])
}
