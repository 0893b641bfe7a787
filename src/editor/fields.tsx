import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react'
import { useId } from 'react'
import { ChoiceInput, ChoiceLabel } from '../components/ui/choice-input.tsx'

/** The editor's ordinary inputs: a label, the control, an optional help line; every change goes up as a value. */

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
}: Common & { value: string; onChange(value: string): void; multiline?: boolean; onBlur?(): void; placeholder?: string }) {
  return (
    <Field.Root invalid={Boolean(invalid)} id={id}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={2} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      ) : (
        <Input size="sm" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
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
  return (
    <Field.Root id={id}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="numeric"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
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
