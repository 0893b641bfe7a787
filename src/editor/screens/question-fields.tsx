import { Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { QuestionPatch } from '../model/form-edits.ts'
import { KIND_LABELS, QUESTION_KINDS, type Question, type QuestionKind } from '../model/form-model.ts'
import { CheckField, NumberField, SelectField, TextField } from './fields.tsx'
import { OptionsEditor, type OptionsEditorProps } from './options-editor.tsx'
import { targetId, type QuestionField } from '../model/targets.ts'

const ID = /^[A-Za-z][A-Za-z0-9_]*$/

const PERSONAL = [
  ['', 'Não marcado'],
  ['false', 'Não é dado pessoal'],
  ['name', 'Nome'],
  ['email', 'E-mail'],
  ['phone', 'Telefone'],
  ['free-text', 'Texto livre (a pessoa pode escrever dados pessoais)'],
] as const

const personalValue = (tag: unknown) => (tag === false ? 'false' : typeof tag === 'string' ? tag : '')
const personalTag = (value: string) => (value === '' ? undefined : value === 'false' ? false : value)

type Limit = 'minLength' | 'maxLength' | 'minimum' | 'maximum'

/** The kinds a visitor types into: only they have an example text inside the field (issue 45: not a choice's). */
const TYPED = new Set<QuestionKind>(['short', 'long', 'email', 'phone', 'url'])
const NUMBER = new Set<QuestionKind>(['number'])
const WITH_PLACEHOLDER = new Set([...TYPED, ...NUMBER])

/** The limits a kind of question takes, two by two. */
const LIMITS: [pair: [Limit, string][], kinds: Set<QuestionKind>][] = [
  [
    [
      ['minLength', 'Mínimo de caracteres'],
      ['maxLength', 'Máximo de caracteres'],
    ],
    TYPED,
  ],
  [
    [
      ['minimum', 'Valor mínimo'],
      ['maximum', 'Valor máximo'],
    ],
    NUMBER,
  ],
]
const CHOICE_KINDS = new Set(['choice', 'choice-other', 'multi', 'other'])

export interface QuestionFieldsProps {
  question: Question
  /** Whether a key is already used beside it (a new id must be free). */
  isTaken(id: string): boolean
  onPatch(patch: QuestionPatch, key?: string): void
  onTitle(title: string): void
  onRename(id: string): void
  onOptions: OptionsEditorProps['onOptions']
  focusLater: OptionsEditorProps['focusLater']
}

/** Everything a marketer sets on one question, in ordinary fields; each change is an edit of the two files. */
export function QuestionFields({ question, isTaken, onPatch, onTitle, onRename, onOptions, focusLater }: QuestionFieldsProps) {
  // The id being typed; it follows the question's when that changes (its title renames it, or an undo).
  const [id, setId] = useState(question.id)
  const [shown, setShown] = useState(question.id)
  if (shown !== question.id) {
    setShown(question.id)
    setId(question.id)
  }
  const [idError, setIdError] = useState<string>()
  const commitId = () => {
    if (id === question.id) return setIdError(undefined)
    if (!ID.test(id)) return setIdError('Use letras sem acento, números e _ , começando por uma letra (ex.: nomeEmpresa).')
    if (isTaken(id)) return setIdError(`Já existe uma pergunta com o nome "${id}" nos dados.`)
    setIdError(undefined)
    onRename(id)
  }
  const key = (field: string) => `${question.path.join('.')}:${field}`
  const at = (field: QuestionField) => targetId({ tab: 'questions', question: question.path.join('.'), field })
  return (
    <Stack gap={3}>
      <TextField id={at('title')} label="Título da pergunta" value={question.title} onChange={onTitle} />
      <SelectField<QuestionKind>
        id={at('kind')}
        label="Tipo"
        value={question.kind}
        options={QUESTION_KINDS.map((k) => [k, KIND_LABELS[k]] as const)}
        onChange={(kind) => onPatch({ kind })}
      />
      <CheckField id={at('required')} label="Obrigatória" checked={question.required} onChange={(required) => onPatch({ required })} />
      {WITH_PLACEHOLDER.has(question.kind) && (
        <TextField
          id={at('placeholder')}
          label="Texto de exemplo dentro do campo"
          value={question.placeholder}
          onChange={(placeholder) => onPatch({ placeholder }, key('placeholder'))}
        />
      )}
      <TextField
        id={at('help')}
        label="Texto de ajuda"
        multiline
        value={question.help}
        onChange={(help) => onPatch({ help }, key('help'))}
      />
      {LIMITS.filter(([, kinds]) => kinds.has(question.kind)).map(([pair]) => (
        <SimpleGrid key={pair[0][0]} columns={2} gap={3}>
          {pair.map(([limit, label]) => (
            <NumberField
              key={limit}
              id={at(limit)}
              label={label}
              value={question[limit]}
              onChange={(value) => onPatch({ [limit]: value }, key(limit))}
            />
          ))}
        </SimpleGrid>
      ))}
      {CHOICE_KINDS.has(question.kind) && <OptionsEditor question={question} onOptions={onOptions} idOf={at} focusLater={focusLater} />}
      {question.other && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <TextField
            id={at('otherLabel')}
            label={question.kind === 'choice-other' ? 'Pergunta mostrada com "Outro"' : 'Rótulo da opção "Outro"'}
            value={question.other.label}
            onChange={(otherLabel) => onPatch({ otherLabel }, key('otherLabel'))}
          />
          <TextField
            id={at('otherPlaceholder')}
            label='Texto de exemplo do campo "Outro"'
            value={question.other.placeholder}
            onChange={(otherPlaceholder) => onPatch({ otherPlaceholder }, key('otherPlaceholder'))}
          />
        </SimpleGrid>
      )}
      {question.note !== undefined && (
        <TextField id={at('note')} label="Nota abaixo do campo" value={question.note} onChange={(note) => onPatch({ note }, key('note'))} />
      )}
      <Messages question={question} idOf={at} onMessage={(rule, text) => onPatch({ message: { rule, text } }, key(`message-${rule}`))} />
      <SelectField
        id={at('personal')}
        label="Dado pessoal (LGPD)"
        help="Marque o que identifica a pessoa. Texto livre: respostas abertas em que alguém pode escrever nome, telefone ou e-mail."
        value={personalValue(question.personal)}
        options={PERSONAL}
        onChange={(value) => onPatch({ personal: personalTag(value) })}
      />
      {/* The data name, a developer's concern, folded away (issue 35); open while it is refused. */}
      <chakra.details open={idError ? true : undefined} borderTopWidth="1px" pt={2}>
        <chakra.summary cursor="pointer" fontSize="sm" fontWeight="medium" color="gray.700" py={1}>
          Avançado
        </chakra.summary>
        {/* Ctrl+S too: the editor's save (a window listener) runs after this renders, with the id in it. */}
        <Box mt={2} onKeyDown={(e) => (e.key === 'Enter' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's')) && commitId()}>
          <TextField
            id={at('id')}
            label="Nome nos dados"
            value={id}
            invalid={idError}
            help="Como a resposta aparece na listagem e nas planilhas. Segue o título enquanto a pergunta não foi publicada; mudar o de uma publicada pede uma confirmação em Problemas."
            onChange={setId}
            onBlur={commitId}
          />
        </Box>
      </chakra.details>
    </Stack>
  )
}

