import type { ComponentProps } from 'react'
import type { Question } from '../../src/editor/model/form-model.ts'
import { QuestionFields } from '../../src/editor/screens/question-fields.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

/** A question as the editor's model holds it: a short text, with only `patch` differing. */
export const questionOf = (patch: Partial<Question> = {}): Question => ({
  path: ['q'],
  id: 'q',
  kind: 'short',
  title: 'Pergunta',
  required: false,
  placeholder: '',
  help: '',
  options: [],
  personal: undefined,
  messages: {},
  ...patch,
})

const noop = () => {}

/** The question's card alone, every callback a no-op unless the test passes its own (a spy, for one). */
export const renderQuestionCard = (question: Question, props: Partial<ComponentProps<typeof QuestionFields>> = {}) =>
  renderWithProviders(
    <QuestionFields
      question={question}
      isTaken={() => false}
      onPatch={noop}
      onTitle={noop}
      onRename={noop}
      onOptions={() => []}
      focusLater={noop}
      {...props}
    />,
  )
