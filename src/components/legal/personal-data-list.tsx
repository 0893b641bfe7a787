import { Box, Link, Stack, Text } from '@chakra-ui/react'
import { personalData } from 'virtual:personal-data'
import { Link as RouterLink } from 'react-router-dom'
import { personalKindLabels, type PersonalDataEntry } from '#form-core'

export function retentionLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 ano' : `${days / 365} anos`
  if (days % 30 === 0) return days === 30 ? '1 mês' : `${days / 30} meses`
  return days === 1 ? '1 dia' : `${days} dias`
}

const joinPt = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`)

export const collectedLabel = (entry: PersonalDataEntry) =>
  entry.kinds.length > 0
    ? joinPt(entry.kinds.map((k) => personalKindLabels[k]))
    : 'nenhum dado pessoal: só respostas sobre a empresa e o projeto'

// Generated at build time from the forms' JSON: it changes when a questionnaire does, never by hand.
export function PersonalDataList({ entries = personalData }: { entries?: PersonalDataEntry[] }) {
  return (
    <Stack as="ul" gap={4} my={5} listStyleType="none" data-testid="personal-data-list">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderLeftWidth="3px" borderColor="orange.400" ps={4}>
          <Text fontWeight="semibold" color="gray.900">
            {entry.route ? (
              <Link asChild color="orange.700">
                <RouterLink to={entry.route}>{entry.title}</RouterLink>
              </Link>
            ) : (
              entry.title
            )}
          </Text>
          <Text color="gray.700">Dados pessoais: {collectedLabel(entry)}.</Text>
          <Text color="gray.700">Para quê: {entry.purpose}</Text>
          <Text color="gray.700">Por quanto tempo: {retentionLabel(entry.retentionDays)}; depois as respostas são apagadas.</Text>
        </Box>
      ))}
    </Stack>
  )
}
