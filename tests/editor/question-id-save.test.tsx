import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import type { Question } from '../../src/editor/model/form-model.ts'
import { QuestionFields } from '../../src/editor/screens/question-fields.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

const question: Question = {
  path: ['companyName'],
  id: 'companyName',
  kind: 'short',
  title: 'Nome da empresa',
  required: false,
  placeholder: '',
  help: '',
  options: [],
  personal: undefined,
  messages: {},
}

test.each([
  ['Ctrl+S', '{Control>}s{/Control}'],
  ['Enter', '{Enter}'],
])('an id being typed is committed by %s: a save right after it has the new id', async (_, keys) => {
  const onRename = vi.fn()
  const noop = () => {}
  renderWithProviders(
    <QuestionFields
      question={question}
      isTaken={() => false}
      onPatch={noop}
      onTitle={noop}
      onRename={onRename}
      onOptions={() => []}
      focusLater={noop}
    />,
  )
  const user = userEvent.setup()
  await user.click(screen.getByText('Avançado'))
  await user.click(screen.getByLabelText('Nome nos dados'))
  await user.keyboard('{Control>}a{/Control}nomeEmpresa' + keys)
  expect(onRename).toHaveBeenCalledWith('nomeEmpresa')
})
