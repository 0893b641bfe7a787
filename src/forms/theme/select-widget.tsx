import { NativeSelect } from '@chakra-ui/react'
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils'
import { controlSize, FieldFrame } from './field-frame.tsx'

// Native select, the fastest control on a phone; a disabled placeholder so no option is picked for the visitor.
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, autofocus, options, schema, onChange, onBlur, onFocus } = props
  const { enumOptions = [], enumDisabled, emptyValue } = options
  const selected = enumOptionsIndexForValue(value, enumOptions, false)
  const decode = (index: string) => enumOptionsValueForIndex(index, enumOptions, emptyValue)
  return (
    <FieldFrame {...props}>
      <NativeSelect.Root size={controlSize}>
        <NativeSelect.Field
          id={id}
          name={htmlName || id}
          value={selected === undefined ? '' : String(selected)}
          autoFocus={autofocus}
          onChange={(e) => onChange(decode(e.target.value))}
          onBlur={(e) => onBlur(id, decode(e.target.value))}
          onFocus={(e) => onFocus(id, decode(e.target.value))}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {schema.default === undefined && (
            <option value="" disabled hidden>
              {placeholder ?? ''}
            </option>
          )}
          {enumOptions.map((option, index) => (
            <option key={index} value={String(index)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  )
}
