import { Fieldset, Stack } from '@chakra-ui/react'
import { ariaDescribedByIds, enumOptionsIsSelected, labelValue, optionId, type WidgetProps } from '@rjsf/utils'
import { ChoiceInput, ChoiceLabel } from './choice-input.tsx'

/** One choice among a few, as radio buttons; nothing is picked until the visitor picks. Ids `root_<key>-<n>`. */
export function RadioWidget({ id, htmlName, options, value, required, disabled, readonly, label, hideLabel, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], enumDisabled } = options
  return (
    <Fieldset.Root invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled || readonly}>
      {!hideLabel && label && (
        <Fieldset.Legend>
          {labelValue(label)}
          {required && <span aria-hidden="true"> *</span>}
        </Fieldset.Legend>
      )}
      <Stack direction={options.inline ? 'row' : 'column'} gap={2} wrap="wrap" aria-describedby={ariaDescribedByIds(id)}>
        {enumOptions.map((option, index) => (
          <ChoiceLabel key={index} htmlFor={optionId(id, index)}>
            <ChoiceInput
              type="radio"
              id={optionId(id, index)}
              name={htmlName || id}
              checked={enumOptionsIsSelected(option.value, value)}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
              onChange={() => onChange(option.value)}
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
