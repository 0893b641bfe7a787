import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import type { KeyboardEvent } from 'react'
import type { ChoiceOption } from '#form-core'
import { OTHER_OPTION } from '#form-core'
import type { Question } from '../model/form-model.ts'
import { useTyped } from './fields.tsx'
import { targetId, type QuestionField } from '../model/targets.ts'
import type { FocusLater } from './use-focus-later.ts'

/** What the options editor is given; the question's fields pass their own `onOptions` and `focusLater` through. */
export interface OptionsEditorProps {
  question: Question
  /** A change of the options, applied to the latest ones (this panel may have rendered a keystroke ago). */
  onOptions(change: (options: ChoiceOption[]) => { const?: unknown; title: string }[], key?: string): string[]
  idOf(field: QuestionField): string
  focusLater: FocusLater
}

/**
 * A choice's options: relabelled in place, added, removed, moved; keyed by place, so a value following its label keeps
 * the cursor. Tab goes from one option's text to the next; the text box moves its option with Alt+↑ / Alt+↓ and
 * removes it with Backspace once empty, said in its description; ↑ ↓ ✕ stay for a pointer or a finger (decision 232).
 */
export function OptionsEditor({ question, onOptions, idOf, focusLater }: OptionsEditorProps) {
  const options = question.options
  const keysHint = `${idOf('options')}-keys`
  const move = (from: number, to: number) =>
    onOptions((latest) => {
      const next = [...latest]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved)
      return next
    })
  const remove = (index: number) => onOptions((latest) => latest.filter((_, i) => i !== index))
  // The keyboard in the option text box at `index` once it shows `title` (the boxes are keyed by place: after a move or
  // a removal the box at that place shows another option a render later), the page scrolled only as far as shows it.
  const focusOption = (index: number, title: string, caret = title.length) =>
    focusLater(idOf(`option-${index}`), { shows: title, caret, scroll: 'nearest' })
  const onKeys = (index: number) => (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const box = e.currentTarget
    const step = e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && { ArrowUp: -1, ArrowDown: 1 }[e.key]
    if (step) {
      e.preventDefault()
      const to = index + step
      if (to < 0 || to >= options.length) return
      move(index, to)
      focusOption(to, box.value, box.selectionStart)
    } else if (e.key === 'Backspace' && !e.repeat && box.value === '' && options.length > 1) {
      // A fresh press on an already empty option: holding Backspace to clear its text never removes it.
      e.preventDefault()
      const stays = index > 0 ? index - 1 : 0
      remove(index)
      focusOption(stays, options[index > 0 ? index - 1 : 1]?.title ?? '')
    }
  }
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
              describedBy={keysHint}
              onKeyDown={onKeys(index)}
              onChange={(title) => onOptions((latest) => latest.map((o, i) => (i === index ? { ...o, title } : o)), `option-${index}`)}
            />
            <Button
              size="xs"
              variant="ghost"
              tabIndex={-1}
              aria-label={`Subir a opção ${option.title}`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="ghost"
              tabIndex={-1}
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
              tabIndex={-1}
              aria-label={`Remover a opção ${option.title}`}
              // The next option's ✕ slides under the pointer: the second click of a double click removes nothing more.
              onClick={(e) => e.detail < 2 && remove(index)}
            >
              ✕
            </Button>
          </HStack>
        ))}
        {/* Said to every text box (its description); shown where there is a keyboard, not on a touch screen. */}
        <Text id={keysHint} fontSize="xs" color="gray.600" css={{ '@media (pointer: coarse)': { display: 'none' } }}>
          No teclado: Alt+↑ e Alt+↓ mudam a opção de lugar; Backspace numa opção vazia a remove.
        </Text>
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

interface OptionInputProps {
  id: string
  label: string
  value: string
  describedBy: string
  onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): void
  onChange(title: string): void
}

function OptionInput({ id, label, value, describedBy, onKeyDown, onChange }: OptionInputProps) {
  const [typed, type] = useTyped(value, onChange)
  // A long option wraps onto more lines as it grows (one line cut it on a phone, issue 35); Enter adds no line break.
  return (
    <Textarea
      size="sm"
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      rows={1}
      resize="none"
      css={{ fieldSizing: 'content' }}
      value={typed}
      onChange={(e) => type(e.target.value.replaceAll('\n', ' '))}
      onKeyDown={(e) => (e.key === 'Enter' ? e.preventDefault() : onKeyDown(e))}
    />
  )
}