/** The rules a question has, and how a visitor hears each broken: "Preencha …", "No mínimo … caracteres"… */
const MESSAGE_LABELS: [rule: string, label: string, applies: (q: Question) => boolean][] = [
  ['required', 'Quando falta a resposta', (q) => q.required],
  ['minLength', 'Quando a resposta é curta demais', (q) => TYPED.has(q.kind) && q.minLength !== undefined],
  ['maxLength', 'Quando a resposta é longa demais', (q) => TYPED.has(q.kind) && q.maxLength !== undefined],
  ['format', 'Quando o formato não confere', (q) => ['email', 'url', 'date', 'time'].includes(q.kind)],
  ['minimum', 'Quando o valor é pequeno demais', (q) => NUMBER.has(q.kind) && q.minimum !== undefined],
  ['maximum', 'Quando o valor é grande demais', (q) => NUMBER.has(q.kind) && q.maximum !== undefined],
]

/** A question's own error messages, one field per rule it has; empty is the Portuguese default. */
function Messages(props: { question: Question; idOf(field: QuestionField): string; onMessage(rule: string, text: string): void }) {
  const { question, idOf, onMessage } = props
  // A message the file has for a rule the kind no longer takes stays shown while it is there, so it can be emptied.
  const rules = MESSAGE_LABELS.filter(([rule, , applies]) => applies(question) || question.messages[rule] !== undefined)
  if (rules.length === 0) return null
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3}>
      <Text as="legend" fontSize="sm" fontWeight="medium" px={1}>
        Mensagens de erro próprias (vazio: a mensagem padrão)
      </Text>
      <Stack gap={2}>
        {rules.map(([rule, label]) => (
          <TextField
            key={rule}
            id={idOf(`message-${rule}`)}
            label={label}
            value={question.messages[rule] ?? ''}
            onChange={(text) => onMessage(rule, text)}
          />
        ))}
      </Stack>
    </Box>
  )
}
