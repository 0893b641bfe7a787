import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import type { QuestionPatch, SectionRef } from './form-edits.ts'
import { KIND_LABELS, QUESTION_KINDS, type Question, type QuestionKind, type Section } from './form-model.ts'
import { SelectField, TextField } from './fields.tsx'
import { QuestionFields } from './question-fields.tsx'
import { targetId } from './targets.ts'

/** Every edit the panel asks for; those that can change a question's path answer the path it has after. */
export interface QuestionsActions {
  patch(path: string[], patch: QuestionPatch, key: string): void
  retitle(path: string[], title: string, key: string): string[]
  rename(path: string[], id: string): string[]
  options(path: string[], options: { const?: unknown; title: string }[]): void
  add(section: SectionRef, kind: QuestionKind): string[]
  remove(path: string[]): void
  duplicate(path: string[]): string[]
  move(path: string[], to: SectionRef, at: number): void
  addSection(at: number): void
  updateSection(ref: SectionRef, patch: { title?: string; description?: string }, key: string): void
  removeSection(ref: SectionRef): void
  moveSection(from: number, to: number): void
}

const refOf = (s: Section): SectionRef => ({ container: s.container, index: s.index })
const pathKey = (path: string[]) => path.join('.')
const headerId = (path: string[]) => targetId({ tab: 'questions', question: pathKey(path), field: 'header' })
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** What a screen reader says for a question's button: "Nome da empresa, texto curto, obrigatória". */
export const questionName = (q: Question) =>
  [q.title || q.id, lowerFirst(KIND_LABELS[q.kind]), ...(q.required ? ['obrigatória'] : [])].join(', ')

/**
 * Sections and their questions in page order. Everything is a button or a field, so the keyboard does it all; on a
 * question's header, Alt+↑ and Alt+↓ move it too. Cards are keyed by their place, not their key: a key that follows
 * the title as it is typed must not remount the field being typed in.
 */
