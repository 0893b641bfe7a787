import { Box, Button, Heading, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { type FormMigration } from '#form-core'
import type { EditorProblem } from '../model/editor-problems.ts'
import { mappingLabel, type ProblemFix } from '../model/problem-fixes.ts'
import type { Target } from '../model/targets.ts'
import type { QuestionCondition } from '../model/condition-shape.ts'

export type FixAction =
  | { declare: FormMigration }
  | { drop: number }
  /** A question's condition set again, or removed (`condition` undefined). */
  | { condition: { question: string; condition?: QuestionCondition } }

/** A fix's button: a sentence, wrapping on a phone. */
const fixButton = {
  size: 'xs',
  variant: 'outline',
  colorPalette: 'orange',
  whiteSpace: 'normal',
  h: 'auto',
  py: 1,
  textAlign: 'left',
} as const

/** "3 problemas" / "1 problema": the count the sticky bar and the list share. */
export const problemCount = (n: number) => (n === 1 ? '1 problema' : `${n} problemas`)

/**
 * Every problem of check:schemas and of the compatibility with what is published, in the marketer's words: where
 * (a link to the field), what is wrong and what happens to stored answers, and the one-click answer. What
 * check:schemas itself prints (file, line, sentence) shows only with the Avançado tab open. A polite live region: a new
 * problem is read out without taking the cursor away.
 */
export function ProblemsPane(props: {
  problems: EditorProblem[]
  json: boolean
  onGo(target: Target): void
  /** `target`: the field the fixed problem points at, to put the cursor back in. */
  onFix(action: FixAction, target?: Target): void
}) {
  const { problems, json, onGo, onFix } = props
  return (
    <Box aria-live="polite">
      <Heading as="h2" size="md" mb={2} id="problemas" tabIndex={-1}>
        Problemas {problems.length > 0 && `(${problems.length})`}
      </Heading>
      {problems.length === 0 ? (
        <Text color="green.700" fontSize="sm">
          Nenhum problema.
        </Text>
      ) : (
        <List.Root gap={3} ps={4} fontSize="sm">
          {problems.map((p, i) => (
            <List.Item key={`${p.where}\n${p.message}\n${i}`} overflowWrap="anywhere">
              {p.target ? (
                <Button
                  variant="plain"
                  size="sm"
                  display="inline"
                  h="auto"
                  p={0}
                  color="orange.800"
                  textDecoration="underline"
                  whiteSpace="normal"
                  textAlign="left"
                  fontWeight="semibold"
                  onClick={() => p.target && onGo(p.target)}
                >
                  {p.where}
                  {/* The colon inside the button: a two-line button is a box, and a colon after it began a line alone. */}
                  <span aria-hidden="true">:</span>
                </Button>
              ) : (
                <Text as="strong">{p.where}:</Text>
              )}{' '}
              {p.message}
              {p.fix && <Fix fix={p.fix} onFix={(action) => onFix(action, p.target)} />}
              {json &&
                p.detail.map((d, j) => (
                  <Text key={j} color="gray.600" fontSize="xs" mt={1} fontFamily="mono">
                    {d.file}, linha {d.line}: {d.message}
                  </Text>
                ))}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  )
}

/** The select's value for "nenhuma": no option index. */
const NONE = -1

function Fix({ fix, onFix }: { fix: ProblemFix; onFix(action: FixAction): void }) {
  const [chosen, setChosen] = useState<number>()
  if (fix.kind === 'drop')
    return (
      <Button size="xs" variant="outline" mt={2} display="flex" onClick={() => onFix({ drop: fix.index })}>
        {fix.label}
      </Button>
    )
  if (fix.kind === 'declare')
    return (
      <Stack gap={1} mt={2} align="start">
        {fix.choices.map((choice) => (
          <Button key={choice.label} {...fixButton} onClick={() => onFix({ declare: choice.migration })}>
            {choice.label}
          </Button>
        ))}
      </Stack>
    )
  if (fix.kind === 'condition')
    return (
      <Stack gap={1} mt={2} align="start">
        {fix.choices.map((choice) => (
          <Button
            key={choice.label}
            {...fixButton}
            onClick={() => onFix({ condition: { question: fix.question, condition: choice.condition } })}
          >
            {choice.label}
          </Button>
        ))}
      </Stack>
    )
  // No option is picked for the marketer (one hurried click would remap answers wrongly, issue 35): "nenhuma" first,
  // then the current options, and the button only once something is picked. Without `mapTo` the removed option's
  // answers are dropped (form-core/migrations.ts): a single choice is left blank, a multiple one keeps its others.
  const picked = chosen === NONE ? { value: undefined, label: undefined } : chosen === undefined ? undefined : fix.to[chosen]
  const selectId = `map-${fix.field}-${JSON.stringify(fix.value)}`
  return (
    <Stack gap={1} mt={2} align="start">
      <HStack gap={2} wrap="wrap">
        <Text asChild fontSize="xs">
          <label htmlFor={selectId}>Respostas antigas com &quot;{fix.label}&quot; passam a</label>
        </Text>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            id={selectId}
            value={chosen ?? ''}
            onChange={(e) => setChosen(e.target.value === '' ? undefined : Number(e.target.value))}
          >
            <option value="" disabled>
              Escolha…
            </option>
            <option value={NONE}>nenhuma (essa resposta é descartada)</option>
            {fix.to.map((o, i) => (
              <option key={i} value={i}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {picked && (
        <Button
          {...fixButton}
          onClick={() =>
            onFix({
              declare: {
                removeOption: { field: fix.field, value: fix.value, ...(picked.value !== undefined ? { mapTo: picked.value } : {}) },
              },
            })
          }
        >
          {mappingLabel(fix.label, picked.label)}
        </Button>
      )}
    </Stack>
  )
}
