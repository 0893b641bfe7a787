import type { RJSFValidationError } from '@rjsf/utils'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { hiddenKeys, isObject, type JsonObject } from '#form-core'
import { QUESTION_ATTRIBUTE } from '../theme/field-template.tsx'
import {
  errorsInStep,
  firstStepWithError,
  parseStep,
  settleStep,
  shownSteps,
  STEP_PARAM,
  stepSearch,
  STEPS_MEDIA,
  stepsOf,
} from './steps.ts'

/** Where a form shown step by step is: the declared section on screen, and its place among the steps shown. */
export interface FormStep {
  /** The declared section (0-based, `ui:options.sections`): what the address's `?etapa=` names, minus one. */
  section: number
  /** Its place among the steps these answers show (0-based): "Etapa {position + 1} de {count}". */
  position: number
  count: number
  first: boolean
  last: boolean
}

/** The step on screen, null for a form on one page: the sections template draws only that step's section. */
export const StepContext = createContext<FormStep | null>(null)

/** The step the visitor is on, for whatever reads it (the funnel per step of issue 46): null on a one-page form. */
export const useFormStep = () => useContext(StepContext)

const onWidthChange = (change: () => void) => {
  const media = matchMedia(STEPS_MEDIA)
  media.addEventListener('change', change)
  return () => media.removeEventListener('change', change)
}
const useNarrow = () => useSyncExternalStore(onWidthChange, () => matchMedia(STEPS_MEDIA).matches)

/** Marks a history entry a "Continuar" pushed: "Voltar" there is the browser's back, so both move alike. */
const pushedState = { [STEP_PARAM]: true }
const wasPushed = (state: unknown) => isObject(state) && state[STEP_PARAM] === true

/** Waits for the step's questions to mount (a few at a time), then runs `then`. */
function whenStepDrawn(then: (step: HTMLElement) => void, frames = 60) {
  const step = document.querySelector<HTMLElement>('[data-form-step]')
  if (step && !step.hasAttribute('aria-busy')) then(step)
  else if (frames > 0) requestAnimationFrame(() => whenStepDrawn(then, frames - 1))
}

interface StepOptions {
  schema: JsonObject
  uiSchema: JsonObject
  /** The answers on screen (hidden ones kept), read when a button is pressed. */
  answers: () => JsonObject
  formData: JsonObject
  validate: (data: JsonObject) => RJSFValidationError[]
  /** Shows a step's errors at their questions and focuses the first (the page's own way of showing errors). */
  showErrors: (errors: RJSFValidationError[]) => void
  /** Mounts every question still waiting, and gathers text still being typed. */
  flush: () => void
  restoredStep: number | undefined
  saveStep: (step: number) => void
}

/**
 * One section per screen on a phone, for a form that declares `steps` (decision 203). The address holds the step
 * (`?etapa=3`): "Continuar" pushes an entry, so the browser's back moves between steps, and a reload stays on it; the
 * draft keeps it, so a visitor coming back without the address resumes there. One Form and one validator: a step's
 * errors are the whole validation's errors about its questions.
 */
export function useFormSteps({ schema, uiSchema, answers, formData, validate, showErrors, flush, restoredStep, saveStep }: StepOptions) {
  const sections = useMemo(() => stepsOf(uiSchema), [uiSchema])
  const narrow = useNarrow()
  const { search, state, key } = useLocation()
  const navigate = useNavigate()
  const active = sections !== null && narrow ? sections : null
  const shown = active ? shownSteps(active, hiddenKeys(schema, formData)) : []
  // Opened without a step in the address, the draft's step is drawn at once, while the address catches up.
  const [opened] = useState(() => ({ key, step: parseStep(search, sections?.length ?? 0) === null ? restoredStep : undefined }))
  const resumeAt = key === opened.key ? opened.step : undefined
  const section = active ? settleStep(parseStep(search, active.length) ?? resumeAt ?? 0, shown) : 0
  const position = Math.max(0, shown.indexOf(section))
  const previous = shown.slice(0, position).at(-1)
  const step = useMemo<FormStep | null>(
    () => (active ? { section, position, count: shown.length, first: position === 0, last: position === shown.length - 1 } : null),
    [active, section, position, shown.length],
  )

  const go = useCallback(
    (to: number, how: { replace?: boolean; pushed?: boolean } = {}) =>
      navigate({ search: stepSearch(window.location.search, to) }, { replace: how.replace, state: how.pushed ? pushedState : null }),
    [navigate],
  )

  // Coming back without the address (a new visit), the draft's step, written into the address once.
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current || !active) return
    resumed.current = true
    if (opened.step !== undefined) go(opened.step, { replace: true })
  }, [active, opened, go])

  useEffect(() => {
    if (active) saveStep(section)
  }, [active, section, saveStep])

  // A new step starts at its title, focused so a screen reader says where the visitor is; after a send refused for a
  // question of another step, at that question.
  const drawn = useRef(section)
  const toError = useRef(false)
  useEffect(() => {
    if (!active || drawn.current === section) return
    drawn.current = section
    whenStepDrawn((box) => {
      if (toError.current) {
        toError.current = false
        const frame = box.querySelector<HTMLElement>('[id$="__error"]')?.closest<HTMLElement>(`[${QUESTION_ATTRIBUTE}]`)
        const control = frame?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
        if (frame && control) {
          control.focus({ preventScroll: true })
          frame.scrollIntoView({ block: 'start' })
          return
        }
      }
      const heading = box.querySelector<HTMLElement>('h2')
      if (heading) {
        heading.tabIndex = -1
        heading.focus({ preventScroll: true })
      }
      box.scrollIntoView({ block: 'start' })
    })
  }, [active, section])

  /** "Continuar": this step's questions checked; the next shown step when they pass, the first error focused if not. */
  const next = useCallback(() => {
    if (!active) return
    flush()
    const data = answers()
    const hiddenNow = hiddenKeys(schema, data)
    const errors = errorsInStep(validate(data), active[section]!, hiddenNow)
    if (errors.length > 0) return showErrors(errors)
    const following = shownSteps(active, hiddenNow).find((index) => index > section)
    if (following !== undefined) go(following, { pushed: true })
  }, [active, flush, answers, schema, validate, section, showErrors, go])

  /** "Voltar": the browser's back when the entry came from "Continuar", else the previous shown step in its place. */
  const back = useCallback(() => {
    if (previous === undefined) return
    if (wasPushed(state)) navigate(-1)
    else go(previous, { replace: true })
  }, [previous, state, navigate, go])

  /** A send refused for a question of another step (RJSF's `onError`): that step, its first error focused. */
  const onErrors = useCallback(
    (errors: RJSFValidationError[]) => {
      if (!active) return
      const hiddenNow = hiddenKeys(schema, answers())
      if (errorsInStep(errors, active[section]!, hiddenNow).length > 0) return
      const target = firstStepWithError(errors, active, shownSteps(active, hiddenNow), hiddenNow)
      if (target === null) return
      toError.current = true
      go(target)
    },
    [active, schema, answers, section, go],
  )

  /** After a send: a new briefing starts at the first step. */
  const restart = useCallback(() => {
    if (active && parseStep(window.location.search, active.length) !== null) go(0, { replace: true })
  }, [active, go])

  return { step, next, back, onErrors, restart }
}
