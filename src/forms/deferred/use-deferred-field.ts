import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import type { Mask } from '../theme/phone-mask.ts'
import { maskTyping } from '../theme/phone-mask.ts'
import { useDeferredWork } from './deferred-work.ts'

/** How long typing must pause before RJSF hears of it: longer than the gap between keys of someone typing. */
const COMMIT_DELAY_MS = 250

interface Options {
  value: unknown
  onChange: (value: unknown) => void
  emptyValue: unknown
  /** The field shows a validation message: hand each change over at once, so the message goes at once. */
  urgent: boolean
  /** Applied when the visitor is done with the field (blur, submit), never while typing. */
  tidy?: (text: string) => string
  /** The field shows the answer formatted (a phone's parentheses and dash); RJSF gets the answer as `read` gives it. */
  mask?: Mask
}

const plain: Mask = { show: (answer) => answer, read: (shown) => shown }

const asText = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value))

// Each keystroke in RJSF cost 60–150 ms on the longest forms on a phone (decision 090): it gets the text on pause.
function useDeferredText({ value, onChange, emptyValue, urgent, tidy, mask = plain }: Options) {
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const pending = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef({ onChange, emptyValue, tidy })
  const formText = useRef(asText(value))
  const typing = useDeferredWork()?.typing
  // The first value only: a changing defaultValue would rewrite a field the visitor has not touched yet.
  const [defaultValue] = useState(() => mask.show(asText(value)))
  // What the field showed before the last key: a deletion that took only a mask character is told from it.
  const shown = useRef(defaultValue)

  useLayoutEffect(() => {
    latest.current = { onChange, emptyValue, tidy }
  }, [onChange, emptyValue, tidy])

  const flush = useCallback(
    (done = false) => {
      clearTimeout(timer.current)
      const field = fieldRef.current
      const tidied = done && field && latest.current.tidy?.(field.value)
      if (field && tidied && tidied !== field.value) pending.current = field.value = tidied
      // Leaving: text RJSF does not hold (an older value of its was kept out of the focused field) goes to it now.
      else if (done && field && pending.current === null && mask.read(field.value) !== formText.current)
        pending.current = mask.read(field.value)
      const text = pending.current
      if (text === null) return
      pending.current = null
      latest.current.onChange(text === '' ? latest.current.emptyValue : text)
    },
    [mask],
  )

  useEffect(() => typing?.register(() => flush(true)), [typing, flush])
  useEffect(() => () => clearTimeout(timer.current), [])

  // RJSF's value catches up with the field after each flush; any other difference came from RJSF. Never into the
  // focused field: a render RJSF had queued before the last key brings an older text, which moved the caret to the
  // end and lost keys on a slow phone. Draft restore and reset remount the field; the tidy writes it on blur.
  useLayoutEffect(() => {
    const field = fieldRef.current
    formText.current = asText(value)
    if (field && pending.current === null && field !== document.activeElement && mask.read(field.value) !== formText.current)
      shown.current = field.value = mask.show(formText.current)
  }, [value, mask])

  const onInput = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target
    if (mask === plain) pending.current = field.value
    else {
      const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false
      const next = maskTyping(mask, shown.current, field.value, field.selectionStart ?? field.value.length, deleting)
      if (next.shown !== field.value) {
        field.value = next.shown
        field.setSelectionRange(next.caret, next.caret)
      }
      pending.current = next.answer
    }
    shown.current = field.value
    clearTimeout(timer.current)
    if (urgent) flush()
    // Not in a transition: the page passes formData back into RJSF, and a transition change that an urgent change
    // of another field overtook was overwritten by the props of that urgent render (an answer lost, seen in e2e).
    else timer.current = setTimeout(() => flush(), COMMIT_DELAY_MS)
  }

  return { fieldRef, defaultValue, onInput, flush }
}

type FieldProps = Pick<
  WidgetProps,
  'id' | 'htmlName' | 'value' | 'placeholder' | 'autofocus' | 'options' | 'rawErrors' | 'onChange' | 'onBlur' | 'onFocus'
> &
  Pick<Options, 'tidy' | 'mask'>

// Blur hands the text over before RJSF hears of the blur.
export function useDeferredField({
  id,
  htmlName,
  value,
  placeholder,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  tidy,
  mask,
}: FieldProps) {
  const { fieldRef, defaultValue, onInput, flush } = useDeferredText({
    value,
    onChange,
    emptyValue: options.emptyValue,
    urgent: (rawErrors?.length ?? 0) > 0,
    tidy,
    mask,
  })
  return {
    ref: fieldRef,
    id,
    name: htmlName || id,
    defaultValue,
    placeholder,
    autoFocus: autofocus,
    onChange: onInput,
    onBlur: (e: { target: { value: string } }) => {
      flush(true)
      onBlur(id, e.target.value)
    },
    onFocus: (e: { target: { value: string } }) => onFocus(id, e.target.value),
    'aria-describedby': ariaDescribedByIds(id),
  }
}
