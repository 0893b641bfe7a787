import { Button, Stack } from '@chakra-ui/react'
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import { type ChoiceOption } from '#form-core'
import type { QuestionPatch, SectionRef } from './form-edits.ts'
import type { QuestionKind, Section } from './form-model.ts'
import { headerId, pathKey, refOf } from './question-card.tsx'
import { SectionBlock } from './section-block.tsx'
import { targetId } from './targets.ts'

/** Every edit the panel asks for; those that can change a question's path answer the path it has after. */
export interface QuestionsActions {
  /** `key` for typed text: keystrokes in one field within a second are one step of undo. */
  patch(path: string[], patch: QuestionPatch, key?: string): void
  retitle(path: string[], title: string, key: string): string[]
  rename(path: string[], id: string): string[]
  /** `key` for a label being typed; adding, removing and moving are steps of their own, drawn at once. */
  options(path: string[], change: (options: ChoiceOption[]) => { const?: unknown; title: string }[], key?: string): string[]
  /** Where a question is now: a title typed since this panel rendered may have renamed it. */
  now(path: string[]): string[]
  /** Whether another question beside this one already has the key `id`. */
  isTaken(path: string[], id: string): boolean
  add(section: SectionRef, kind: QuestionKind): string[]
  remove(path: string[]): void
  duplicate(path: string[]): string[]
  move(path: string[], to: SectionRef, at: number): void
  addSection(at: number): void
  updateSection(ref: SectionRef, patch: { title?: string; description?: string }, key: string): void
  removeSection(ref: SectionRef): void
  moveSection(from: number, to: number): void
}

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
  focusLater(id: string, options?: { select?: boolean }): void
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
    actions.addSection(sections.length)
    focusLater(targetId({ tab: 'questions', section: sections.length, field: 'title' }), { select: true })
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
