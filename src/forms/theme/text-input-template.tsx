import { Input } from '@chakra-ui/react'
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils'
import { FieldFrame } from './field-frame.tsx'

/** Every single-line input (text, e-mail, url, tel, number, date): RJSF's BaseInputTemplate slot. */
export function TextInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, schema, options, placeholder, autofocus, onChange, onChangeOverride, onBlur, onFocus } = props
  const emptyValue = options.emptyValue as unknown
  return (
    <FieldFrame {...props}>
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? String(value) : ''}
        placeholder={placeholder}
        autoFocus={autofocus}
        {...getInputProps(schema, type, options)}
        onChange={onChangeOverride ?? ((e) => onChange(e.target.value === '' ? emptyValue : e.target.value))}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldFrame>
  )
}
