import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils'
import type { JsonObject } from '#form-core/json.ts'
import { errorLister } from '#form-core/messages.ts'

/**
 * RJSF's `transformErrors` for one form: the server's list of what to correct (form-core/messages.ts), the same
 * sentences in the same order, each kept on RJSF's error so it shows under its field.
 */
export function createErrorTransformer(schema: RJSFSchema, uiSchema: UiSchema): ErrorTransformer {
  const list = errorLister(schema as JsonObject, uiSchema as JsonObject)
  return (errors) =>
    list(
      errors.map((e) => ({ path: (e.property ?? '').split('.').filter(Boolean), keyword: e.name ?? '', params: e.params, schemaPath: e.schemaPath, message: e.message })),
    ).map(({ index, message }) => ({ ...errors[index], message, stack: message }))
}
