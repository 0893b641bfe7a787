import Form from '@rjsf/core'
import type { IChangeEvent } from '@rjsf/core'
import { useMemo, useRef, useState } from 'react'
import { useDraft } from '../drafts/use-draft.ts'
import type { FormEntry } from '../form-meta.ts'
import type { FormModule } from '../form-module.ts'
import { countAnswered } from '../progress.ts'
import { HONEYPOT_FIELD } from '#form-core/honeypot.ts'
import type { FormData } from '../submit/submit-form.ts'
import { sharedFormProps } from '../theme/form-props.ts'
import { createFormValidator } from '../validation/create-validator.ts'
import { createErrorTransformer } from '../validation/transform-errors.ts'
import { FormStatus } from './form-status.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { SubmitBar } from './submit-bar.tsx'
import { useFormSubmit } from './use-form-submit.ts'

const ignoreErrors = () => undefined

/** Any form, from its JSON: RJSF with the Chakra theme, drafts, progress and the shared submit life cycle. */
export function FormView({ form, module }: { form: FormEntry; module: FormModule }) {
  const validator = useMemo(() => createFormValidator(module), [module])
  const transformErrors = useMemo(() => createErrorTransformer(module.schema, module.uiSchema), [module])
  const draft = useDraft(form.id)
  const [formData, setFormData] = useState<FormData>(() => draft.restored?.data ?? {})
  const [resetCount, setResetCount] = useState(0)
  const trap = useRef<HTMLInputElement>(null)
  const { submitting, submit } = useFormSubmit(form, module.revision, () => {
    draft.discard()
    if (form.clearOnSuccess === false) return
    setFormData({})
    setResetCount((n) => n + 1)
  })

  const onChange = ({ formData: next }: IChangeEvent<FormData>) => {
    setFormData(next ?? {})
    draft.save(next ?? {})
  }

  return (
    <>
      <FormStatus
        answered={countAnswered(formData)}
        total={form.fieldCount}
        estimatedTime={form.estimatedTime}
        restored={draft.restored}
        onDiscard={() => {
          draft.discard()
          setFormData({})
          setResetCount((n) => n + 1)
        }}
      />
      <Form<FormData>
        key={resetCount}
        schema={module.schema}
        uiSchema={module.uiSchema}
        validator={validator}
        formData={formData}
        onChange={onChange}
        onSubmit={({ formData: data }) => {
          const bait = trap.current?.value ?? ''
          void submit(bait ? { ...data, [HONEYPOT_FIELD]: bait } : (data ?? {}))
        }}
        onError={ignoreErrors}
        transformErrors={transformErrors}
        {...sharedFormProps}
        focusOnFirstError
        disabled={submitting}
      >
        <HoneypotField inputRef={trap} />
        <SubmitBar buttons={form.buttons} submitting={submitting} />
      </Form>
    </>
  )
}
