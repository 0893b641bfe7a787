import { Text } from '@chakra-ui/react'
import { RichDescription, RichHelp } from '@rjsf/core'
import {
  descriptionId,
  getTemplate,
  getUiOptions,
  helpId,
  type DescriptionFieldProps,
  type FieldHelpProps,
  type WidgetProps,
} from '@rjsf/utils'

// Not @rjsf/chakra-ui's: theirs sit in a <sup>, whose line-height is 0 under the CSS reset, so a text that wraps
// prints its lines on top of each other (issue 26). A block of body text instead, the same in the editor's preview,
// keeping the line breaks the editor's help text was typed with (issue 35).

export function DescriptionFieldTemplate({ description, id, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <Text as="div" id={id} textStyle="sm" color="fg.muted" whiteSpace="pre-line">
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

/**
 * A question's help text, drawn by its widget right under the label (RJSF's FieldTemplate would put it above the
 * control's label, where it reads as the previous question's, issue 35). The id is the one the control's
 * aria-describedby names.
 */
export function QuestionDescription({ id, schema, uiSchema, registry }: Pick<WidgetProps, 'id' | 'schema' | 'uiSchema' | 'registry'>) {
  const options = getUiOptions(uiSchema, registry.globalUiOptions)
  const description = options.description ?? schema.description
  if (!description) return null
  const Description = getTemplate('DescriptionFieldTemplate', registry, options)
  // The registry's template is one object for the form's life, not a component made per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Description id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
}
