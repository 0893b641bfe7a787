import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { aboutPage } from '../../content/about.ts'
import { team } from '../../content/team.ts'
import { Reveal, staggerDelay } from '../motion/reveal.tsx'
import { brand } from '../site/brand.ts'
import { Section, SectionHeading } from '../site/section.tsx'
import { TeamPhoto } from './team-photo.tsx'

export function TeamSection() {
  return (
    <Section>
      <Reveal delay={200}>
        <SectionHeading title={aboutPage.teamTitle} text={aboutPage.teamText} />
      </Reveal>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
        {team.map((member, index) => (
          <Reveal as="li" key={member.name} delay={staggerDelay(index)} style={{ height: '100%' }}>
            <Box h="full" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="gray.200" bg="white" data-testid="team-member">
              <TeamPhoto member={member} />
              <Box p={5}>
                <Heading as="h3" size="md">
                  {member.name}
                </Heading>
                <Text color={brand.accent} fontWeight="semibold" fontSize="sm" mb={2}>
                  {member.position}
                </Text>
                <Text color={brand.muted} fontSize="sm">
                  {member.description}
                </Text>
              </Box>
            </Box>
          </Reveal>
        ))}
      </SimpleGrid>
    </Section>
  )
}
