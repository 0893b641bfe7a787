/**
 * A place on the editor's screen a problem points at, and the element id each field carries for it: a click on a
 * problem opens the tab (and the question), scrolls the field into view and puts the cursor in it.
 */
export type EditorTab = 'questions' | 'page' | 'json'

export type QuestionField =
  | 'header'
  | 'title'
  | 'id'
  | 'kind'
  | 'required'
  | 'placeholder'
  | 'help'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'personal'
  | 'otherLabel'
  | 'otherPlaceholder'
  | 'note'
  | 'condition'
  | 'options'
  | `option-${number}`
  | `message-${string}`

export type Target =
  | { tab: 'questions'; question: string; field: QuestionField }
  | { tab: 'questions'; section: number; field: 'title' | 'description' }
  /** `x-form`'s path (`card.title`), or `schema.title` for the schema's own title. */
  | { tab: 'page'; field: string }
  | { tab: 'json'; file: 'schema' | 'uiSchema'; line?: number }

export function targetId(target: Target): string {
  if (target.tab === 'json') return `json-${target.file}`
  if (target.tab === 'page') return `page-${target.field}`
  return 'question' in target ? `q-${target.question}-${target.field}` : `s-${target.section}-${target.field}`
}
