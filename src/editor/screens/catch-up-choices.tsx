import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { isObject } from '#form-core'
import type { Pending } from '../io/use-catch-up.ts'
import { conflictKey, type FileConflict } from '../model/merge.ts'
import { parseTexts } from '../model/editor-problems.ts'
import { headerHeight } from '../../lib/brand.ts'

/** A value as the marketer reads it: a text as typed, nothing as "(apagado)", anything else by its title or as JSON. */
function shown(value: unknown): string {
  if (value === undefined) return '(apagado)'
  if (typeof value === 'string') return value
  if (isObject(value) && typeof value.title === 'string') return value.title
  return JSON.stringify(value)
}

/** Which question (by its title in the review's version) or part of the page a conflict is in. */
function whereOf(id: string, conflict: FileConflict, theirs: Pending['theirs']): string {
  const [top, key] = conflict.path
  const properties = parseTexts(id, theirs).pair?.schema.properties
  if (conflict.file === 'schema' && top === 'properties' && typeof key === 'string') {
    const question = isObject(properties) ? properties[key] : undefined
    return `Pergunta "${isObject(question) && typeof question.title === 'string' ? question.title : key}"`
  }
  return conflict.file === 'schema' ? 'Página do questionário' : 'Ordem e aparência das perguntas'
}

/**
 * Both versions of what the tab and the other send changed differently, side by side: the marketer keeps hers or the
 * review's, one question at a time; once every one is answered, the page takes the new version with her edits.
 */
export function CatchUpChoices({
  id,
  pending,
  onDone,
}: {
  id: string
  pending: Pending
  onDone(picks: Record<string, 'ours' | 'theirs'>): void
}) {
  const [picks, setPicks] = useState<Record<string, 'ours' | 'theirs'>>({})
  // It appears above the editor, often far above where the marketer is: brought into view once, when it appears
  // (the page's key is the review's head, so a newer send brings it again), below the site's header. The cursor stays.
  const panel = useRef<HTMLElement>(null)
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup
  // and call on unmount ("is not a function": the editor fell into the error boundary, editor-stale.spec.ts).
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' })
  }, [])
  const pick = (conflict: FileConflict, side: 'ours' | 'theirs') => {
    const next = { ...picks, [conflictKey(conflict)]: side }
    setPicks(next)
    if (pending.conflicts.every((c) => next[conflictKey(c)])) onDone(next)
  }
  return (
    <Box
      as="section"
      ref={panel}
      scrollMarginTop={{ base: `calc(${headerHeight.base} + 1rem)`, xl: `calc(${headerHeight.md} + 5rem)` }}
      aria-labelledby="duas-versoes"
      borderWidth="2px"
      borderColor="orange.400"
      borderRadius="lg"
      p={4}
      mb={4}
    >
      <Heading as="h2" size="md" id="duas-versoes" mb={1}>
        Duas versões da mesma pergunta
      </Heading>
      <Text fontSize="sm" mb={3}>
        Outro aparelho ou colega enviou para esta revisão e mudou o mesmo que você. Escolha qual versão fica em cada uma; o resto das suas
        alterações já está na versão nova.
      </Text>
      <Stack gap={4}>
        {pending.conflicts.map((conflict) => {
          const key = conflictKey(conflict)
          return (
            <Box key={key} role="group" aria-label={whereOf(id, conflict, pending.theirs)}>
              <Text fontWeight="medium" mb={1}>
                {whereOf(id, conflict, pending.theirs)}
              </Text>
              <Stack direction={{ base: 'column', md: 'row' }} gap={2}>
                {(
                  [
                    ['ours', 'A sua versão', conflict.ours, 'Ficar com a minha'],
                    ['theirs', 'Na revisão', conflict.theirs, 'Ficar com a da revisão'],
                  ] as const
                ).map(([side, label, value, action]) => (
                  <Box key={side} flex="1" borderWidth="1px" borderRadius="md" p={3} bg={picks[key] === side ? 'orange.50' : undefined}>
                    <Text fontSize="sm" color="gray.700">
                      {label}
                    </Text>
                    <Text mb={2} overflowWrap="anywhere">
                      {shown(value)}
                    </Text>
                    <HStack>
                      <Button
                        size="sm"
                        variant={picks[key] === side ? 'solid' : 'outline'}
                        colorPalette="orange"
                        onClick={() => pick(conflict, side)}
                      >
                        {action}
                      </Button>
                    </HStack>
                  </Box>
                ))}
              </Stack>
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
