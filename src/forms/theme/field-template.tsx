import { Box, Text } from '@chakra-ui/react'
import { errorId, getTemplate, getUiOptions, type FieldErrorProps, type FieldTemplateProps } from '@rjsf/utils'

// Chakra's fieldset spacing; one constant, so every question shares one class.
const questionFrame = {
  display: 'flex',
  flexDirection: 'column',
  width: 'full',
  '& > :not(style, [hidden], [aria-live]) ~ :not(style, [hidden], [aria-live])': { marginTop: '4' },
} as const

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
  const { readonly, registry, required, description, rawDescription, uiSchema } = props
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema))
  return (
    // The registry's template is one object for the form's life, not a component made per render.
    // eslint-disable-next-line react-hooks/static-components
    <WrapIfAdditionalTemplate
      {...{ classNames, style, disabled, id, label, displayLabel, rawDescription, onKeyRename, onKeyRenameBlur, onRemoveProperty }}
      {...{ readonly, required, schema, uiSchema, registry }}
    >
      <Box css={questionFrame}>
        {displayLabel && rawDescription ? (
          <Text as="div" mt={2} color="fg" fontWeight="medium" textStyle="sm">
            {description}
          </Text>
        ) : null}
        {help}
        {children}
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
