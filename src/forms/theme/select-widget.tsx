import { NativeSelect } from '@chakra-ui/react'
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils'
import { controlSize, FieldFrame } from './field-frame.tsx'

// Native select, the fastest control on a phone; a placeholder first so no option is picked for the visitor. On a
// required question it cannot be picked; on an optional one it is the way back to no answer ("Não sei", decision 204).
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, autofocus, options, schema, required, onChange, onBlur, onFocus } = props
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
            <option value="" disabled={required} hidden={required}>
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
