import { Box, Text } from '@chakra-ui/react'
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils'

// Chakra's fieldset layout: 1rem between description, help and control; the messages (a live region, see
// field-error-template.tsx) sit right under the control. One constant, so every question shares one class.
const questionFrame = {
  display: 'flex',
  flexDirection: 'column',
  width: 'full',
  '& > :not(style, [hidden], [aria-live]) ~ :not(style, [hidden], [aria-live])': { marginTop: '4' },
} as const

/**
 * The frame of one question: description, help, the control, its errors. @rjsf/chakra-ui's wraps each in a
 * Chakra Fieldset (Root and Content, each a recipe, an Ark hook and context providers), the form's root object
 * included: a `<fieldset>` with no name around a single labelled control, which screen readers announce as an
 * unnamed group. Worse, Ark gives a Fieldset's context a new value on every render and every Field.Root below
 * reads it, so the root's fieldset re-rendered all the questions of the form on each change (55 on the
 * diagnostic). A plain block with the same spacing does the job (decision 090); questions answered by ticking
 * options keep their fieldset, named by its legend (choice-group.tsx). Objects are framed by
 * SectionsObjectTemplate and get no frame here.
 */
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
