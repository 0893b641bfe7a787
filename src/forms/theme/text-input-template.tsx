import { Input } from '@chakra-ui/react'
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils'
import { useDeferredText } from '../deferred/use-deferred-text.ts'
import { FieldFrame } from './field-frame.tsx'

// Inputs whose value is the text typed: the browser can own it while the visitor types (decision 090).
const TEXT_TYPES = new Set(['text', 'email', 'url', 'tel', 'search'])

/** Every single-line input (text, e-mail, url, tel, number, date): RJSF's BaseInputTemplate slot. */
export function TextInputTemplate(props: BaseInputTemplateProps) {
  const inputProps = getInputProps(props.schema, props.type, props.options)
  const Control = !props.onChangeOverride && TEXT_TYPES.has(inputProps.type ?? 'text') ? DeferredInput : ControlledInput
  return (
    <FieldFrame {...props}>
      <Control {...props} inputProps={inputProps} />
    </FieldFrame>
  )
}

type ControlProps = BaseInputTemplateProps & { inputProps: ReturnType<typeof getInputProps> }

function DeferredInput({ id, htmlName, value, options, rawErrors, placeholder, autofocus, inputProps, onChange, onBlur, onFocus }: ControlProps) {
  const { fieldRef, defaultValue, onInput, flush } = useDeferredText({ value, onChange, emptyValue: options.emptyValue, urgent: (rawErrors?.length ?? 0) > 0 })
  return (
    <Input
      ref={fieldRef}
      id={id}
      name={htmlName || id}
      defaultValue={defaultValue}
      placeholder={placeholder}
      autoFocus={autofocus}
      {...inputProps}
      onChange={onInput}
      onBlur={(e) => {
        flush()
        onBlur(id, e.target.value)
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  )
}

/** Numbers and dates: RJSF parses them, so each change goes to it as it happens. */
function ControlledInput({ id, htmlName, value, options, placeholder, autofocus, inputProps, onChange, onChangeOverride, onBlur, onFocus }: ControlProps) {
  const emptyValue = options.emptyValue as unknown
  return (
    <Input
      id={id}
      name={htmlName || id}
      value={value || value === 0 ? String(value) : ''}
      placeholder={placeholder}
      autoFocus={autofocus}
      {...inputProps}
      onChange={onChangeOverride ?? ((e) => onChange(e.target.value === '' ? emptyValue : e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  )
}
