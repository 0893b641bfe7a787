import { Fieldset, RadioGroup, Stack } from '@chakra-ui/react'
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
 * One choice among a few, as radio buttons. Replaces @rjsf/chakra-ui's RadioWidget, which listens to the
 * hidden inputs' DOM `change` and picks the first option on its own, and whose inputs lose RJSF's ids
 * (`root_<key>-<n>`) to Ark's generated ones. Ark's `onValueChange` and `ids` fix both.
 */
export function RadioWidget({ id, htmlName, options, value, required, disabled, readonly, label, hideLabel, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], enumDisabled, emptyValue } = options
  const format = getOptionValueFormat(options)
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, null) as string | null
  const decode = (raw: string | null) => enumOptionValueDecoder(raw ?? '', enumOptions, format, emptyValue)
  const encoded = enumOptions.map((option, index) => enumOptionValueEncoder(option.value, index, format))
  const inputId = (encodedValue: string) => optionId(id, encoded.indexOf(encodedValue))
  return (
    <Fieldset.Root invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled || readonly}>
      {!hideLabel && label && (
        <Fieldset.Legend>
          {labelValue(label)}
          {required && <span aria-hidden="true"> *</span>}
        </Fieldset.Legend>
      )}
      <RadioGroup.Root
        name={htmlName || id}
        value={selected}
        onValueChange={(details) => onChange(decode(details.value))}
        ids={{ itemHiddenInput: inputId }}
        aria-describedby={ariaDescribedByIds(id)}
        colorPalette="orange"
      >
        <Stack direction={options.inline ? 'row' : 'column'} gap={2} wrap="wrap">
          {enumOptions.map((option, index) => (
            <RadioGroup.Item
              key={encoded[index]}
              value={encoded[index]!}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
            >
              <RadioGroup.ItemHiddenInput onBlur={(e) => onBlur(id, decode(e.target.value))} onFocus={(e) => onFocus(id, decode(e.target.value))} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  )
}
