import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { questionOf, renderQuestionCard } from './question-card-render.tsx'

const question = questionOf({ path: ['companyName'], id: 'companyName', title: 'Nome da empresa' })

test.each([
  ['Ctrl+S', '{Control>}s{/Control}'],
  ['Enter', '{Enter}'],
])('an id being typed is committed by %s: a save right after it has the new id', async (_, keys) => {
  const onRename = vi.fn()
  renderQuestionCard(question, { onRename })
  const user = userEvent.setup()
  await user.click(screen.getByText('Avançado'))
  await user.click(screen.getByLabelText('Nome nos dados'))
  await user.keyboard('{Control>}a{/Control}nomeEmpresa' + keys)
  expect(onRename).toHaveBeenCalledWith('nomeEmpresa')
})
