import { Fieldset, Stack } from '@chakra-ui/react'
import { ariaDescribedByIds, enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, labelValue, optionId, type WidgetProps } from '@rjsf/utils'
import { ChoiceInput, ChoiceLabel } from './choice-input.tsx'

/** A list of options to tick (an array of enum values); each input keeps RJSF's id `root_<key>-<n>`. */
export function CheckboxesWidget({ id, htmlName, options, value, required, disabled, readonly, label, hideLabel, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], enumDisabled } = options
  const selected: unknown[] = Array.isArray(value) ? value : []
  const toggle = (index: number, checked: boolean) =>
    onChange(checked ? enumOptionsSelectValue(index, selected, enumOptions) : enumOptionsDeselectValue(index, selected, enumOptions))
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
              type="checkbox"
              id={optionId(id, index)}
              name={htmlName || id}
              checked={enumOptionsIsSelected(option.value, selected)}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
              onChange={(e) => toggle(index, e.target.checked)}
              onBlur={() => onBlur(id, selected)}
              onFocus={() => onFocus(id, selected)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}
