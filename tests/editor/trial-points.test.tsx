import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import type { ChoiceOption } from '#form-core'
import type { Question } from '../../src/editor/model/form-model.ts'
import { CatchUpChoices } from '../../src/editor/screens/catch-up-choices.tsx'
import { OptionsEditor } from '../../src/editor/screens/options-editor.tsx'
import { PagePanel } from '../../src/editor/screens/page-panel.tsx'
import { ProblemsPane } from '../../src/editor/screens/problems-pane.tsx'
import { ReviewPanel, type Review } from '../../src/editor/screens/review-panel.tsx'
import { codeEmail } from '../../supabase/functions/_shared/workspace-function/send-email-hook.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { questionOf, renderQuestionCard } from './question-card-render.tsx'

/**
 * The play-test's smaller points (issue 45, item 5), each as a marketer meets it, by keystroke or click: every one of
 * these failed before its fix.
 */

const noop = () => {}
const question = questionOf
const fields = (q: Question) => renderQuestionCard(q)

describe('the question card', () => {
  test('every choice kind says whether it takes one answer or several', () => {
    fields(question({}))
    const kinds = within(screen.getByLabelText('Tipo'))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '')
    const choices = kinds.filter((k) => /escolha/i.test(k))
    expect(choices.length).toBeGreaterThanOrEqual(4)
    expect(choices.filter((k) => !/única|múltipla/i.test(k))).toEqual([])
  })

  test('a choice question has no example text inside a field and no message about short answers', () => {
    fields(
      question({
        kind: 'choice',
        // What a short text left when it became a choice (the trial's card).
        minLength: 3,
        options: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      }),
    )
    expect(screen.queryByLabelText('Texto de exemplo dentro do campo')).toBeNull()
    expect(screen.queryByLabelText('Quando a resposta é curta demais')).toBeNull()
    expect(screen.getByLabelText('Texto de ajuda')).toBeTruthy()
  })

  test('a new option is numbered by what the visitor sees: after two options and "Outro", "Opção 3"', async () => {
    function Harness() {
      const [options, setOptions] = useState<ChoiceOption[]>([
        { const: 'a', title: 'Site' },
        { const: 'b', title: 'Loja' },
        { const: 'outro', title: 'Outro' },
      ])
      return (
        <OptionsEditor
          question={question({ kind: 'other', options })}
          onOptions={(change) => {
            setOptions(change(options) as ChoiceOption[])
            return ['q']
          }}
          idOf={(f) => f}
          focusLater={noop}
        />
      )
    }
    renderWithProviders(<Harness />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adicionar opção' }))
    expect(screen.getByRole('textbox', { name: 'Opção 3' })).toHaveProperty('value', 'Opção 3')
  })
})

describe('Problemas', () => {
  const removed = {
    where: 'Pergunta "Tipo de site"',
    message: 'A opção "Loja" já está publicada e foi removida.',
    detail: [],
    fix: {
      kind: 'map-option' as const,
      field: 'siteType',
      value: 'loja',
      label: 'Loja',
      to: [
        { value: 'site', label: 'Site' },
        { value: 'blog', label: 'Blog' },
      ],
    },
  }

  test("what a removed option's old answers become is one click, and the choice stays listed", async () => {
    const onFix = vi.fn()
    const { unmount } = renderWithProviders(<ProblemsPane problems={[removed]} decisions={[]} json={false} onGo={noop} onFix={onFix} />)
    await userEvent.setup().click(screen.getByRole('button', { name: /passam a "Blog"/ }))
    expect(onFix).toHaveBeenCalledWith({ declare: { removeOption: { field: 'siteType', value: 'loja', mapTo: 'blog' } } }, undefined)
    unmount()
    renderWithProviders(
      <ProblemsPane
        problems={[]}
        decisions={[{ index: 0, text: 'Respostas antigas com "Loja" passam a "Blog".' }]}
        json={false}
        onGo={noop}
        onFix={onFix}
      />,
    )
    const decided = screen.getByRole('region', { name: 'Decidido sobre as respostas guardadas' })
    expect(decided.textContent).toContain('Respostas antigas com "Loja" passam a "Blog".')
    await userEvent.setup().click(within(decided).getByRole('button', { name: /Desfazer/ }))
    expect(onFix).toHaveBeenLastCalledWith({ drop: 0 })
  })

  test('"Aplicar só às respostas novas" says in plain words what happens, and to how many stored answers', () => {
    renderWithProviders(
      <ProblemsPane
        problems={[
          {
            where: 'Pergunta "Orçamento"',
            message: '"Orçamento" passou a ser obrigatória: respostas guardadas e rascunhos de antes podem não passar.',
            detail: [],
            fix: { kind: 'declare', choices: [{ label: 'Aplicar só às respostas novas', migration: { tighten: 'budget' } }] },
          },
        ]}
        decisions={[]}
        stored={12}
        json={false}
        onGo={noop}
        onFix={noop}
      />,
    )
    const problem = screen.getByRole('listitem')
    expect(problem.textContent).toMatch(/12 respostas já guardadas/)
    expect(problem.textContent).toMatch(/continuam como estão/)
  })
})

