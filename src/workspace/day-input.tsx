import { Field, Input } from '@chakra-ui/react'
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { addDays, agencyToday, isDay } from './inbox-query.ts'

/**
 * A day typed as `dd/mm/aaaa` in a text box, the same in every browser and locale: `<input type=date>` follows the
 * browser's own format and order, and wrote `0002-11-19` into the address after the year's first key (issue 34).
 */

/** The digits typed so far, with the slashes put in as the next part starts: "1911" → "19/11". */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8)
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/')
}

/** `YYYY-MM-DD` from "19/11/2026", "19112026", "2026-11-19" or "19.11.2026"; undefined unless a whole real day. */
export function parseDay(text: string): string | undefined {
  const trimmed = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed)
  const br = /^(\d{1,2})\D(\d{1,2})\D(\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed)
  const day = iso ? trimmed : br ? `${br[3]}-${br[2].padStart(2, '0')}-${br[1].padStart(2, '0')}` : undefined
  return day && isDay(day) ? day : undefined
}

/** "19/11/2026" for `2026-11-19`. */
export const dayText = (day: string) => day.split('-').reverse().join('/')

interface Props {
  label: string
  /** The address's day, `YYYY-MM-DD`. */
  value?: string
  /** Called with a whole real day, or undefined when the box is emptied; never with a half-typed one. */
  onChange(day: string | undefined): void
}

export function DayInput({ label, value, onChange }: Props) {
  // Keyed by the address's day, as the search box is: back, forward and a quick period put their day in the box.
  const [typed, setTyped] = useState<{ for: string; text: string }>()
  const text = typed?.for === (value ?? '') ? typed.text : value ? dayText(value) : ''
  const show = (next: string) => setTyped({ for: value ?? '', text: next })
  const take = (next: string) => {
    show(next)
    const day = parseDay(next)
    if (day && day !== value) onChange(day)
    else if (!next && value) onChange(undefined)
  }
  // Up and down move a day, as a date box's arrows do; from an empty box they start at today.
  const step = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
    if (!by) return
    event.preventDefault()
    const day = parseDay(text) ?? value
    const next = day ? addDays(day, by) : agencyToday()
    show(dayText(next))
    onChange(next)
  }
  // A pasted day in any usual spelling ("2026-11-19" would otherwise read as 20/26/1111).
  const paste = (event: ClipboardEvent) => {
    const day = parseDay(event.clipboardData.getData('text'))
    if (!day) return
    event.preventDefault()
    take(dayText(day))
  }
  const whole = text.length === 10
  const invalid = whole && !parseDay(text)
  return (
    <Field.Root w={{ base: 'calc(50% - 6px)', md: '36' }} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        value={text}
        onChange={(e) => take(maskDay(e.target.value))}
        onKeyDown={step}
        onPaste={paste}
      />
      {invalid && <Field.ErrorText>Essa data não existe.</Field.ErrorText>}
    </Field.Root>
  )
}
