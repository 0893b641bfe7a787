import { Checkbox, CheckboxGroup, Fieldset, Stack } from '@chakra-ui/react'
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils'

/**
 * A list of options to tick (an array of enum values). Replaces @rjsf/chakra-ui's CheckboxesWidget, whose
 * inputs get Ark's generated ids instead of RJSF's `root_<key>-<n>` (labels, focus on the first error and
 * tests rely on those); the `ids` prop puts them back.
 */
export function CheckboxesWidget({ id, htmlName, options, value, required, disabled, readonly, label, hideLabel, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], enumDisabled, emptyValue } = options
  const format = getOptionValueFormat(options)
  const selected = enumOptionSelectedValue(value, enumOptions, true, format, []) as string[]
  const decode = (raw: string | string[]) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue)
  return (
    <Fieldset.Root invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled || readonly}>
      {!hideLabel && label && (
        <Fieldset.Legend>
          {labelValue(label)}
          {required && <span aria-hidden="true"> *</span>}
        </Fieldset.Legend>
      )}
      <CheckboxGroup value={selected} onValueChange={(next) => onChange(decode(next))} aria-describedby={ariaDescribedByIds(id)} name={htmlName || id}>
        <Stack direction={options.inline ? 'row' : 'column'} gap={2} wrap="wrap">
          {enumOptions.map((option, index) => {
            const encoded = enumOptionValueEncoder(option.value, index, format)
            return (
              <Checkbox.Root
                key={encoded}
                value={encoded}
                ids={{ hiddenInput: optionId(id, index) }}
                colorPalette="orange"
                disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
              >
                <Checkbox.HiddenInput onBlur={(e) => onBlur(id, decode(e.target.value))} onFocus={(e) => onFocus(id, decode(e.target.value))} />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            )
          })}
        </Stack>
      </CheckboxGroup>
    </Fieldset.Root>
  )
}
