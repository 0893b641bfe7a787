import { Button, Stack } from '@chakra-ui/react'
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import { CONTACT_SECTION } from '#form-authoring'
import type { Section } from '../model/form-model.ts'
import { headerId, pathKey, refOf } from './question-card.tsx'
import { SectionBlock } from './section-block.tsx'
import { targetId } from '../model/targets.ts'
import type { QuestionsActions } from './use-edit-actions.ts'
import type { FocusLater } from './use-focus-later.ts'

/**
 * Sections and their questions in page order. Everything is a button or a field, so the keyboard does it all; on a
 * question's header, Alt+↑ and Alt+↓ move it too. Cards are keyed by their place, not their key: a key that follows
 * the title as it is typed must not remount the field being typed in. Memoised: it renders after typing, not per key.
 */
export const QuestionsPanel = memo(function QuestionsPanel(props: {
  sections: Section[]
  actions: QuestionsActions
  open: string | undefined
  onOpen(path: string | undefined): void
  focusLater: FocusLater
}) {
  const { sections, actions, open, onOpen, focusLater } = props
  const canDeclareSections = sections.every((s) => s.container.length === 0)

  // Stable, so a card that did not change is not drawn again on each keystroke (QuestionItem is memoised).
  const current = useRef(sections)
  useLayoutEffect(() => {
    current.current = sections
  })
  const moveBy = useCallback(
    (sectionIndex: number, questionIndex: number, delta: -1 | 1) => {
      const all = current.current
      const section = all[sectionIndex]
      const question = section.questions[questionIndex]
      const target = questionIndex + delta
      if (target >= 0 && target < section.questions.length) actions.move(question.path, refOf(section), target)
      else {
        const neighbour = all[sectionIndex + delta]
        if (!neighbour || neighbour.container.join('.') !== section.container.join('.')) return
        actions.move(question.path, refOf(neighbour), delta < 0 ? neighbour.questions.length : 0)
      }
      focusLater(headerId(actions.now(question.path)))
    },
    [actions, focusLater],
  )
  const addSection = () => {
    // "Seus contatos" stays last, next to the submit button (decision 110): a new section goes before it.
    const at = sections.at(-1)?.title === CONTACT_SECTION.title ? sections.length - 1 : sections.length
    actions.addSection(at)
    focusLater(targetId({ tab: 'questions', section: at, field: 'title' }), { select: true })
  }

  return (
    <Stack gap={5}>
      {sections.map((section, sectionIndex) => (
        <SectionBlock
          key={`${section.container.join('.')}#${section.index}#${sectionIndex}`}
          section={section}
          sectionIndex={sectionIndex}
          sectionCount={sections.length}
          open={section.questions.some((q) => pathKey(q.path) === open) ? open : undefined}
          actions={actions}
          onOpen={onOpen}
          moveBy={moveBy}
          focusLater={focusLater}
        />
      ))}
      {canDeclareSections && (
        <Button variant="outline" onClick={addSection}>
          Adicionar seção
        </Button>
      )}
    </Stack>
  )
})
