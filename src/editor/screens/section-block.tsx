import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useState } from 'react'
import { KIND_LABELS, QUESTION_KINDS, type QuestionKind, type Section } from '../model/form-model.ts'
import { SelectField, TextField } from './fields.tsx'
import { pathKey, QuestionItem, refOf, sameProps } from './question-card.tsx'
import type { QuestionsActions } from './use-edit-actions.ts'
import type { FocusLater } from './use-focus-later.ts'
import { targetId } from '../model/targets.ts'

interface BlockProps {
  section: Section
  sectionIndex: number
  sectionCount: number
  /** The open question, when it is in this section. */
  open: string | undefined
  actions: QuestionsActions
  onOpen(path: string | undefined): void
  moveBy(sectionIndex: number, questionIndex: number, delta: -1 | 1): void
  focusLater: FocusLater
}

/** What "Mostrar só quando…" offers a root question: the earlier ones that can show it, and the one that does. */
function conditionProps(section: Section, index: number) {
  if (section.container.length) return undefined
  const question = section.questions[index]
  const trigger = question.condition && section.questions.find((q) => q.id === question.condition?.trigger)
  return { candidates: section.questions.slice(0, index).filter((q) => q.answers), trigger }
}

/** A section: its texts, its questions and "Adicionar pergunta"; drawn again only when something in it changed. */
export const SectionBlock = memo(function SectionBlock(props: BlockProps) {
  const { section, sectionIndex, sectionCount, open, actions, onOpen, moveBy, focusLater } = props
  const [newKind, setNewKind] = useState<QuestionKind>('short')
  return (
    <Box as="section" aria-label={`Seção ${section.title || sectionIndex + 1}`} borderWidth="1px" borderRadius="lg" p={3} bg="gray.50">
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
        <HStack gap={2} wrap="wrap">
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
            disabled={sectionIndex === sectionCount - 1}
            onClick={() => actions.moveSection(sectionIndex, sectionIndex + 1)}
          >
            ↓ Descer seção
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() =>
              window.confirm(`Remover a seção "${section.title || sectionIndex + 1}" e as suas ${section.questions.length} perguntas?`) &&
              actions.removeSection(refOf(section))
            }
          >
            Remover seção
          </Button>
        </HStack>
      </Stack>
      <Stack gap={2}>
        {section.questions.map((question, questionIndex) => (
          <QuestionItem
            key={questionIndex}
            question={question}
            sectionIndex={sectionIndex}
            questionIndex={questionIndex}
            first={sectionIndex === 0 && questionIndex === 0}
            last={sectionIndex === sectionCount - 1 && questionIndex === section.questions.length - 1}
            open={open === pathKey(question.path)}
            actions={actions}
            onOpen={onOpen}
            moveBy={moveBy}
            focusLater={focusLater}
            condition={conditionProps(section, questionIndex)}
          />
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
  )
}, sameProps<BlockProps>('section'))
