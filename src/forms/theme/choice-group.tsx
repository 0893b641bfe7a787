import { chakra, Fieldset, Stack } from '@chakra-ui/react'
import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  labelValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils'
import type { ChangeEvent } from 'react'
import { YES_NO } from '#form-core'
import { ChoiceInput, ChoiceLabel } from '../../lib/ui/choice-input.tsx'
import { QuestionDescription } from './field-texts.tsx'

interface Props {
  widget: WidgetProps
  type: 'checkbox' | 'radio'
  isChecked: (value: unknown) => boolean
  onToggle: (index: number, event: ChangeEvent<HTMLInputElement>) => void
}

function ChoiceGroup({ widget, type, isChecked, onToggle }: Props) {
  const { id, htmlName, options, value, required, disabled, readonly, label, hideLabel, rawErrors, onBlur, onFocus } = widget
  const { enumOptions = [], enumDisabled } = options
  return (
    <Fieldset.Root invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled || readonly}>
      {!hideLabel && label && (
        <Fieldset.Legend>
          {labelValue(label)}
          {/* The same red asterisk as Field.RequiredIndicator beside the other questions' labels. */}
          {required && (
            <chakra.span color="fg.error" aria-hidden="true">
              {' '}
              *
            </chakra.span>
          )}
        </Fieldset.Legend>
      )}
      {!hideLabel && label && <QuestionDescription {...widget} />}
      <Stack
        direction={options.inline ? 'row' : 'column'}
        gap={{ base: 0, md: 2 }}
        columnGap={4}
        wrap="wrap"
        aria-describedby={ariaDescribedByIds(id)}
      >
        {enumOptions.map((option, index) => (
          <ChoiceLabel key={index} htmlFor={optionId(id, index)}>
            <ChoiceInput
              type={type}
              id={optionId(id, index)}
              name={htmlName || id}
              checked={isChecked(option.value)}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
              onChange={(event) => onToggle(index, event)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}

export function RadioWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? []
  return (
    <ChoiceGroup
      widget={props}
      type="radio"
      isChecked={(value) => enumOptionsIsSelected(value, props.value)}
      onToggle={(index) => props.onChange(enumOptions[index]?.value)}
    />
  )
}

export function CheckboxesWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? []
  const selected: unknown[] = Array.isArray(props.value) ? props.value : []
  return (
    <ChoiceGroup
      widget={props}
      type="checkbox"
      isChecked={(value) => enumOptionsIsSelected(value, selected)}
      onToggle={(index, event) =>
        props.onChange(
          event.target.checked
            ? enumOptionsSelectValue(index, selected, enumOptions)
            : enumOptionsDeselectValue(index, selected, enumOptions),
        )
      }
    />
  )
}

const yesNo = YES_NO.map((o) => ({ ...o }))

/** A yes/no question (`"type": "boolean"`, `"ui:widget": "yes-no"`): "Sim" and "Não" side by side, stored as true and false. */
export function YesNoWidget(props: WidgetProps) {
  return <RadioWidget {...props} options={{ ...props.options, enumOptions: yesNo, inline: true }} />
}
