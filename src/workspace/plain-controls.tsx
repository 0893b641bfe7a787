import type { SystemStyleObject } from '@chakra-ui/react'
import { buttonRecipe, fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { useId, type ReactNode } from 'react'

/**
 * Chakra's own recipes (Button, Field, Input, NativeSelect) resolved once, at module load, into classes for plain
 * `<button>`, `<label>`, `<input>` and `<select>`: one `css` on the screen's container styles them all. Each Chakra
 * component resolves its recipe and hashes its style object on every render; the inbox's filters were ~35 of them,
 * mounted while the first page's call is in flight, and their styling was more than half of that render
 * (bench:workspace, docs/performance.md). The look is the recipe's: same sizes, colours, focus rings, invalid state.
 */
type Style = Record<string, unknown>
const isStyle = (value: unknown): value is Style => !!value && typeof value === 'object' && !Array.isArray(value)

/** The recipe's base, then each variant's styles over it, nested conditions (`_hover`, `_invalid`…) merged. */
function merge(...styles: unknown[]): Style {
  const out: Style = {}
  for (const style of styles)
    if (isStyle(style))
      for (const [key, value] of Object.entries(style)) out[key] = isStyle(value) && isStyle(out[key]) ? merge(out[key], value) : value
  return out
}

const field = fieldSlotRecipe.base
const vertical = fieldSlotRecipe.variants?.orientation.vertical
const select = nativeSelectSlotRecipe.base
const selectOutline = nativeSelectSlotRecipe.variants?.variant.outline
const selectMd = nativeSelectSlotRecipe.variants?.size.md

// `:where()` keeps each rule at one class's weight, as Chakra's own are: the phone's 16 px and 44 px rules
// (workspace-page.tsx) still win over the recipe's 14 px and 40 px.
export const controlsCss = {
  '& :where(.pc-field)': merge(field?.root, vertical?.root),
  '& :where(.pc-label)': merge(field?.label),
  '& :where(.pc-error)': merge(field?.errorText),
  '& :where(.pc-select)': merge(select?.root, selectMd?.root),
  '& :where(.pc-select > select)': merge(select?.field, selectOutline?.field, selectMd?.field),
  '& :where(.pc-select > .pc-mark)': merge(select?.indicator, selectMd?.indicator),
  '& :where(.pc-input)': merge(inputRecipe.base, inputRecipe.variants?.size.md, inputRecipe.variants?.variant.outline),
  '& :where(.pc-button)': merge({ colorPalette: 'gray' }, buttonRecipe.base, buttonRecipe.variants?.size.md),
  '& :where(.pc-button.pc-sm)': merge(buttonRecipe.variants?.size.sm),
  '& :where(.pc-orange)': { colorPalette: 'orange' },
  '& :where(.pc-solid)': merge(buttonRecipe.variants?.variant.solid),
  '& :where(.pc-outline)': merge(buttonRecipe.variants?.variant.outline),
  '& :where(.pc-subtle)': merge(buttonRecipe.variants?.variant.subtle),
  '& :where(.pc-truncate)': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as SystemStyleObject

/**
 * A wrapping row of boxes under their labels (`.pc-field`, or Chakra's Field) beside controls without one (buttons,
 * the periods' group): every box starts on one line whatever error line a box shows under it. Aligned at their end,
 * the boxes were pushed down by a neighbour's error (the play-test's "Até" 20 px under "De"); aligned at their start,
 * a control without a label steps down by a label's line (the recipe's `sm`: 1.25rem) and the field's gap (1.5:
 * 0.375rem), from `md`, where it shares a row with boxes (below it each takes a row of its own).
 */
export const controlsRowCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 3,
  alignItems: 'flex-start',
  // A group of fields (the period's "De" and "Até") starts with its labels too.
  '& > :not(:has(> label, > .pc-field))': { mt: { md: '1.625rem' } },
} as const

/** A button's classes: `variant` and `palette` as Chakra's Button props (solid and gray by default). */
export const buttonClass = (variant: 'solid' | 'outline' | 'subtle' = 'solid', palette?: 'orange', size?: 'sm') =>
  ['pc-button', `pc-${variant}`, palette && `pc-${palette}`, size && `pc-${size}`].filter(Boolean).join(' ')

/** What a field gives its control: the id its label names, and the error line it points at while there is one. */
export interface FieldControl {
  id: string
  'aria-invalid'?: true
  'aria-errormessage'?: string
}

/**
 * A control under its label, with the field's error line below it while there is one (Chakra's Field: `pc-field`,
 * `pc-label`, `pc-error` under `controlsCss`); `control` draws the control with the ids it is given. `className` sizes
 * the field.
 */
export function PlainField(props: { label: string; error?: string; className?: string; control(ids: FieldControl): ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={['pc-field', props.className].filter(Boolean).join(' ')} data-invalid={props.error ? '' : undefined}>
      <label className="pc-label" htmlFor={id}>
        {props.label}
      </label>
      {props.control(props.error ? { id, 'aria-invalid': true, 'aria-errormessage': errorId } : { id })}
      {props.error && (
        <div id={errorId} className="pc-error" aria-live="polite">
          {props.error}
        </div>
      )}
    </div>
  )
}

/** A native select under its label, with Chakra's chevron, under `controlsCss`; `className` sizes the field. */
export function PlainSelect(props: {
  label: string
  value: string
  onChange(value: string): void
  className?: string
  children: ReactNode
}) {
  return (
    <PlainField
      label={props.label}
      className={props.className}
      control={({ id }) => (
        <span className="pc-select">
          <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
            {props.children}
          </select>
          <span className="pc-mark" aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </span>
      )}
    />
  )
}
