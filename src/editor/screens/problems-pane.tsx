import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react'
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
  /** What this edit already decided about stored answers (problem-fixes.ts, newDecisions): listed, each undoable. */
  decisions: { index: number; text: string }[]
  /** How many answers to this questionnaire are stored, when known (deployed, published). */
  stored?: number
  json: boolean
  onGo(target: Target): void
  /** `target`: the field the fixed problem points at, to put the cursor back in. */
  onFix(action: FixAction, target?: Target): void
}) {
  const { problems, decisions, stored, json, onGo, onFix } = props
  return (
    <Box aria-live="polite">
      <Decisions decisions={decisions} onDrop={(index) => onFix({ drop: index })} />
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
              {p.fix && <Fix fix={p.fix} stored={stored} onFix={(action) => onFix(action, p.target)} />}
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

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What "Aplicar só às respostas novas" does, in plain words, with the stored answers it concerns when known. */
export function tightenWords(stored: number | undefined): string {
  const kept =
    stored === undefined
      ? 'As respostas já guardadas deste questionário continuam como estão'
      : stored === 0
        ? 'Ainda não há respostas guardadas deste questionário; se houver até a publicação, continuam como estão'
        : `${stored === 1 ? 'A 1 resposta já guardada' : `As ${stored} respostas já guardadas`} deste questionário ${stored === 1 ? 'continua' : 'continuam'} como estão`
  return `${kept}, mesmo sem seguir a regra nova; só quem responder depois da publicação precisa segui-la.`
}

function Fix({ fix, stored, onFix }: { fix: ProblemFix; stored?: number; onFix(action: FixAction): void }) {
  if (fix.kind === 'drop')
    return (
      <Button size="xs" variant="outline" mt={2} display="flex" onClick={() => onFix({ drop: fix.index })}>
        {fix.label}
      </Button>
    )
  if (fix.kind === 'declare')
    return (
      <Stack gap={1} mt={2} align="start">
        {fix.choices.some((c) => 'tighten' in c.migration) && (
          <Text fontSize="xs" color="gray.700">
            {tightenWords(stored)}
          </Text>
        )}
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
  // One click per outcome, none chosen for the marketer (one hurried click on a preselected option would remap answers
  // wrongly, issue 35), and no select before a button (two steps, the second looking like a notice, issue 45). Without
  // `mapTo` the removed option's answers are dropped (form-core/migrations.ts): a single choice is left blank, a
  // multiple one keeps its others.
  const outcomes = [
    ...fix.to.map((o) => ({ value: o.value, label: o.label as string | undefined })),
    { value: undefined, label: undefined },
  ]
  return (
    <Stack gap={1} mt={2} align="start">
      <Text fontSize="xs" color="gray.700">
        O que as respostas antigas com &quot;{fix.label}&quot; passam a ser:
      </Text>
      {outcomes.map((o) => (
        <Button
          key={o.label ?? ''}
          {...fixButton}
          onClick={() =>
            onFix({
              declare: { removeOption: { field: fix.field, value: fix.value, ...(o.value !== undefined ? { mapTo: o.value } : {}) } },
            })
          }
        >
          {sentence(mappingLabel(fix.label, o.label))}
        </Button>
      ))}
    </Stack>
  )
}

/** What was decided about stored answers, listed until it is sent, each one undoable: the marketer sees it took. */
function Decisions({ decisions, onDrop }: { decisions: { index: number; text: string }[]; onDrop(index: number): void }) {
  if (decisions.length === 0) return null
  return (
    <Box as="section" aria-label="Decidido sobre as respostas guardadas" mb={4} p={3} borderWidth="1px" borderRadius="md" bg="green.50">
      <Heading as="h3" size="sm" mb={2}>
        Decidido sobre as respostas guardadas
      </Heading>
      <List.Root gap={2} ps={4} fontSize="sm">
        {decisions.map((d) => (
          <List.Item key={d.index}>
            {d.text}{' '}
            <Button size="xs" variant="outline" ms={1} aria-label={`Desfazer: ${d.text}`} onClick={() => onDrop(d.index)}>
              Desfazer
            </Button>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  )
}
