import type { RegistryWidgetsType, TemplatesType, Widget } from '@rjsf/utils'
import type { EngineWidgetName } from '#form-core/widgets.ts'
import DescriptionFieldTemplate from '@rjsf/chakra-ui/lib/DescriptionField/DescriptionField.js'
import FieldHelpTemplate from '@rjsf/chakra-ui/lib/FieldHelpTemplate/FieldHelpTemplate.js'
import TitleFieldTemplate from '@rjsf/chakra-ui/lib/TitleField/TitleField.js'
import { CheckboxesWidget } from './checkboxes-widget.tsx'
import { OtherTextWidget } from './other-text-widget.tsx'
import { RadioWidget } from './radio-widget.tsx'
import { SelectWidget } from './select-widget.tsx'
import { TextInputTemplate } from './text-input-template.tsx'
import { TextareaWidget } from './textarea-widget.tsx'
import { FieldErrorTemplate } from './field-error-template.tsx'
import { FieldTemplate } from './field-template.tsx'
import { SectionsObjectTemplate } from './sections-object-template.tsx'

/**
 * The engine's widget and template registry, chosen by name from the uiSchema; module constants, so RJSF's
 * deep comparisons see the same objects. The controls are ours, built on Chakra: @rjsf/chakra-ui's lose
 * RJSF's ids to Chakra/Ark generated ones (labels point nowhere, focus-on-error misses), its radio picks an
 * option by itself, and each imports Chakra's full default theme (every recipe) through `getChakra`.
 * The frame of each question and its errors are ours too (field-template.tsx); help, description and title stay
 * @rjsf/chakra-ui's. Anything else falls back to RJSF core. The names a ui-schema may use are form-core/widgets.ts's.
 */
/** The engine's own widgets, one per name form-core/widgets.ts marks `engine` (a missing one is a type error). */
const engineWidgets: Record<EngineWidgetName, Widget> = { 'other-text': OtherTextWidget }

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
