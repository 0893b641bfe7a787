import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState, type KeyboardEvent } from 'react'
import type { QuestionPatch, SectionRef } from './form-edits.ts'
import { KIND_LABELS, QUESTION_KINDS, type Question, type QuestionKind, type Section } from './form-model.ts'
import { SelectField, TextField } from './fields.tsx'
import { QuestionFields } from './question-fields.tsx'

export interface QuestionsActions {
  patch(path: string[], patch: QuestionPatch, key: string): void
  rename(path: string[], id: string): void
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

/**
 * Sections and their questions in page order. Everything is a button or a field, so the keyboard does it all; on a
 * question's header, Alt+↑ and Alt+↓ move it too.
 */
export function QuestionsPanel({ sections, actions }: { sections: Section[]; actions: QuestionsActions }) {
  const [open, setOpen] = useState<string>()
  const [focus, setFocus] = useState<string>()
  const [newKind, setNewKind] = useState<QuestionKind>('short')
  const canDeclareSections = sections.every((s) => s.container.length === 0)
  // A moved or new question keeps the keyboard's focus on its header.
  useEffect(() => {
    if (focus) document.querySelector<HTMLElement>(`[data-question="${CSS.escape(focus)}"]`)?.focus()
  }, [focus, sections])

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
    setFocus(pathKey(question.path))
  }
  const onHeaderKey = (e: KeyboardEvent, sectionIndex: number, questionIndex: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
    e.preventDefault()
    moveBy(sectionIndex, questionIndex, e.key === 'ArrowUp' ? -1 : 1)
  }
  const allIds = sections.flatMap((s) => s.questions.flatMap((q) => [q.id, ...(q.other ? [q.other.id] : [])]))

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
                  label="Título da seção"
                  value={section.title}
                  onChange={(title) => actions.updateSection(refOf(section), { title }, `section:${sectionIndex}:title`)}
                />
                <TextField
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
                key={pathKey(question.path)}
                question={question}
                open={open === pathKey(question.path)}
                onToggle={() => setOpen(open === pathKey(question.path) ? undefined : pathKey(question.path))}
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
                  <Button size="xs" variant="outline" onClick={() => setFocus(pathKey(actions.duplicate(question.path)))}>
                    Duplicar
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.remove(question.path)}>
                    Remover
                  </Button>
                </HStack>
                <QuestionFields
                  key={question.id}
                  question={question}
                  takenIds={allIds.filter((id) => id !== question.id)}
                  onPatch={(patch, key) => actions.patch(question.path, patch, key)}
                  onRename={(id) => {
                    actions.rename(question.path, id)
                    const next = pathKey([...question.path.slice(0, -1), id])
                    setOpen(next)
                  }}
                  onOptions={(options) => actions.options(question.path, options)}
                />
              </QuestionCard>
            ))}
            {section.questions.length === 0 && (
              <Text fontSize="sm" color="gray.600">
                Nenhuma pergunta nesta seção.
              </Text>
            )}
          </Stack>
          <HStack mt={3} gap={2} alignItems="end">
            <Box flex="1">
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
                const path = pathKey(actions.add(refOf(section), newKind))
                setOpen(path)
                setFocus(path)
              }}
            >
              Adicionar pergunta
            </Button>
          </HStack>
        </Box>
      ))}
      {canDeclareSections && (
        <Button variant="outline" onClick={() => actions.addSection(sections.length)}>
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
  children: React.ReactNode
}) {
  const { question, open, onToggle, onHeaderKey, children } = props
  const panelId = `q-${question.path.join('-')}`
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white">
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        h="auto"
        py={2}
        whiteSpace="normal"
        textAlign="left"
        aria-expanded={open}
        aria-controls={panelId}
        data-question={question.path.join('.')}
        onClick={onToggle}
        onKeyDown={onHeaderKey}
      >
        <Text as="span" fontWeight="medium">
          {question.title || question.id}
          {question.required && (
            <Text as="span" color="red.600" aria-label="obrigatória">
              {' '}
              *
            </Text>
          )}
        </Text>
        <Badge>{KIND_LABELS[question.kind]}</Badge>
      </Button>
      {open && (
        <Box id={panelId} px={3} pb={3}>
          {children}
        </Box>
      )}
    </Box>
  )
}
