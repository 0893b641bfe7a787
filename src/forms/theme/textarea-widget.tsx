import { Textarea } from '@chakra-ui/react'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { FieldFrame } from './field-frame.tsx'

/** Multi-line answers (`ui:widget: textarea`, `ui:options.rows`). */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, autofocus, options, onChange, onBlur, onFocus } = props
  const emptyValue = options.emptyValue as unknown
  return (
    <FieldFrame {...props}>
      <Textarea
        id={id}
        name={htmlName || id}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        autoFocus={autofocus}
        rows={typeof options.rows === 'number' ? options.rows : undefined}
        onChange={(e) => onChange(e.target.value === '' ? emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldFrame>
  )
}
