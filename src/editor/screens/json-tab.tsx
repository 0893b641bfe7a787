import { Box, Stack, Text, Textarea } from '@chakra-ui/react'
import { formFilesOf, type FormTexts } from '#form-core'
import { targetId } from '../model/targets.ts'

/**
 * The "Avançado" tab: the two files as text, for whoever programs (its file names and JSON stay here, out of the
 * marketer's way, issue 35); edits here are the same history as the visual editor's (Ctrl+Z here is the textarea's own).
 */
export function JsonTexts({ id, texts, onChange }: { id: string; texts: FormTexts; onChange(texts: FormTexts): void }) {
  return (
    <Stack gap={4}>
      <Text fontSize="sm" color="gray.700">
        O questionário como o site o guarda, em texto, para quem programa. Nas outras abas você muda o mesmo sem mexer aqui.
      </Text>
      {(['schema', 'uiSchema'] as const).map((key) => (
        <Box key={key}>
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor={targetId({ tab: 'json', file: key })}>{formFilesOf(id)[key]}</label>
          </Text>
          <Textarea
            id={targetId({ tab: 'json', file: key })}
            data-json-text=""
            fontFamily="mono"
            fontSize="xs"
            rows={24}
            spellCheck={false}
            value={texts[key]}
            onChange={(e) => onChange({ ...texts, [key]: e.target.value })}
          />
        </Box>
      ))}
    </Stack>
  )
}