export function QuestionsPanel(props: {
  sections: Section[]
  actions: QuestionsActions
  open: string | undefined
  onOpen(path: string | undefined): void
  focusLater(id: string, options?: { select?: boolean }): void
}) {
  const { sections, actions, open, onOpen, focusLater } = props
  const [newKind, setNewKind] = useState<QuestionKind>('short')
  const canDeclareSections = sections.every((s) => s.container.length === 0)

  const moveBy = (sectionIndex: number, questionIndex: number, delta: -1 | 1) => {
    const section = sections[sectionIndex]
    const question = section.questions[questionIndex]
    const target = questionIndex + delta
    if (target >= 0 && target < section.questions.length) actions.move(question.path, refOf(section), target)
    else {
      const neighbour = sections[sectionIndex + delta]
      if (!neighbour || neighbour.container.join('.') !== section.container.join('.')) return
      actions.move(question.path, refOf(neighbour), delta < 0 ? neighbour.questions.length : 0)
    }
    focusLater(headerId(question.path))
  }
  const onHeaderKey = (e: KeyboardEvent, sectionIndex: number, questionIndex: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
    e.preventDefault()
    moveBy(sectionIndex, questionIndex, e.key === 'ArrowUp' ? -1 : 1)
  }
  const allIds = sections.flatMap((s) => s.questions.flatMap((q) => [q.id, ...(q.other ? [q.other.id] : [])]))
  const followOpen = (from: string[], to: string[]) => open === pathKey(from) && onOpen(pathKey(to))
  const addSection = () => {
    actions.addSection(sections.length)
    focusLater(targetId({ tab: 'questions', section: sections.length, field: 'title' }), { select: true })
  }

  return (
    <Stack gap={5}>
      {sections.map((section, sectionIndex) => (
        <Box
          as="section"
          key={`${section.container.join('.')}#${section.index}#${sectionIndex}`}
          aria-label={`Seção ${section.title || sectionIndex + 1}`}
          borderWidth="1px"
          borderRadius="lg"
          p={3}
          bg="gray.50"
        >
          <Stack gap={2} mb={3}>
            {(section.index >= 0 || section.container.length > 0) && (
              <>
                <TextField
                  id={targetId({ tab: 'questions', section: sectionIndex, field: 'title' })}
                  label="Título da seção"
                  value={section.title}
                  onChange={(title) => actions.updateSection(refOf(section), { title }, `section:${sectionIndex}:title`)}
                />
                <TextField
                  id={targetId({ tab: 'questions', section: sectionIndex, field: 'description' })}
                  label="Descrição da seção"
                  multiline
                  value={section.description}
                  onChange={(description) => actions.updateSection(refOf(section), { description }, `section:${sectionIndex}:description`)}
                />
              </>
            )}
            <HStack gap={1} wrap="wrap">
              <Button
                size="xs"
                variant="ghost"
                disabled={sectionIndex === 0}
                onClick={() => actions.moveSection(sectionIndex, sectionIndex - 1)}
              >
                ↑ Subir seção
              </Button>
              <Button
                size="xs"
                variant="ghost"
                disabled={sectionIndex === sections.length - 1}
                onClick={() => actions.moveSection(sectionIndex, sectionIndex + 1)}
              >
                ↓ Descer seção
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() =>
                  window.confirm(
                    `Remover a seção "${section.title || sectionIndex + 1}" e as suas ${section.questions.length} perguntas?`,
                  ) && actions.removeSection(refOf(section))
                }
              >
                Remover seção
              </Button>
            </HStack>
          </Stack>
          <Stack gap={2}>
            {section.questions.map((question, questionIndex) => (
              <QuestionCard
                key={questionIndex}
                question={question}
                open={open === pathKey(question.path)}
                onToggle={() => onOpen(open === pathKey(question.path) ? undefined : pathKey(question.path))}
                onHeaderKey={(e) => onHeaderKey(e, sectionIndex, questionIndex)}
              >
                <HStack gap={1} wrap="wrap" mb={3}>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => moveBy(sectionIndex, questionIndex, -1)}
                    disabled={sectionIndex === 0 && questionIndex === 0}
                  >
                    ↑ Subir
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => moveBy(sectionIndex, questionIndex, 1)}
                    disabled={sectionIndex === sections.length - 1 && questionIndex === section.questions.length - 1}
                  >
                    ↓ Descer
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => focusLater(headerId(actions.duplicate(question.path)))}>
                    Duplicar
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.remove(question.path)}>
                    Remover
                  </Button>
                </HStack>
                <QuestionFields
                  question={question}
                  takenIds={allIds.filter((id) => id !== question.id)}
                  onPatch={(patch, key) => actions.patch(question.path, patch, key)}
                  onTitle={(title) =>
                    followOpen(question.path, actions.retitle(question.path, title, `title:${sectionIndex}:${questionIndex}`))
                  }
                  onRename={(id) => followOpen(question.path, actions.rename(question.path, id))}
                  onOptions={(options) => actions.options(question.path, options)}
                  focusLater={focusLater}
                />
              </QuestionCard>
            ))}
            {section.questions.length === 0 && (
              <Text fontSize="sm" color="gray.600">
                Nenhuma pergunta nesta seção.
              </Text>
            )}
          </Stack>
          <HStack mt={3} gap={2} alignItems="end" wrap="wrap">
            <Box flex="1" minW="10rem">
              <SelectField<QuestionKind>
                label="Tipo da nova pergunta"
                value={newKind}
                options={QUESTION_KINDS.map((k) => [k, KIND_LABELS[k]] as const)}
                onChange={setNewKind}
              />
            </Box>
            <Button
              size="sm"
              colorPalette="orange"
              onClick={() => {
                const path = actions.add(refOf(section), newKind)
                onOpen(pathKey(path))
                focusLater(targetId({ tab: 'questions', question: pathKey(path), field: 'title' }), { select: true })
              }}
            >
              Adicionar pergunta
            </Button>
          </HStack>
        </Box>
      ))}
      {canDeclareSections && (
        <Button variant="outline" onClick={addSection}>
          Adicionar seção
        </Button>
      )}
    </Stack>
  )
}

function QuestionCard(props: {
  question: Question
  open: boolean
  onToggle(): void
  onHeaderKey(e: KeyboardEvent): void
  children: ReactNode
}) {
  const { question, open, onToggle, onHeaderKey, children } = props
  const panelId = `q-${question.path.join('-')}`
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white">
      <Button
        id={headerId(question.path)}
        variant="ghost"
        w="full"
        justifyContent="space-between"
        h="auto"
        py={2}
        whiteSpace="normal"
        textAlign="left"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={questionName(question)}
        data-question={question.path.join('.')}
        onClick={onToggle}
        onKeyDown={onHeaderKey}
      >
        <Text as="span" fontWeight="medium" minW={0} overflowWrap="anywhere">
          {question.title || question.id}
          {question.required && (
            <Text as="span" color="red.600" aria-hidden="true">
              {' '}
              *
            </Text>
          )}
        </Text>
        <Badge flexShrink={0}>{KIND_LABELS[question.kind]}</Badge>
      </Button>
      {open && (
        <Box id={panelId} px={3} pb={3}>
          {children}
        </Box>
      )}
    </Box>
  )
}
