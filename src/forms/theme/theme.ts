import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils'
import BaseInputTemplate from '@rjsf/chakra-ui/lib/BaseInputTemplate/BaseInputTemplate.js'
import CheckboxWidget from '@rjsf/chakra-ui/lib/CheckboxWidget/CheckboxWidget.js'
import DescriptionFieldTemplate from '@rjsf/chakra-ui/lib/DescriptionField/DescriptionField.js'
import FieldErrorTemplate from '@rjsf/chakra-ui/lib/FieldErrorTemplate/FieldErrorTemplate.js'
import FieldHelpTemplate from '@rjsf/chakra-ui/lib/FieldHelpTemplate/FieldHelpTemplate.js'
import FieldTemplate from '@rjsf/chakra-ui/lib/FieldTemplate/FieldTemplate.js'
import NativeSelectWidget from '@rjsf/chakra-ui/lib/NativeSelectWidget/NativeSelectWidget.js'
import TextareaWidget from '@rjsf/chakra-ui/lib/TextareaWidget/TextareaWidget.js'
import TitleFieldTemplate from '@rjsf/chakra-ui/lib/TitleField/TitleField.js'
import { CheckboxesWidget } from './checkboxes-widget.tsx'
import { OtherTextWidget } from './other-text-widget.tsx'
import { RadioWidget } from './radio-widget.tsx'
import { SectionsObjectTemplate } from './sections-object-template.tsx'

/**
 * The engine's widget and template registry, chosen by name from the uiSchema. Only the Chakra pieces our
 * forms use are imported (the theme's index pulls every widget, the Ark select and date pickers included);
 * anything else falls back to RJSF core's. Module constants, so RJSF's deep comparisons see the same objects.
 * Choices use the native select: the fastest control on a phone, and it keeps the element id `root_<key>`.
 */
export const widgets: RegistryWidgetsType = {
  CheckboxWidget,
  CheckboxesWidget,
  RadioWidget,
  SelectWidget: NativeSelectWidget,
  TextareaWidget,
  'other-text': OtherTextWidget,
}

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  TitleFieldTemplate,
  ObjectFieldTemplate: SectionsObjectTemplate,
}
