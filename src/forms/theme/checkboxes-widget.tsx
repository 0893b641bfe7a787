import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils'
import { ChoiceGroup } from './choice-group.tsx'

/** A list of options to tick (an array of enum values). */
export function CheckboxesWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? []
  const selected: unknown[] = Array.isArray(props.value) ? props.value : []
  return (
    <ChoiceGroup
      widget={props}
      type="checkbox"
      isChecked={(value) => enumOptionsIsSelected(value, selected)}
      onToggle={(index, event) =>
        props.onChange(
          event.target.checked ? enumOptionsSelectValue(index, selected, enumOptions) : enumOptionsDeselectValue(index, selected, enumOptions),
        )
      }
    />
  )
}
