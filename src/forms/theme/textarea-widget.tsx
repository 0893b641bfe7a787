import { Textarea } from '@chakra-ui/react'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { useDeferredText } from '../deferred/use-deferred-text.ts'
import { FieldFrame } from './field-frame.tsx'

/** Multi-line answers (`ui:widget: textarea`, `ui:options.rows`). Typing stays in the field until it pauses. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, autofocus, options, rawErrors, onChange, onBlur, onFocus } = props
  const { fieldRef, defaultValue, onInput, flush } = useDeferredText({ value, onChange, emptyValue: options.emptyValue, urgent: (rawErrors?.length ?? 0) > 0 })
  return (
    <FieldFrame {...props}>
      <Textarea
        ref={fieldRef}
        id={id}
        name={htmlName || id}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoFocus={autofocus}
        rows={typeof options.rows === 'number' ? options.rows : undefined}
        onChange={onInput}
        onBlur={(e) => {
          flush()
          onBlur(id, e.target.value)
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldFrame>
  )
}
