import { templates, widgets } from './theme.ts'

// Shared by the form page and the preview; module constants because RJSF deep-compares its props on every change.
export const sharedFormProps = {
  widgets,
  templates,
  // Our messages appear under each field; the browser's bubbles and RJSF's list on top are off.
  noHtml5Validate: true,
  showErrorList: false,
  // RJSF 6.11 otherwise fills every choice (a oneOf of consts) with its first option: a visitor would send
  // "Tráfego Pago" without ever picking it, while the select still shows its placeholder.
  experimental_defaultFormStateBehavior: { constAsDefaults: 'skipOneOf' },
} as const
