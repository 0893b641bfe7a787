import { Box, Text } from '@chakra-ui/react'
import { errorId, getTemplate, getUiOptions, type FieldErrorProps, type FieldTemplateProps } from '@rjsf/utils'
import { TOUCH } from '../../lib/brand.ts'

/**
 * Where a focused question may sit when the browser scrolls to it (Tab, an error): below the sticky header and the
 * form's progress line (form-status.tsx), above the floating WhatsApp button (56 px and its margin).
 */
export const clearOfFixedBars = {
  scrollMarginTop: { base: '7.5rem', md: '8rem' },
  scrollMarginBottom: { base: '5.5rem', md: '6.5rem' },
} as const

// One constant, so every question shares one class. A small gap: the help and the message belong to this control,
// the grid's larger gap separates it from the next question.
const questionFrame = {
  display: 'flex',
  flexDirection: 'column',
  width: 'full',
  gap: '1.5',
  ...clearOfFixedBars,
  '& :is(input, select, textarea)': clearOfFixedBars,
  // A touch screen of any width, tablets too (issue 33): 16 px text (iOS zooms into smaller) and 44 px controls.
  // The question's own label too (issue 43: 14 px over 16 px answers); a choice's option labels hold their input.
  [TOUCH]: {
    '& :is(input:not([type=checkbox], [type=radio]), select, textarea)': { fontSize: 'md', minHeight: '11' },
    '& :is(legend, label:not(:has(input)))': { fontSize: 'md' },
  },
} as const

/** Marks the frame focus-first-error.ts scrolls into view: label, control, help and message together. */
export const QUESTION_ATTRIBUTE = 'data-question'

// Not @rjsf/chakra-ui's Fieldset: an unnamed group, and its context re-rendered every question per change (decision 090).
export function FieldTemplate(props: FieldTemplateProps) {
  const { children, errors, help, hidden, schema } = props
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>
  if (schema.type === 'object') {
    return (
      <>
        {children}
        {help}
        {errors}
      </>
    )
  }
  const { id, classNames, style, disabled, displayLabel, label, onKeyRename, onKeyRenameBlur, onRemoveProperty } = props
  const { readonly, registry, required, rawDescription, uiSchema } = props
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema))
  return (
    // The registry's template is one object for the form's life, not a component made per render.
    // eslint-disable-next-line react-hooks/static-components
    <WrapIfAdditionalTemplate
      {...{ classNames, style, disabled, id, label, displayLabel, rawDescription, onKeyRename, onKeyRenameBlur, onRemoveProperty }}
      {...{ readonly, required, schema, uiSchema, registry }}
    >
      <Box css={questionFrame} {...{ [QUESTION_ATTRIBUTE]: '' }}>
        {/* The help text is the widget's, under its label (field-texts.tsx QuestionDescription). */}
        {children}
        {help}
        {errors}
      </Box>
    </WrapIfAdditionalTemplate>
  )
}

// As @rjsf/chakra-ui's (same style, id and live region) without needing a Fieldset around the question.
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null
  const id = errorId(fieldPathId)
  return errors.map((error, i) => (
    <Text
      key={i}
      as="span"
      id={id}
      aria-live="polite"
      display="inline-flex"
      alignItems="center"
      gap={2}
      color="fg.error"
      fontWeight="medium"
      textStyle="sm"
    >
      {error}
    </Text>
  ))
}
