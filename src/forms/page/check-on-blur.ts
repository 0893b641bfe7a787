import { toErrorSchema, type RJSFValidationError } from '@rjsf/utils'
import { useCallback, useMemo, useRef, useState } from 'react'
import { present } from '#form-core'
import type { FormData } from '../submit/submit-form.ts'

/** RJSF's id of the field an error is about: `.contactInfo.email` → `root_contactInfo_email` (a missing one has no dot). */
const fieldIdOf = (error: RJSFValidationError) => `root_${(error.property ?? '').replace(/^\./, '').replaceAll('.', '_')}`

/**
 * A field the visitor filled in is checked when left, with the same validation and messages as the submit (issue 25:
 * "Site atual" said what was wrong only after the submit); an empty one waits for the submit. Until the first
 * submit only: from then on RJSF shows every message and clears a field's own as it is edited, and a change of
 * `extraErrors` would make it merge that submit's list again, messages already fixed included. Not RJSF's
 * `liveValidate: "onBlur"`, which shows every question's errors and re-draws them all at each blur.
 */
export function useCheckOnBlur(validate: (data: FormData) => RJSFValidationError[], initial: FormData) {
  const [shown, setShown] = useState<RJSFValidationError[]>([])
  const latest = useRef(initial)
  const active = useRef(true)
  const check = useCallback(
    // After RJSF has reported the field's last change, which comes after the blur.
    (id: string, value: unknown) =>
      setTimeout(() => {
        if (!active.current) return
        const own = present(value) ? validate(latest.current).filter((e) => fieldIdOf(e) === id) : []
        setShown((before) => (own.length || before.length ? [...before.filter((e) => fieldIdOf(e) !== id), ...own] : before))
      }),
    [validate],
  )
  const remember = useCallback((data: FormData) => void (latest.current = data), [])
  /** At the submit, whose validation lists every error itself; `restart` when the form is emptied for a new answer. */
  const stop = useCallback(() => {
    active.current = false
    setShown((before) => (before.length ? [] : before))
  }, [])
  const restart = useCallback(() => void (active.current = true), [])
  /** Shows `errors` (a step's, at "Continuar") as a blur would; false once the submit's validation shows them itself. */
  const show = useCallback((errors: RJSFValidationError[]) => {
    if (!active.current) return false
    const ids = new Set(errors.map(fieldIdOf))
    setShown((before) => [...before.filter((e) => !ids.has(fieldIdOf(e))), ...errors])
    return true
  }, [])
  const extraErrors = useMemo(() => (shown.length ? toErrorSchema<FormData>(shown) : undefined), [shown])
  return { extraErrors, check, remember, stop, restart, show }
}
