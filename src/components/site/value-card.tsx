import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import type { ValueItem } from '../../content/types.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { brand } from './brand.ts'

export function ValueCard({ item, headingLevel = 'h3' }: { item: ValueItem; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Box as="article" h="full" p={6} rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200">
      <Flex boxSize={11} rounded="lg" bg="orange.50" color={brand.accent} align="center" justify="center" mb={4}>
        <SiteIcon name={item.icon} boxSize={6} />
      </Flex>
      <Heading as={headingLevel} size="lg" mb={2}>
        {item.title}
      </Heading>
      <Text color={brand.muted}>{item.description}</Text>
    </Box>
  )
}
