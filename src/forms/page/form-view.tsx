import Form from '@rjsf/core'
import type { IChangeEvent } from '@rjsf/core'
import { Suspense, useCallback, useMemo, useRef, useState, type FormEvent, type Ref } from 'react'
import { flushSync } from 'react-dom'
import { createDeferredWork, DeferredWorkContext } from '../deferred/deferred-work.ts'
import { useDraft } from '../drafts.ts'
import type { FormEntry, FormModule } from '../form-entry.ts'
import { contactAnswers } from '../contact-answers.ts'
import { countAnswered, reachedCount } from '../progress.ts'
import { HONEYPOT_FIELD, hiddenKeys, type JsonObject, keepHiddenAnswers, purposeOf, shownAnswers, shownLeaves } from '#form-core'
import type { FormData } from '../submit/submit-form.ts'
import { sharedFormProps } from '../theme/form-props.ts'
import { createFormValidator } from '../validation/create-validator.ts'
import { createErrorTransformer } from '../validation/transform-errors.ts'
import { useCheckOnBlur } from './check-on-blur.ts'
import { focusFirstError } from './focus-first-error.ts'
import { FormStatus } from './form-status.tsx'
import { SubmitBar } from './submit-bar.tsx'
import { LazyConfirmationNotice } from '../../lib/ui/lazy-confirmation-notice.tsx'
import { useFormSubmit, type NoticeComponent } from './use-form-submit.ts'
import { StepContext, useFormSteps } from '../steps/use-form-steps.ts'
import { stepsOf } from '../steps/steps.ts'
import { useFunnel } from './funnel-events.ts'
import type { RJSFValidationError } from '@rjsf/utils'

// What the editor's preview draws the form with: importing them from here keeps the form page's code one chunk.
export { countAnswered, createErrorTransformer, FormStatus, sharedFormProps }
// The workspace's briefing reads answers with these: taking them from here keeps the form page's chunk whole (Rolldown
// would otherwise split form-core and Chakra's field parts, which both use, into new chunks every form page loads).
export { answeredSections } from '#form-core'

// Off-screen rather than display:none: bots skip inputs they can tell are hidden.
const offScreen = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const

function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Não preencha este campo</label>
      <input
        id={`${HONEYPOT_FIELD}-input`}
        name={HONEYPOT_FIELD}
        ref={inputRef}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

