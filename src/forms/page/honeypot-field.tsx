import type { Ref } from 'react'
import { HONEYPOT_FIELD } from '#form-core/honeypot.ts'

// Off-screen rather than display:none: bots skip inputs they can tell are hidden.
const offScreen = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const

/** The bot trap inside every form: out of sight, out of the tab order, ignored by screen readers. */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Não preencha este campo</label>
      <input id={`${HONEYPOT_FIELD}-input`} name={HONEYPOT_FIELD} ref={inputRef} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
