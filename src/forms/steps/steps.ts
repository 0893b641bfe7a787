import type { RJSFValidationError } from '@rjsf/utils'
import { isObject, type JsonObject } from '#form-core'
import type { Section } from '../theme/section-box.tsx'

/**
 * A form whose ui-schema says `"ui:options": { "steps": true }` shows one section per screen on a phone (issue 43,
 * decision 203): these are the pure parts, which sections are steps, which are skipped, where the address says the
 * visitor is and which errors belong to a step. The page (use-form-steps.ts) moves between them.
 */

/** The address's search parameter: `?etapa=2` is the second declared section, 1-based as a person counts. */
export const STEP_PARAM = 'etapa'

/** Below Chakra's `md`: a phone, upright. Wider screens keep the one page, where the whole form fits the eye. */
export const STEPS_MEDIA = '(max-width: 47.99rem)'

/** The sections that are steps, or null when the form is one page (no `steps`, or no sections to step through). */
export function stepsOf(uiSchema: JsonObject): Section[] | null {
  const options = uiSchema['ui:options']
  if (!isObject(options) || options.steps !== true || !Array.isArray(options.sections)) return null
  const sections = options.sections as unknown as Section[]
  return sections.length > 1 ? sections : null
}

/** Indexes of the sections with at least one question these answers show: a section of hidden questions is skipped. */
export const shownSteps = (sections: readonly Section[], hidden: ReadonlySet<string>): number[] =>
  sections.flatMap((section, index) => (section.fields.some((field) => !hidden.has(field)) ? [index] : []))

/** The declared section the address names (0-based), or null when it names none (absent, not a number, out of range). */
export function parseStep(search: string, count: number): number | null {
  const raw = new URLSearchParams(search).get(STEP_PARAM)
  if (raw === null || !/^\d+$/.test(raw)) return null
  const step = Number(raw) - 1
  return step >= 0 && step < count ? step : null
}

/** `search` naming `step` (0-based), other parameters kept; the first step is the address without the parameter. */
export function stepSearch(search: string, step: number): string {
  const params = new URLSearchParams(search)
  if (step <= 0) params.delete(STEP_PARAM)
  else params.set(STEP_PARAM, String(step + 1))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The step to show for `wanted`: itself when shown, else the next shown one, else the last shown (never a hidden one). */
export function settleStep(wanted: number, shown: readonly number[]): number {
  return shown.find((index) => index >= wanted) ?? shown.at(-1) ?? 0
}

/** The question an error is about: `.contactInfo.email` → `contactInfo`; RJSF names a missing one without the dot. */
const questionOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? ''

/** The errors about the questions of `section` that are shown: what "Continuar" reports. */
export function errorsInStep(errors: readonly RJSFValidationError[], section: Section, hidden: ReadonlySet<string>) {
  const fields = new Set(section.fields.filter((field) => !hidden.has(field)))
  return errors.filter((error) => fields.has(questionOf(error)))
}

/** The first shown step holding one of `errors`, in page order; null when none does. */
export function firstStepWithError(
  errors: readonly RJSFValidationError[],
  sections: readonly Section[],
  shown: readonly number[],
  hidden: ReadonlySet<string>,
): number | null {
  return shown.find((index) => errorsInStep(errors, sections[index]!, hidden).length > 0) ?? null
}
