/** JSON as every layer sees it: the browser, the Edge Function, the local backend and the scripts. */
export type JsonObject = { [key: string]: unknown }

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `value` when it is a JSON object, else an empty one: for optional nodes of a schema or ui-schema. */
export const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {})
