import { Text } from '@chakra-ui/react'
import { RichDescription, RichHelp } from '@rjsf/core'
import { helpId, type DescriptionFieldProps, type FieldHelpProps } from '@rjsf/utils'

// Not @rjsf/chakra-ui's: theirs sit in a <sup>, whose line-height is 0 under the CSS reset, so a text that wraps
// prints its lines on top of each other (issue 26). A block of body text instead, the same in the editor's preview.

export function DescriptionFieldTemplate({ description, id, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <Text as="div" id={id} textStyle="sm" color="fg.muted">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  )
}

/** Under the control it explains, so it never reads as the section's subtitle. */
export function FieldHelpTemplate({ fieldPathId, help, registry, uiSchema }: FieldHelpProps) {
  if (!help) return null
  return (
    <Text as="div" id={helpId(fieldPathId)} textStyle="sm" color="fg.muted">
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </Text>
  )
}
