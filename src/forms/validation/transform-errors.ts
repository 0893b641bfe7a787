import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils'
import { type JsonObject, errorLister } from '#form-core'

// The same sentences in the same order as the server's list (form-core/messages.ts).
export function createErrorTransformer(schema: RJSFSchema, uiSchema: UiSchema): ErrorTransformer {
  const list = errorLister(schema as JsonObject, uiSchema as JsonObject)
  return (errors) =>
    list(
      errors.map((e) => ({
        path: (e.property ?? '').split('.').filter(Boolean),
        keyword: e.name ?? '',
        params: e.params,
        schemaPath: e.schemaPath,
        message: e.message,
      })),
    ).map(({ index, message }) => ({ ...errors[index], message, stack: message }))
}
