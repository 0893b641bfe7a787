import { TYPE_NAMES } from './error-list.ts'
import type { JsonObject } from './json.ts'
import { optionsOf } from './schema-walk.ts'

/** What a question asks for, as far as its widget goes: a text, a number, yes/no, one option, or several. */
export type FieldShape = 'text' | 'number' | 'boolean' | 'choice' | 'choices'

export const shapeNames: Record<FieldShape, string> = {
  text: TYPE_NAMES.string,
  number: TYPE_NAMES.number,
  boolean: TYPE_NAMES.boolean,
  choice: 'uma escolha',
  choices: 'uma lista de opções',
}

export function shapeOf(field: JsonObject): FieldShape | undefined {
  if (optionsOf(field).length > 0) return field.type === 'array' ? 'choices' : 'choice'
  if (field.type === 'string') return 'text'
  if (field.type === 'number' || field.type === 'integer') return 'number'
  return field.type === 'boolean' ? 'boolean' : undefined
}

export type AnswerBy = 'typing' | 'select' | 'radio' | 'tick' | 'ticks' | 'other-text' | 'yes-no'

interface Widget {
  /** The question shapes it can draw; any other shape crashes the page or makes no sense to a visitor. */
  accepts: readonly FieldShape[]
  answerBy: AnswerBy
  /** Not one of RJSF's names: the engine registers its component under this name (src/forms/theme/theme.ts). */
  engine?: true
}

/** Every `ui:widget` name; check:schemas, the renderer and the e2e helper read this table, no other list exists. */
export const WIDGETS = {
  text: { accepts: ['text', 'number'], answerBy: 'typing' },
  textarea: { accepts: ['text'], answerBy: 'typing' },
  email: { accepts: ['text'], answerBy: 'typing' },
  uri: { accepts: ['text'], answerBy: 'typing' },
  date: { accepts: ['text'], answerBy: 'typing' },
  password: { accepts: ['text'], answerBy: 'typing' },
  updown: { accepts: ['number'], answerBy: 'typing' },
  select: { accepts: ['choice', 'boolean'], answerBy: 'select' },
  radio: { accepts: ['choice', 'boolean'], answerBy: 'radio' },
  checkbox: { accepts: ['boolean'], answerBy: 'tick' },
  checkboxes: { accepts: ['choices'], answerBy: 'ticks' },
  'other-text': { accepts: ['text'], answerBy: 'other-text', engine: true },
  'yes-no': { accepts: ['boolean'], answerBy: 'yes-no', engine: true },
} as const satisfies Record<string, Widget>

/** A yes/no question's two answers, in this order, as the page shows them and the agency reads them. */
export const YES_NO = [
  { value: true, label: 'Sim' },
  { value: false, label: 'Não' },
] as const

export type WidgetName = keyof typeof WIDGETS
export type EngineWidgetName = { [K in WidgetName]: (typeof WIDGETS)[K] extends { engine: true } ? K : never }[WidgetName]

export const isWidgetName = (name: unknown): name is WidgetName => typeof name === 'string' && Object.hasOwn(WIDGETS, name)

const defaults: Record<FieldShape, WidgetName> = { text: 'text', number: 'text', boolean: 'checkbox', choice: 'select', choices: 'select' }

/** Else RJSF's default; a list of options defaults to a multiple select, which the engine does not draw. */
export function widgetOf(field: JsonObject, ui: JsonObject): WidgetName | undefined {
  const named = ui['ui:widget']
  if (named !== undefined) return isWidgetName(named) ? named : undefined
  const shape = shapeOf(field)
  return shape && defaults[shape]
}
