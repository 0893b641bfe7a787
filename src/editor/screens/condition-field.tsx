import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Fragment, useState } from 'react'
import { conditionWords } from '../model/condition-edits.ts'
import type { QuestionCondition } from '../model/condition-shape.ts'
import type { Question } from '../model/form-model.ts'
import { targetId } from '../model/targets.ts'
import { CheckField, SelectField } from './fields.tsx'

/**
 * "Mostrar só quando…" on a question's card (decision 180): an earlier question and its answer(s), picked from
 * lists, and the condition in words. Picking writes it at once, so the preview follows as the marketer picks.
 */
export function ConditionField(props: {
  question: Question
  /** The earlier questions of its section a condition can test (a choice, boxes or a yes/no, always shown). */
  candidates: Question[]
  /** The question its condition tests, wherever it is now (none: removed). */
  trigger: Question | undefined
  onChange(condition: QuestionCondition | undefined): void
}) {
  const { question, candidates, trigger, onChange } = props
  const [asking, setAsking] = useState(false)
  const condition = question.condition
  const id = (part: string) => `${targetId({ tab: 'questions', question: question.path.join('.'), field: 'condition' })}${part}`
  const key = (value: unknown) => JSON.stringify(value)
  const pick = (triggerId: string) => {
    const chosen = candidates.find((q) => q.id === triggerId)
    const first = chosen?.answers?.values[0]
    if (chosen && first) onChange({ trigger: chosen.id, values: [first.value] })
  }
  const answers = trigger?.answers
  const toggle = (value: unknown, on: boolean) => {
    if (!condition) return
    const values =
      answers?.values.map((a) => a.value).filter((v) => (key(v) === key(value) ? on : condition.values.some((c) => key(c) === key(v)))) ??
      []
    if (values.length) onChange({ ...condition, values })
  }
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3} data-condition={question.path.join('.')}>
      <Text as="legend" fontSize="sm" fontWeight="medium" px={1}>
        Quando aparece
      </Text>
      <Stack gap={3}>
        <Text id={id('')} tabIndex={-1} aria-live="polite">
          {condition ? <Words condition={condition} trigger={trigger} /> : 'Sempre aparece.'}
        </Text>
        {condition || asking ? (
          <>
            <SelectField
              id={id('-question')}
              label="Mostrar só quando a pergunta"
              value={condition && candidates.some((q) => q.id === condition.trigger) ? condition.trigger : ''}
              options={[['', 'Escolha uma pergunta anterior'], ...candidates.map((q) => [q.id, q.title || q.id] as const)]}
              onChange={pick}
            />
            {condition && answers && !answers.ticks && answers.values.length > 2 && (
              <Box as="fieldset">
                <Text as="legend" fontSize="sm" mb={1}>
                  tiver uma destas respostas
                </Text>
                <Stack gap={1}>
                  {answers.values.map((a, i) => (
                    <CheckField
                      key={key(a.value)}
                      id={id(`-answer-${i}`)}
                      label={a.label}
                      checked={condition.values.some((v) => key(v) === key(a.value))}
                      onChange={(on) => toggle(a.value, on)}
                    />
                  ))}
                </Stack>
              </Box>
            )}
            {condition && answers && (answers.ticks || answers.values.length <= 2) && (
              <SelectField
                id={id('-answer')}
                label={answers.ticks ? 'tiver marcada a opção' : 'tiver a resposta'}
                value={String(answers.values.findIndex((a) => key(a.value) === key(condition.values[0])))}
                options={answers.values.map((a, i) => [String(i), a.label] as const)}
                onChange={(i) => onChange({ ...condition, values: [answers.values[Number(i)].value] })}
              />
            )}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => {
                setAsking(false)
                onChange(undefined)
              }}
            >
              Sempre mostrar
            </Button>
          </>
        ) : candidates.length ? (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAsking(true)}>
            Mostrar só quando…
          </Button>
        ) : (
          <Text fontSize="sm" color="gray.600">
            Para mostrar esta pergunta só às vezes, ponha antes dela, nesta seção, uma pergunta de escolha ou de sim/não.
          </Text>
        )}
      </Stack>
    </Box>
  )
}

/** "Aparece quando *Já tem site?* é *Sim*", "é *A* ou *B*", "inclui *A*". */
function Words({ condition, trigger }: { condition: QuestionCondition; trigger: Question | undefined }) {
  const words = conditionWords(condition, trigger)
  return (
    <>
      Aparece quando <em>{words.question}</em> {words.verb}{' '}
      {words.answers.map((answer, i) => (
        <Fragment key={i}>
          {i > 0 && ' ou '}
          <em>{answer}</em>
        </Fragment>
      ))}
    </>
  )
}
