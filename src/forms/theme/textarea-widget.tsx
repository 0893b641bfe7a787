import { Textarea } from '@chakra-ui/react'
import type { WidgetProps } from '@rjsf/utils'
import { useDeferredField } from '../deferred/use-deferred-field.ts'
import { FieldFrame } from './field-frame.tsx'

/** Multi-line answers (`ui:widget: textarea`, `ui:options.rows`). Typing stays in the field until it pauses. */
export function TextareaWidget(props: WidgetProps) {
  const field = useDeferredField(props)
  return (
    <FieldFrame {...props}>
      <Textarea {...field} rows={typeof props.options.rows === 'number' ? props.options.rows : undefined} />
    </FieldFrame>
  )
}
