import { Checkbox, Input, Stack } from '@chakra-ui/react'
import type { WidgetProps } from '@rjsf/utils'
import { useState } from 'react'

/**
 * Free text tied to an "Outro" checkbox (`ui:widget: other-text`). The box counts as ticked while the text
 * is non-empty; unticking it clears the text, so an unticked "Outro" never sends a stale answer.
 */
export function OtherTextWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, label, options, placeholder }: WidgetProps) {
  const text = typeof value === 'string' ? value : ''
  const [ticked, setTicked] = useState(false)
  const checked = ticked || text !== ''
  const checkboxLabel = typeof options.checkboxLabel === 'string' ? options.checkboxLabel : 'Outro'
  const toggle = (next: boolean) => {
    setTicked(next)
    if (!next) onChange(undefined)
  }
  return (
    <Stack gap={2}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => toggle(e.checked === true)}
        disabled={disabled || readonly}
        id={`${id}-toggle`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{checkboxLabel}</Checkbox.Label>
      </Checkbox.Root>
      {checked && (
        <Input
          id={id}
          aria-label={label}
          value={text}
          placeholder={placeholder}
          disabled={disabled || readonly}
          autoFocus={ticked && text === ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={(e) => onBlur(id, e.target.value)}
          onFocus={(e) => onFocus(id, e.target.value)}
        />
      )}
    </Stack>
  )
}
