import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { useDeferredText } from './use-deferred-text.ts'

type FieldProps = Pick<WidgetProps, 'id' | 'htmlName' | 'value' | 'placeholder' | 'autofocus' | 'options' | 'rawErrors' | 'onChange' | 'onBlur' | 'onFocus'>

/**
 * The props of a text control (input or textarea) whose typing stays in the field until it pauses (decision 090):
 * RJSF's id and name, the deferred value, and blur handing the text over before RJSF hears of the blur.
 */
export function useDeferredField({ id, htmlName, value, placeholder, autofocus, options, rawErrors, onChange, onBlur, onFocus }: FieldProps) {
  const { fieldRef, defaultValue, onInput, flush } = useDeferredText({ value, onChange, emptyValue: options.emptyValue, urgent: (rawErrors?.length ?? 0) > 0 })
  return {
    ref: fieldRef,
    id,
    name: htmlName || id,
    defaultValue,
    placeholder,
    autoFocus: autofocus,
    onChange: onInput,
    onBlur: (e: { target: { value: string } }) => {
      flush()
      onBlur(id, e.target.value)
    },
    onFocus: (e: { target: { value: string } }) => onFocus(id, e.target.value),
    'aria-describedby': ariaDescribedByIds(id),
  }
}