// Typing and mounting are deferred (decision 090); the draft written on hide flushes the typing, a submit flushes both.
export function FormView({ form, module }: { form: FormEntry; module: FormModule }) {
  const validator = useMemo(() => createFormValidator(module), [module])
  const transformErrors = useMemo(() => createErrorTransformer(module.schema, module.uiSchema), [module])
  const [work] = useState(createDeferredWork)
  // Synchronous, so RJSF's state holds the text before the submit event or the page's last draft write reads it.
  const flushTyping = useCallback(() => flushSync(work.typing.flushAll), [work])
  const draft = useDraft(form.id, { revision: module.revision, schema: module.schema as JsonObject, beforeHide: flushTyping })
  const [formData, setFormData] = useState<FormData>(() => draft.restored?.data ?? {})
  // The answers as RJSF reports them, plus those a changed condition hid (kept for a change of mind, decision 180).
  const answers = useRef(formData)
  const [resetCount, setResetCount] = useState(0)
  const trap = useRef<HTMLInputElement>(null)
  const rjsf = useRef<Form<FormData>>(null)
  const { discard: discardDraft, save: saveDraft, flush: flushDraft, saveStep } = draft
  const validate = useCallback(
    (data: FormData) => validator.validateFormData(data, module.schema, undefined, transformErrors, module.uiSchema).errors,
    [validator, module, transformErrors],
  )
  const blurCheck = useCheckOnBlur(validate, formData)
  const { remember, stop: stopBlurChecks, restart: restartBlurChecks, show: showOnBlur } = blurCheck
  const schema = module.schema as JsonObject
  // A step's errors, shown as a blur shows them; after a refused send, RJSF's own validation shows them.
  const showErrors = useCallback(
    (errors: RJSFValidationError[]) => {
      let shown = false
      flushSync(() => void (shown = showOnBlur(errors)))
      if (shown) focusFirstError()
      else rjsf.current?.validateForm()
    },
    [showOnBlur],
  )
  const flushAll = useCallback(() => {
    flushSync(() => {
      work.typing.flushAll()
      work.rendering.flushAll()
    })
  }, [work])
  const readAnswers = useCallback(() => answers.current, [])
  const steps = useFormSteps({
    schema,
    uiSchema: module.uiSchema as JsonObject,
    answers: readAnswers,
    formData,
    validate,
    showErrors,
    flush: flushAll,
    restoredStep: draft.restored?.step,
    saveStep,
  })
  const { step, restart: restartSteps } = steps
  const { frame: funnelFrame, submitted: funnelSubmitted } = useFunnel(
    form.id,
    module.revision,
    schema,
    module.uiSchema as JsonObject,
    !('local' in form.submit),
  )

  // Empties the form, or starts it with `kept`: after a send, who the visitor is (issue 43: a second briefing asked
  // for name, e-mail and phone again).
  const clear = useCallback(
    (kept: FormData = {}) => {
      discardDraft()
      answers.current = kept
      setFormData(kept)
      remember(kept)
      restartBlurChecks()
      setResetCount((n) => n + 1)
    },
    [discardDraft, remember, restartBlurChecks],
  )
  const discardAll = useCallback(() => clear(), [clear])
  // Staying on the page, the emptied form gives way to the confirmation until the visitor asks for another.
  // The notice's component arrived with the send; the lazy one (with its own fetch) only if that fetch failed.
  const [confirmed, setConfirmed] = useState<{ Notice: NoticeComponent } | null>(null)
  const [reference, setReference] = useState<string>()
  const stays = !form.afterSuccess && form.confirmation !== undefined
  const { submitting, submit, alert } = useFormSubmit(form, module.revision, (Notice, sent) => {
    if (form.clearOnSuccess === false) discardDraft()
    else clear(contactAnswers(module.schema as JsonObject, module.uiSchema as JsonObject, answers.current))
    setReference(sent)
    funnelSubmitted()
    restartSteps()
    if (stays) setConfirmed({ Notice: Notice ?? LazyConfirmationNotice })
  })
  const beforeSubmit = useCallback(() => {
    flushSync(() => {
      work.typing.flushAll()
      work.rendering.flushAll()
      stopBlurChecks()
    })
    flushDraft()
  }, [work, flushDraft, stopBlurChecks])

  const onChange = useCallback(
    ({ formData: reported }: IChangeEvent<FormData>) => {
      const next = keepHiddenAnswers(module.schema as JsonObject, answers.current, reported ?? {})
      answers.current = next
      setFormData(next)
      saveDraft(next)
      remember(next)
    },
    [module, saveDraft, remember],
  )
  // Answers that leave the browser say why, next to the button that sends them (decision 080).
  const purpose = 'local' in form.submit ? undefined : purposeOf(module.schema as JsonObject)
  // Same elements while nothing they show changes: RJSF deep-compares its props, children included.
  const stepButtons = useMemo(() => step && { last: step.last, onBack: step.first ? undefined : steps.back }, [step, steps.back])
  const formChildren = useMemo(
    () => (
      <>
        <HoneypotField inputRef={trap} />
        <SubmitBar
          buttons={form.buttons}
          submitting={submitting}
          onBeforeSubmit={beforeSubmit}
          purpose={purpose}
          alert={alert}
          step={stepButtons}
        />
      </>
    ),
    [form.buttons, submitting, beforeSubmit, purpose, alert, stepButtons],
  )
  // Only the questions these answers show count, in the answered and in the total; an answer refused is not counted.
  const hidden = hiddenKeys(schema, formData)
  const refused = useMemo(() => new Set(validate(formData).map((e) => e.property ?? '')), [validate, formData])
  const answered = countAnswered(hidden.size ? shownAnswers(schema, formData) : formData, refused)
  // Step by step, the bar says where the visitor is (decision 206); the count beside it stays the answers.
  const sections = useMemo(() => stepsOf(module.uiSchema as JsonObject), [module])
  const reached = useMemo(() => {
    if (!step || !sections) return undefined
    const leaves = shownLeaves(schema, module.uiSchema as JsonObject, formData).map((leaf) => leaf.path)
    const passed = new Set(sections.slice(0, step.section).flatMap((section) => section.fields))
    return reachedCount(leaves, formData, refused, { passed, done: step.last && refused.size === 0 })
  }, [step, sections, schema, module, formData, refused])

  const continueInstead = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    steps.next()
  }

  if (confirmed && form.confirmation) {
    const again = () => {
      setConfirmed(null)
      // The focus was on the confirmation: give it to the empty form's first question.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form.rjsf [id^="root_"]')?.focus())
    }
    return (
      <Suspense fallback={null}>
        <confirmed.Notice confirmation={form.confirmation} reference={reference} onAgain={again} />
      </Suspense>
    )
  }
  return (
    <DeferredWorkContext value={work}>
      {/* The sticky progress line's block: it scrolls away where the form ends, not over what follows (issue 33). */}
      <div>
        <FormStatus
          answered={answered}
          total={form.fieldCount - hidden.size}
          reached={reached}
          estimatedTime={form.estimatedTime}
          restored={draft.restored}
          onDiscard={discardAll}
          step={step}
        />
        {/* Before the last step, the form's submit (a tap on "Continuar", Enter in a field) moves on instead of sending. */}
        <StepContext value={step}>
          <div ref={funnelFrame} onSubmitCapture={step && !step.last ? continueInstead : undefined}>
            <Form<FormData>
              ref={rjsf}
              key={resetCount}
              schema={module.schema}
              uiSchema={module.uiSchema}
              validator={validator}
              formData={formData}
              onChange={onChange}
              onSubmit={({ formData: data }) => {
                const bait = trap.current?.value ?? ''
                // Answers to questions their condition hides stay in the page and its draft, never in the send (decision 180).
                const sent = shownAnswers(schema, data ?? {})
                void submit(bait ? { ...sent, [HONEYPOT_FIELD]: bait } : sent)
              }}
              onError={steps.onErrors}
              onBlur={blurCheck.check}
              extraErrors={blurCheck.extraErrors}
              transformErrors={transformErrors}
              {...sharedFormProps}
              focusOnFirstError={focusFirstError}
              disabled={submitting}
            >
              {formChildren}
            </Form>
          </div>
        </StepContext>
      </div>
    </DeferredWorkContext>
  )
}
