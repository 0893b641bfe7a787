import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { ChoiceInput, ChoiceLabel } from '../../lib/ui/choice-input.tsx'

/** The editor's ordinary inputs: a label, the control, an optional help line; every change goes up as a value. */

/**
 * A text being typed, shown from the keystroke itself while the files' value catches up (the panels around it render
 * after typing, form-editor.tsx). A value that is the echo of something typed here is not adopted again; any other
 * (an undo, a rename, a problem's fix) is. `normalize` says what a typed text becomes in the files (a list, a number).
 */
export function useTyped(value: string, onChange: (value: string) => void, normalize: (typed: string) => string = (t) => t) {
  const [typed, setTyped] = useState(value)
  const [sent, setSent] = useState<string[]>([])
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    const echo = sent.findIndex((s) => normalize(s) === value)
    if (echo === -1) {
      setTyped(value)
      setSent([])
    } else setSent(sent.slice(echo + 1))
  }
  const type = (next: string) => {
    setTyped(next)
    setSent([...sent, next])
    onChange(next)
  }
  return [typed, type] as const
}

interface Common {
  label: string
  help?: string
  invalid?: string
  /** The control's element id: where a problem about this field takes the cursor (targets.ts). */
  id?: string
}

export function TextField({
  id,
  label,
  help,
  invalid,
  value,
  onChange,
  multiline,
  onBlur,
  placeholder,
  normalize,
}: Common & {
  value: string
  onChange(value: string): void
  multiline?: boolean
  onBlur?(): void
  placeholder?: string
  normalize?(typed: string): string
}) {
  const [typed, type] = useTyped(value, onChange, normalize)
  return (
    <Field.Root invalid={Boolean(invalid)} id={id}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={2} value={typed} placeholder={placeholder} onChange={(e) => type(e.target.value)} onBlur={onBlur} />
      ) : (
        <Input size="sm" value={typed} placeholder={placeholder} onChange={(e) => type(e.target.value)} onBlur={onBlur} />
      )}
      {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  )
}

export function NumberField({
  id,
  label,
  help,
  value,
  onChange,
}: Common & { value: number | undefined; onChange(value: number | undefined): void }) {
  const [typed, type] = useTyped(
    value === undefined ? '' : String(value),
    (text) => onChange(text === '' ? undefined : Number(text)),
    (text) => (text === '' ? '' : String(Number(text))),
  )
  return (
    <Field.Root id={id}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" type="number" inputMode="numeric" value={typed} onChange={(e) => type(e.target.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  )
}

export function SelectField<T extends string>({
  id,
  label,
  help,
  value,
  options,
  onChange,
}: Common & { value: T; options: readonly (readonly [T, string])[]; onChange(value: T): void }) {
  return (
    <Field.Root id={id}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  )
}

export function CheckField({
  id: given,
  label,
  checked,
  onChange,
}: {
  id?: string
  label: string
  checked: boolean
  onChange(checked: boolean): void
}) {
  const generated = useId()
  const id = given ?? generated
  return (
    <ChoiceLabel htmlFor={id} fontSize="sm">
      <ChoiceInput id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </ChoiceLabel>
  )
}
