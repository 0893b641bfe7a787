import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { QuestionPatch } from './form-edits.ts'
import { KIND_LABELS, QUESTION_KINDS, type Question, type QuestionKind } from './form-model.ts'
import { CheckField, NumberField, SelectField, TextField } from './fields.tsx'

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

const TEXT_KINDS = new Set(['short', 'long', 'email', 'phone', 'url', 'other'])
const CHOICE_KINDS = new Set(['choice', 'multi', 'other'])

export interface QuestionFieldsProps {
  question: Question
  /** Ids already used beside it (a new id must be free). */
  takenIds: string[]
  onPatch(patch: QuestionPatch, key: string): void
  onRename(id: string): void
  onOptions(options: { const?: unknown; title: string }[]): void
}

/** Everything a marketer sets on one question, in ordinary fields; each change is an edit of the two files. */
export function QuestionFields({ question, takenIds, onPatch, onRename, onOptions }: QuestionFieldsProps) {
  const [id, setId] = useState(question.id)
  const [idError, setIdError] = useState<string>()
  const commitId = () => {
    if (id === question.id) return setIdError(undefined)
    if (!ID.test(id)) return setIdError('Use letras sem acento, números e _ , começando por uma letra (ex.: nomeEmpresa).')
    if (takenIds.includes(id)) return setIdError(`Já existe uma pergunta com o id "${id}".`)
    setIdError(undefined)
    onRename(id)
  }
  const key = (field: string) => `${question.path.join('.')}:${field}`
  return (
    <Stack gap={3}>
      <TextField label="Título da pergunta" value={question.title} onChange={(title) => onPatch({ title }, key('title'))} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <Box onKeyDown={(e) => e.key === 'Enter' && commitId()}>
          <TextField
            label="Id (nome do campo nos dados)"
            value={id}
            invalid={idError}
            help="Mudar o id de uma pergunta publicada pede uma migração (veja Problemas)."
            onChange={setId}
            onBlur={commitId}
          />
        </Box>
        <SelectField<QuestionKind>
          label="Tipo"
          value={question.kind}
          options={QUESTION_KINDS.map((k) => [k, KIND_LABELS[k]] as const)}
          onChange={(kind) => onPatch({ kind }, key('kind'))}
        />
      </SimpleGrid>
      <CheckField label="Obrigatória" checked={question.required} onChange={(required) => onPatch({ required }, key('required'))} />
      <TextField
        label="Texto de exemplo (placeholder)"
        value={question.placeholder}
        onChange={(placeholder) => onPatch({ placeholder }, key('placeholder'))}
      />
      <TextField label="Texto de ajuda" multiline value={question.help} onChange={(help) => onPatch({ help }, key('help'))} />
      {TEXT_KINDS.has(question.kind) && question.kind !== 'other' && (
        <SimpleGrid columns={2} gap={3}>
          <NumberField
            label="Mínimo de caracteres"
            value={question.minLength}
            onChange={(minLength) => onPatch({ minLength }, key('minLength'))}
          />
          <NumberField
            label="Máximo de caracteres"
            value={question.maxLength}
            onChange={(maxLength) => onPatch({ maxLength }, key('maxLength'))}
          />
        </SimpleGrid>
      )}
      {question.kind === 'number' && (
        <SimpleGrid columns={2} gap={3}>
          <NumberField label="Valor mínimo" value={question.minimum} onChange={(minimum) => onPatch({ minimum }, key('minimum'))} />
          <NumberField label="Valor máximo" value={question.maximum} onChange={(maximum) => onPatch({ maximum }, key('maximum'))} />
        </SimpleGrid>
      )}
      {CHOICE_KINDS.has(question.kind) && <OptionsEditor question={question} onOptions={onOptions} />}
      {question.other && (
        <TextField
          label='Rótulo da opção "Outro"'
          value={question.other.label}
          onChange={(otherLabel) => onPatch({ otherLabel }, key('otherLabel'))}
        />
      )}
      <SelectField
        label="Dado pessoal (LGPD)"
        help="Marque o que identifica a pessoa. Texto livre: respostas abertas em que alguém pode escrever nome, telefone ou e-mail."
        value={personalValue(question.personal)}
        options={PERSONAL}
        onChange={(value) => onPatch({ personal: personalTag(value) }, key('personal'))}
      />
    </Stack>
  )
}

/** A choice's options: renamed in place (the stored value stays), added, removed and moved. */
function OptionsEditor({ question, onOptions }: { question: Question; onOptions: QuestionFieldsProps['onOptions'] }) {
  const options = question.options
  const move = (from: number, to: number) => {
    const next = [...options]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved)
    onOptions(next)
  }
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3}>
      <Text as="legend" fontSize="sm" fontWeight="medium" px={1}>
        Opções
      </Text>
      <Stack gap={2}>
        {options.map((option, index) => (
          <HStack key={JSON.stringify(option.const)} gap={1}>
            <Input
              size="sm"
              aria-label={`Opção ${index + 1}`}
              value={option.title}
              onChange={(e) => onOptions(options.map((o, i) => (i === index ? { ...o, title: e.target.value } : o)))}
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
              onClick={() => onOptions(options.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          onClick={() => onOptions([...options, { title: `Opção ${options.length + 1}` }])}
        >
          Adicionar opção
        </Button>
      </Stack>
    </Box>
  )
}
