import { Input, Stack } from '@chakra-ui/react'
import type { WidgetProps } from '@rjsf/utils'
import { useState } from 'react'
import { ChoiceInput, ChoiceLabel } from '../../lib/ui/choice-input.tsx'
import { controlSize } from './field-frame.tsx'

// Ticked while the text is non-empty; unticking clears it, so an unticked "Outro" never sends a stale answer.
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
      <ChoiceLabel htmlFor={`${id}-toggle`}>
        <ChoiceInput
          type="checkbox"
          id={`${id}-toggle`}
          checked={checked}
          onChange={(e) => toggle(e.target.checked)}
          disabled={disabled || readonly}
        />
        {checkboxLabel}
      </ChoiceLabel>
      {checked && (
        <Input
          size={controlSize}
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
