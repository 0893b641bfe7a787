import { Field } from '@chakra-ui/react'
import { labelValue, type WidgetProps } from '@rjsf/utils'
import type { ReactNode } from 'react'
import { QuestionDescription } from './field-texts.tsx'

/** Controls 44 px tall with 16 px text on phones: iOS zooms into any field with smaller text (issue 25). */
export const controlSize = { base: 'lg', md: 'md' } as const

interface Props extends Pick<WidgetProps, 'schema' | 'uiSchema' | 'registry'> {
  id: string
  label?: string
  hideLabel?: boolean
  required?: boolean
  disabled?: boolean
  readonly?: boolean
  rawErrors?: string[]
  children: ReactNode
}

// Passing RJSF's id keeps `<label for>` on the real input (@rjsf/chakra-ui's widgets lose it) and focus-on-error working.
export function FieldFrame({ id, label, hideLabel, required, disabled, readonly, rawErrors, children, ...texts }: Props) {
  const text = labelValue(label, hideLabel || !label)
  return (
    <Field.Root
      id={id}
      mb={1}
      required={required}
      disabled={disabled || readonly}
      readOnly={readonly}
      invalid={(rawErrors?.length ?? 0) > 0}
    >
      {text && (
        <Field.Label>
          {text}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {text && <QuestionDescription id={id} {...texts} />}
      {children}
    </Field.Root>
  )
}
