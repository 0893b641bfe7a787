import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils'
import { ChoiceGroup } from './choice-group.tsx'

/** One choice among a few, as radio buttons; nothing is picked until the visitor picks. */
export function RadioWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? []
  return (
    <ChoiceGroup
      widget={props}
      type="radio"
      isChecked={(value) => enumOptionsIsSelected(value, props.value)}
      onToggle={(index) => props.onChange(enumOptions[index]?.value)}
    />
  )
}
