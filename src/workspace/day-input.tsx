import { useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { addDays, agencyToday, isDay, QUICK_PERIODS } from './inbox-query.ts'
import { buttonClass, PlainField } from './plain-controls.tsx'

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

/** What is wrong with a box's text that is not a whole real day: said beside the box, and by the list. */
export const DAY_FAULTS = {
  incomplete: { box: 'Data incompleta: use dd/mm/aaaa.', list: 'está incompleta' },
  impossible: { box: 'Essa data não existe.', list: 'não existe' },
} as const

/** Undefined for a whole real day or an empty box. */
export function dayFault(text: string): keyof typeof DAY_FAULTS | undefined {
  if (!text || parseDay(text)) return undefined
  return text.replace(/\D/g, '').length < 8 ? 'incomplete' : 'impossible'
}

interface Props {
  label: string
  /** The address's day, `YYYY-MM-DD`. */
  value?: string
  /** Called with a whole real day, or undefined when the box is left empty or with a day that is not whole. */
  onChange(day: string | undefined): void
  /** The text left in the box that is not a day (the list says its filter is not applied), or undefined. */
  onUnapplied(text: string | undefined): void
}

/**
 * While focused the box owns its text: the address (and the list it redraws) changes only when a whole real day is
 * typed, and the box ignores the address meanwhile. Clearing it used to rewrite the address at once, and the redraw
 * that followed put the old text back over the next keystroke ("10112026" became "01/12/026", issue 44). Focused, its
 * text is selected, so a new date is typed over the old one.
 */
export function DayInput({ label, value, onChange, onUnapplied }: Props) {
  // Keyed by the address's day once left: back, forward and a quick period put their day in the box.
  const [typed, setTyped] = useState<{ for: string; text: string }>()
  const [focused, setFocused] = useState(false)
  const text = typed && (focused || typed.for === (value ?? '')) ? typed.text : value ? dayText(value) : ''
  const take = (next: string) => {
    const day = parseDay(next)
    setTyped({ for: day ?? value ?? '', text: next })
    if (day) onUnapplied(undefined)
    // Against the box's own day, not the address's: the address may not have caught up with the last key yet.
    if (day && day !== (parseDay(text) ?? value)) onChange(day)
  }
  // Left empty: no filter. Left with a part of a day: no filter either, and the box and the list say so.
  const leave = () => {
    setFocused(false)
    if (parseDay(text)) return
    setTyped({ for: '', text })
    onUnapplied(text || undefined)
    if (value) onChange(undefined)
  }
  // Up and down move a day, as a date box's arrows do; from an empty box they start at today.
  const step = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
    if (!by) return
    event.preventDefault()
    const day = parseDay(text) ?? value
    take(dayText(day ? addDays(day, by) : agencyToday()))
  }
  // A pasted day in any usual spelling ("2026-11-19" would otherwise read as 20/26/1111).
  const paste = (event: ClipboardEvent) => {
    const day = parseDay(event.clipboardData.getData('text'))
    if (!day) return
    event.preventDefault()
    take(dayText(day))
  }
  // Said while typing only once the whole day is there; a part of one is said when the box is left.
  const fault = focused && text.length < 10 ? undefined : dayFault(text)
  return (
    <PlainField
      label={label}
      className="pc-day"
      error={fault && DAY_FAULTS[fault].box}
      control={(ids) => (
        <input
          {...ids}
          className="pc-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          value={text}
          onFocus={(e) => {
            setFocused(true)
            setTyped({ for: value ?? '', text })
            // A tap put the caret after "01/11/2026", where the box was full and the new date's keys did nothing:
            // its whole text selected, the first key replaces it (decision 239).
            e.currentTarget.select()
          }}
          onBlur={leave}
          onChange={(e) => take(maskDay(e.target.value))}
          onKeyDown={step}
          onPaste={paste}
        />
      )}
    />
  )
}

type Period = { from: string; to: string }

/**
 * "Hoje", "7 dias", "30 dias", "Este mês" as one row of buttons (the list's filters and the funnel's): the one on is
 * pressed (two at once when they are the same days, as "Hoje" and "Este mês" on the 1st).
 */
export function QuickPeriods({
  from,
  to,
  today,
  onPick,
}: {
  from?: string
  to?: string
  today?: string
  onPick: (period: Period, on: boolean) => void
}) {
  return (
    <div role="group" aria-label="Períodos rápidos" className="pc-periods">
      {QUICK_PERIODS.map(({ label, period: periodOf }) => {
        const period = periodOf(today ?? agencyToday())
        const on = from === period.from && to === period.to
        return (
          <button
            key={label}
            type="button"
            className={buttonClass(on ? 'solid' : 'outline', 'orange')}
            aria-pressed={on}
            onClick={() => onPick(period, on)}
          >
            {label}
          </button>
        )
      })}
    </div>
  )
}

/** The boxes' and the periods' layout, beside `controlsCss` on the screen that holds them: half a row each on a phone. */
export const dayInputCss = {
  '& .pc-day': { w: { base: 'calc(50% - 6px)', md: '36' } },
  '& .pc-periods': {
    display: 'inline-flex',
    isolation: 'isolate',
    position: 'relative',
    w: { base: 'full', md: 'auto' },
    '& > button': { flex: { base: '1', md: 'none' } },
    '& > button:focus-visible': { zIndex: 1 },
    // Chakra's attached Group: one border between two buttons, rounded only at the ends.
    '& > button:not(:last-child)': { borderEndRadius: '0', marginEnd: '-1px' },
    '& > button:not(:first-child)': { borderStartRadius: '0' },
  },
} as const
