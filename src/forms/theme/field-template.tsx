import { Box, Text } from '@chakra-ui/react'
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils'

// Chakra's fieldset spacing; one constant, so every question shares one class.
const questionFrame = {
  display: 'flex',
  flexDirection: 'column',
  width: 'full',
  '& > :not(style, [hidden], [aria-live]) ~ :not(style, [hidden], [aria-live])': { marginTop: '4' },
} as const

// A plain block, not @rjsf/chakra-ui's Fieldset: an unnamed group for screen readers, and Ark's context re-rendered
// every question on each change (decision 090). Choice questions keep a named fieldset (choice-group.tsx).
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
