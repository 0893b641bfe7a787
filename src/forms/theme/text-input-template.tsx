import { Input, Textarea } from '@chakra-ui/react'
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps, type WidgetProps } from '@rjsf/utils'
import { useDeferredField } from '../deferred/use-deferred-field.ts'
import type { FormEvent } from 'react'
import { controlSize, FieldFrame } from './field-frame.tsx'
import { phoneMask } from './phone-mask.ts'

// Inputs whose value is the text typed: the browser can own it while the visitor types (decision 090).
const TEXT_TYPES = new Set(['text', 'email', 'url', 'tel', 'search'])

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

/**
 * A web address typed the way people say it (`www.padaria.com.br`) gets the `https://` a `format: "uri"` answer
 * needs, when the field is left; anything else is kept as typed, for the check to judge (issue 25).
 */
export function withScheme(text: string): string {
  const address = text.trim()
  return /^[^\s/:@.]+(\.[^\s/:@.]+)+([/:?#]\S*)?$/.test(address) ? `https://${address}` : text
}

function DeferredInput({ inputProps, ...props }: ControlProps) {
  const mask = inputProps.type === 'tel' ? phoneMask : undefined
  const field = useDeferredField({ ...props, tidy: props.schema.format === 'uri' ? withScheme : undefined, mask })
  // The type and its attributes first: the deferred handlers and value must win over anything they carry.
  return <Input size={controlSize} {...inputProps} {...field} />
}

/** Numbers and dates: RJSF parses them, so each change goes to it as it happens. */
function ControlledInput({
  id,
  htmlName,
  value,
  options,
  placeholder,
  autofocus,
  inputProps,
  onChange,
  onChangeOverride,
  onBlur,
  onFocus,
}: ControlProps) {
  const emptyValue = options.emptyValue as unknown
  return (
    <Input
      size={controlSize}
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

// A text box as tall as its text (issue 43: a long answer scrolled inside a three-line box), never shorter than its
// rows. `field-sizing` where the browser has it; elsewhere its height follows each key.
const growing = { fieldSizing: 'content', resize: 'none' } as const
const followText = (event: FormEvent<HTMLTextAreaElement>) => {
  const box = event.currentTarget
  if ('fieldSizing' in box.style) return
  box.style.height = 'auto'
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`
}

export function TextareaWidget(props: WidgetProps) {
  const field = useDeferredField(props)
  const rows = typeof props.options.rows === 'number' ? props.options.rows : 3
  return (
    <FieldFrame {...props}>
      <Textarea size={controlSize} {...field} rows={rows} minH={`calc(${rows}lh + 1rem)`} css={growing} onInput={followText} />
    </FieldFrame>
  )
}
