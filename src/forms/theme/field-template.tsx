import { Fieldset } from '@chakra-ui/react'
import RjsfChakraFieldTemplate from '@rjsf/chakra-ui/lib/FieldTemplate/FieldTemplate.js'
import type { FieldTemplateProps } from '@rjsf/utils'

/**
 * @rjsf/chakra-ui's frame for a question, minus its Fieldset.Root around objects (the form's root and the event
 * form's groups, which SectionsObjectTemplate already frames). Ark gives a Fieldset's context a new value on
 * every render and every Field.Root below reads it, so the root's fieldset re-rendered all the questions of the
 * form on each change (55 on the diagnostic) instead of the one that changed (decision 090). An object's own
 * errors and help, if any, keep a fieldset of their own.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  if (props.schema.type !== 'object') return <RjsfChakraFieldTemplate {...props} />
  const { hidden, children, errors, help, rawErrors = [] } = props
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>
  return (
    <>
      {children}
      {(rawErrors.length > 0 || help) && (
        <Fieldset.Root invalid={rawErrors.length > 0}>
          {help}
          {errors}
        </Fieldset.Root>
      )}
    </>
  )
}
