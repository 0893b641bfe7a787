import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { aboutPage } from '../../content/about.ts'
import { pillars, values } from '../../content/company.ts'
import type { ValueItem } from '../../content/types.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { Reveal } from '../motion/reveal.tsx'
import { brand } from '../site/brand.ts'
import { Section, SectionHeading } from '../site/section.tsx'

function ValueCard({ item }: { item: ValueItem }) {
  return (
    <Box as="article" h="full" p={6} rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200">
      <Flex boxSize={11} rounded="lg" bg="orange.50" color={brand.accent} align="center" justify="center" mb={4}>
        <SiteIcon name={item.icon} boxSize={6} />
      </Flex>
      <Heading as="h3" size="lg" mb={2}>
        {item.title}
      </Heading>
      <Text color={brand.muted}>{item.description}</Text>
    </Box>
  )
}

export function PillarsSection() {
  return (
    <Section tone="muted">
      <Reveal delay={400}>
        <SectionHeading title={aboutPage.pillarsTitle} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {pillars.map((item) => (
            <ValueCard key={item.title} item={item} />
          ))}
        </SimpleGrid>
      </Reveal>
      <Reveal delay={600}>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} textAlign="center" mt={{ base: 14, md: 20 }} mb={8}>
          {aboutPage.valuesTitle}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
          {values.map((item) => (
            <li key={item.title}>
              <ValueCard item={item} />
            </li>
          ))}
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}
