import type { RegistryWidgetsType, TemplatesType, Widget } from '@rjsf/utils'
import type { EngineWidgetName } from '#form-core'
import TitleFieldTemplate from '@rjsf/chakra-ui/lib/TitleField/TitleField.js'
import { CheckboxesWidget, RadioWidget, YesNoWidget } from './choice-group.tsx'
import { DescriptionFieldTemplate, FieldHelpTemplate } from './field-texts.tsx'
import { OtherTextWidget } from './other-text-widget.tsx'
import { SelectWidget } from './select-widget.tsx'
import { TextareaWidget, TextInputTemplate } from './text-input-template.tsx'
import { FieldErrorTemplate, FieldTemplate } from './field-template.tsx'
import { SectionsObjectTemplate } from './sections-object-template.tsx'

// Ours: @rjsf/chakra-ui's lose RJSF's ids, its radio picks an option itself, and each imports Chakra's full theme.
/** The engine's own widgets, one per name form-core/widgets.ts marks `engine` (a missing one is a type error). */
const engineWidgets: Record<EngineWidgetName, Widget> = { 'other-text': OtherTextWidget, 'yes-no': YesNoWidget }

export const widgets: RegistryWidgetsType = { CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget, ...engineWidgets }

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate: TextInputTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  TitleFieldTemplate,
  ObjectFieldTemplate: SectionsObjectTemplate,
}
