import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

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
