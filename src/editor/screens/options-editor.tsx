import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import type { ChoiceOption } from '#form-core'
import { OTHER_OPTION } from '#form-core'
import type { Question } from '../model/form-model.ts'
import { useTyped } from './fields.tsx'
import { targetId, type QuestionField } from '../model/targets.ts'

/** What the options editor is given; the question's fields pass their own `onOptions` and `focusLater` through. */
export interface OptionsEditorProps {
  question: Question
  /** A change of the options, applied to the latest ones (this panel may have rendered a keystroke ago). */
  onOptions(change: (options: ChoiceOption[]) => { const?: unknown; title: string }[], key?: string): string[]
  idOf(field: QuestionField): string
  focusLater(id: string, options?: { select?: boolean }): void
}

/** A choice's options: relabelled in place, added, removed, moved; keyed by place, so a value following its label keeps the cursor. */
export function OptionsEditor({ question, onOptions, idOf, focusLater }: OptionsEditorProps) {
  const options = question.options
  const move = (from: number, to: number) =>
    onOptions((latest) => {
      const next = [...latest]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved)
      return next
    })
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3}>
      <Text as="legend" fontSize="sm" fontWeight="medium" px={1} id={idOf('options')} tabIndex={-1}>
        Opções
      </Text>
      <Stack gap={2}>
        {options.map((option, index) => (
          <HStack key={index} gap={2} alignItems="start">
            <OptionInput
              id={idOf(`option-${index}`)}
              label={`Opção ${index + 1}`}
              value={option.title}
              onChange={(title) => onOptions((latest) => latest.map((o, i) => (i === index ? { ...o, title } : o)), `option-${index}`)}
            />
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Subir a opção ${option.title}`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Descer a opção ${option.title}`}
              disabled={index === options.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remover a opção ${option.title}`}
              // The next option's ✕ slides under the pointer: the second click of a double click removes nothing more.
              onClick={(e) => e.detail < 2 && onOptions((latest) => latest.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          onClick={() => {
            let added = 0
            const path = onOptions((latest) => {
              // A new option goes before "Outro", which stays last (the play-test's marketer had to move it up).
              added = latest.at(-1)?.const === OTHER_OPTION.const ? latest.length - 1 : latest.length
              // Numbered by its place as the visitor sees it: after two options and "Outro", "Opção 3" (it was 4).
              return [...latest.slice(0, added), { title: `Opção ${added + 1}` }, ...latest.slice(added)]
            })
            focusLater(targetId({ tab: 'questions', question: path.join('.'), field: `option-${added}` }), { select: true })
          }}
        >
          Adicionar opção
        </Button>
      </Stack>
    </Box>
  )
}

function OptionInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(title: string): void }) {
  const [typed, type] = useTyped(value, onChange)
  // A long option wraps onto more lines as it grows (one line cut it on a phone, issue 35); Enter adds no line break.
  return (
    <Textarea
      size="sm"
      id={id}
      aria-label={label}
      rows={1}
      resize="none"
      css={{ fieldSizing: 'content' }}
      value={typed}
      onChange={(e) => type(e.target.value.replaceAll('\n', ' '))}
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
    />
  )
}
