import type { ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils'
import { useCallback, useMemo, useRef, useState } from 'react'
import { present } from '#form-core'
import type { FormData } from '../submit/submit-form.ts'

/** RJSF's id of the field an error is about: `.contactInfo.email` → `root_contactInfo_email`. */
const fieldIdOf = (error: RJSFValidationError) => ['root', ...(error.property ?? '').split('.').filter(Boolean)].join('_')

function errorSchemaOf(errors: RJSFValidationError[]): ErrorSchema | undefined {
  if (errors.length === 0) return undefined
  const root: Record<string, unknown> = {}
  for (const error of errors) {
    let node = root
    for (const key of (error.property ?? '').split('.').filter(Boolean)) node = (node[key] ??= {}) as Record<string, unknown>
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), error.message ?? '']
  }
  return root as ErrorSchema
}

interface Checked {
  validator: ValidatorType<FormData>
  schema: RJSFSchema
  uiSchema: UiSchema
  transformErrors: ErrorTransformer
  /** The answers the form starts with (a restored draft). */
  initial: FormData
}

/**
 * A field the visitor filled in is checked when left, with the same validator and messages as the submit (issue 25:
 * "Site atual" said what was wrong only after the submit). An empty field is left alone until the submit.
 * RJSF's own `liveValidate: "onBlur"` re-validates and re-draws every question of the form at each blur.
 */
export function useCheckOnBlur({ validator, schema, uiSchema, transformErrors, initial }: Checked) {
  const [shown, setShown] = useState<RJSFValidationError[]>([])
  const latest = useRef<FormData>(initial)

  const check = useCallback(
    (id: string, value: unknown) => {
      // RJSF reports the field's last change after the blur: read the answers once that is done.
      setTimeout(() => {
        const { errors } = validator.validateFormData(latest.current, schema, undefined, transformErrors, uiSchema)
        const own = present(value) ? errors.filter((e) => fieldIdOf(e) === id) : []
        setShown((before) => {
          const next = [...before.filter((e) => fieldIdOf(e) !== id), ...own]
          return next.length === 0 && before.length === 0 ? before : next
        })
      })
    },
    [validator, schema, uiSchema, transformErrors],
  )
  const remember = useCallback((data: FormData) => void (latest.current = data), [])
  // The submit's validation lists every error itself: without this, a message would show twice.
  const clear = useCallback(() => setShown((before) => (before.length ? [] : before)), [])
  const extraErrors = useMemo(() => errorSchemaOf(shown), [shown])
  return { extraErrors, check, remember, clear }
}
