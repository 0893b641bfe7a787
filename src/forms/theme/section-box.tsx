import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import { deepEquals } from '@rjsf/utils'
import { isValidElement, memo, type ReactNode } from 'react'

export interface Section {
  title: string
  description?: string
  variant?: 'card'
  fields: string[]
}

export function SectionBox({ title, description, variant, children }: Omit<Section, 'fields'> & { children: ReactNode }) {
  const card = variant === 'card'
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor={card ? 'orange.200' : 'gray.200'}
      bg={card ? 'orange.50' : 'white'}
      rounded="xl"
      p={{ base: 4, md: 6 }}
    >
      <Heading as="h2" size="lg" mb={description ? 1 : 4}>
        {title}
      </Heading>
      {description && (
        <Text color="gray.600" mb={4}>
          {description}
        </Text>
      )}
      <Grid gap={4}>{children}</Grid>
    </Box>
  )
}

// RJSF hands new elements on each change: unmemoised, section frames were most of a change's time (decision 090).
export const DeclaredSection = memo(
  function DeclaredSection({ section, fields }: { section: Section; fields: ReactNode[] }) {
    const { title, description, variant } = section
    return (
      <SectionBox title={title} description={description} variant={variant}>
        {fields}
      </SectionBox>
    )
  },
  (before, after) => before.section === after.section && sameFieldElements(before.fields, after.fields),
)

type Props = Record<string, unknown>

// Like RJSF's SchemaField memo: `schema` by value, callbacks always equal (the ones that matter forward to `onChange`).
function sameFieldElements(before: readonly ReactNode[], after: readonly ReactNode[]): boolean {
  if (before.length !== after.length) return false
  return before.every((element, index) => sameFieldElement(element, after[index]))
}

function sameFieldElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true
  if (!isValidElement<Props>(a) || !isValidElement<Props>(b) || a.type !== b.type || a.key !== b.key) return false
  const keys = Object.keys(a.props)
  if (keys.length !== Object.keys(b.props).length) return false
  return keys.every((key) => sameProp(key, a.props[key], b.props[key]))
}

function sameProp(key: string, a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a === 'function' && typeof b === 'function') return true
  return key === 'schema' && deepEquals(a, b)
}
