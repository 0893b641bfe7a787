import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { aboutPage } from '../../content/about.ts'
import { Reveal } from '../motion/reveal.tsx'
import { RouteButton } from '../site/action-buttons.tsx'
import { brand } from '../site/brand.ts'
import { Section } from '../site/section.tsx'

const { whoWeAre } = aboutPage

export function WhoWeAre() {
  return (
    <Section>
      <Reveal delay={200}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 16 }} alignItems="center">
          <Stack gap={5}>
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              {whoWeAre.title}
            </Heading>
            {whoWeAre.paragraphs.map((p) => (
              <Text key={p} fontSize={{ base: 'md', md: 'lg' }} color={brand.muted}>
                {p}
              </Text>
            ))}
            <Box>
              <RouteButton to={whoWeAre.cta.to} label={whoWeAre.cta.label} icon="arrow-right" />
            </Box>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap={4}>
            {whoWeAre.stats.map((stat) => (
              <Box key={stat.label} display="flex" flexDirection="column-reverse" p={6} rounded="xl" bg="gray.50" borderWidth="1px" borderColor="gray.200">
                <Text as="dt" color={brand.muted} fontSize="sm">
                  {stat.label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="bold" color={brand.accent}>
                  {stat.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}
