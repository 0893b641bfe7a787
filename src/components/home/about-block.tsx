import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { aboutPage } from '../../content/about.ts'
import { homePage } from '../../content/home.ts'
import { Reveal } from '../motion/reveal.tsx'
import { RouteButton } from '../site/action-buttons.tsx'
import { brand } from '../../lib/brand.ts'
import { Section } from '../site/section.tsx'

const { about } = homePage

export function AboutBlock() {
  return (
    <Section>
      <Reveal delay={400}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 16 }} alignItems="center">
          <Stack gap={5}>
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color={brand.accent}>
              {about.eyebrow}
            </Text>
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
              {about.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color={brand.muted}>
              {about.text}
            </Text>
            <Box>
              <RouteButton to={about.link.to} label={about.link.label} icon="arrow-right" />
            </Box>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3, lg: 1 }} gap={4}>
            {aboutPage.whoWeAre.stats.map((stat) => (
              <Box key={stat.label} display="flex" flexDirection="column-reverse" p={6} rounded="xl" bg={brand.ink} color="white">
                <Text as="dt" color={brand.mutedOnDark}>
                  {stat.label}
                </Text>
                <Text as="dd" fontSize="3xl" fontWeight="bold" color={brand.accentOnDark}>
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
