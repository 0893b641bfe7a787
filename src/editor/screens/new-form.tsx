import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { EDITOR_PATH, isObject, objectAt, type FormTexts } from '#form-core'
import { newFormFiles, type ExistingForm } from '#form-authoring'
import { startNewForm } from '../io/editor-store.ts'
import { rewriteJson } from '../model/json-text.ts'
import { formIdOf } from '../model/data-names.ts'
import { developerWords } from '../model/developer-words.ts'

/** `npm run new:form`'s files with the name the marketer already gave: the page's and the schema's titles, and Google's. */
function named(made: FormTexts, name: string): FormTexts {
  const schema: unknown = JSON.parse(made.schema)
  if (!isObject(schema)) return made
  const meta = objectAt(schema['x-form'])
  const seo = objectAt(meta.seo)
  const next = { ...schema, title: name, 'x-form': { ...meta, title: name, seo: { ...seo, title: `${name} | Excellis` } } }
  return { schema: rewriteJson(made.schema, next), uiSchema: made.uiSchema }
}

/**
 * `npm run new:form`'s refusal in the list's words: the field is the "Nome curto" there, and no folder is named; any
 * other sentence with a developer word gives way to a plain one.
 */
function plainRefusal(refusal: string): string {
  if (/não é um id válido/.test(refusal))
    return 'Use no nome curto só letras minúsculas sem acento, números e hífens, começando por uma letra (ex.: consultoria-seo).'
  const plain = refusal.replace(/ em schemas\/$/, '')
  return developerWords(plain).length ? 'Esse nome curto não pode ser usado: escolha outro.' : plain
}

/**
 * A new questionnaire from its name (its id follows the name until typed), opened by the list's "Novo questionário"
 * with the keyboard in the name; Escape closes it (`onClose`, which gives the keyboard back to that button).
 */
export function NewForm({ id: boxId, taken, onClose }: { id: string; taken: ExistingForm[]; onClose(): void }) {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [typedId, setTypedId] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const nameField = useRef<HTMLInputElement>(null)
  useEffect(() => nameField.current?.focus(), [])
  const id = typedId ?? formIdOf(name)
  const create = () => {
    const made = newFormFiles(id, taken, { suggestRelated: false })
    if ('refusal' in made) return setRefusal(plainRefusal(made.refusal))
    startNewForm(id, name.trim() ? named(made, name.trim()) : made)
    navigate(`${EDITOR_PATH}/${id}`)
  }
  const onKey = (e: { key: string }) => (e.key === 'Enter' ? create() : e.key === 'Escape' && onClose())
  return (
    <Box as="section" id={boxId} aria-label="Novo questionário" borderWidth="1px" borderRadius="md" p={4} mb={8}>
      <Stack gap={3} maxW="xl">
        <Box>
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="new-form-name">Nome do questionário (ex.: Briefing de Consultoria SEO)</label>
          </Text>
          <Input ref={nameField} id="new-form-name" mt={1} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onKey} />
        </Box>
        <Box>
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="new-form-id">Nome curto (no endereço da página; segue o nome até você mudá-lo)</label>
          </Text>
          <HStack mt={1} alignItems="start" wrap="wrap">
            <Input
              id="new-form-id"
              flex="1 1 14rem"
              value={id}
              onChange={(e) => setTypedId(e.target.value)}
              onKeyDown={onKey}
              aria-invalid={Boolean(refusal)}
              aria-describedby={refusal ? 'new-form-refusal' : undefined}
            />
            <Button colorPalette="orange" onClick={create}>
              Criar questionário
            </Button>
          </HStack>
        </Box>
      </Stack>
      {refusal && (
        <Text id="new-form-refusal" color="red.700" fontSize="sm" mt={1}>
          {refusal}
        </Text>
      )}
    </Box>
  )
}