test('the page panel offers the categories in use, and a new one is written in their style', async () => {
  const onChange = vi.fn()
  function Harness() {
    const [meta, setMeta] = useState<Record<string, unknown>>({ kind: 'briefing', card: { title: 'T', category: 'Digital' } })
    return (
      <PagePanel
        meta={meta as never}
        schemaTitle="T"
        otherForms={[{ id: 'landing-page', title: 'Briefing de Landing Page' }]}
        categories={['Digital', 'Marketing']}
        onChange={(path, value) => {
          onChange(path, value)
          if (path.join('.') === 'card.category') setMeta((m) => ({ ...m, card: { ...(m.card as object), category: value } }))
        }}
      />
    )
  }
  renderWithProviders(<Harness />)
  const user = userEvent.setup()
  const category = screen.getByLabelText('Categoria')
  expect(
    within(category)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(expect.arrayContaining(['Digital', 'Marketing']))
  await user.selectOptions(category, 'Marketing')
  expect(onChange).toHaveBeenLastCalledWith(['card', 'category'], 'Marketing')
  await user.selectOptions(category, 'Outra…')
  await user.type(screen.getByLabelText('Nova categoria'), 'vídeo{Tab}')
  expect(onChange).toHaveBeenLastCalledWith(['card', 'category'], 'Vídeo')
  // No developer's id beside a related questionnaire's title.
  expect(screen.getByLabelText('Briefing de Landing Page')).toBeTruthy()
  expect(screen.queryByText(/\(landing-page\)/)).toBeNull()
})

describe('a new category typed with the name of one in use (issue 45: the typing vanished)', () => {
  /** The page panel over a card whose category starts as `category`, the other cards using `inUse`. */
  function renderCategory(category: string, inUse: string[]) {
    const onChange = vi.fn()
    function Harness() {
      const [meta, setMeta] = useState<Record<string, unknown>>({ kind: 'briefing', card: { title: 'T', category } })
      return (
        <PagePanel
          meta={meta as never}
          schemaTitle="T"
          otherForms={[]}
          categories={inUse}
          onChange={(path, value) => {
            if (path.join('.') !== 'card.category') return
            onChange(value)
            setMeta((m) => ({ ...m, card: { ...(m.card as object), category: value } }))
          }}
        />
      )
    }
    renderWithProviders(<Harness />)
    return onChange
  }

  test('on a new questionnaire, a category typed over the provisional text keeps every key, through a name in use', async () => {
    const onChange = renderCategory('A PREENCHER: categoria', ['Design', 'Digital'])
    const user = userEvent.setup()
    await user.tripleClick(screen.getByLabelText('Nova categoria'))
    await user.keyboard('digital')
    expect(screen.getByLabelText('Nova categoria')).toHaveProperty('value', 'digital')
    expect(onChange).toHaveBeenLastCalledWith('Digital')
    expect(screen.getByLabelText('Categoria')).toHaveProperty('value', 'Digital')
    expect(screen.getByText(/Essa categoria já existe: o cartão fica em "Digital"/)).toBeTruthy()
    await user.keyboard(' marketing')
    expect(screen.getByLabelText('Nova categoria')).toHaveProperty('value', 'digital marketing')
    expect(onChange).toHaveBeenLastCalledWith('Digital marketing')
    expect(screen.queryByText(/Essa categoria já existe/)).toBeNull()
  })

  test('after "Outra…", typing the name of the category it was picked from keeps the text', async () => {
    const onChange = renderCategory('Digital', ['Design', 'Digital'])
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Outra…')
    expect(screen.getByLabelText('Nova categoria')).toHaveProperty('value', '')
    await user.type(screen.getByLabelText('Nova categoria'), 'digital')
    expect(screen.getByLabelText('Nova categoria')).toHaveProperty('value', 'digital')
    expect(onChange).toHaveBeenLastCalledWith('Digital')
  })

  test('a name in use typed without its accents is that category', async () => {
    const onChange = renderCategory('A PREENCHER: categoria', ['Automação'])
    const user = userEvent.setup()
    await user.tripleClick(screen.getByLabelText('Nova categoria'))
    await user.keyboard('automacao')
    expect(screen.getByLabelText('Nova categoria')).toHaveProperty('value', 'automacao')
    expect(onChange).toHaveBeenLastCalledWith('Automação')
  })
})

test('before sending, the panel says in words what goes to the review', () => {
  const review = {
    status: undefined,
    reason: undefined,
    deployed: true,
    changes: ['Pergunta "Orçamento" passou a aparecer só quando "Tipo de site" é "Loja".'],
  } as unknown as Review
  renderWithProviders(<ReviewPanel id="website" texts={{ schema: '{}', uiSchema: '{}' }} review={review} problems={[]} />)
  const summary = screen.getByRole('list', { name: 'O que vai para a revisão' })
  expect(summary.textContent).toContain('passou a aparecer só quando "Tipo de site" é "Loja"')
})

test('the sign-in e-mail names the staff area, not "painel" alone, since the same code opens the editor', () => {
  const mail = codeEmail('ana@agencia.test', '123456')
  expect(mail.subject).not.toMatch(/painel/i)
  expect(mail.text).toMatch(/editor de questionários/)
})

test('"Duas versões da mesma pergunta" is brought into view when it appears, far above where the marketer is', () => {
  const scrolled = vi.fn()
  Element.prototype.scrollIntoView = scrolled
  const schema = readFileSync(join(import.meta.dirname, '../../schemas/website.json'), 'utf8')
  renderWithProviders(
    <CatchUpChoices
      id="website"
      pending={{
        head: 'h2',
        theirs: { schema, uiSchema: '{}' },
        conflicts: [{ file: 'schema', path: ['properties', 'companyName', 'title'], ours: 'Empresa', theirs: 'Marca' }],
      }}
      onDone={noop}
    />,
  )
  const panel = screen.getByRole('region', { name: 'Duas versões da mesma pergunta' })
  expect(scrolled).toHaveBeenCalledTimes(1)
  expect(scrolled.mock.contexts[0]).toBe(panel)
})
