import { Heading, SimpleGrid } from '@chakra-ui/react'
import { aboutPage } from '../../content/about.ts'
import { pillars, values } from '../../content/company.ts'
import { Reveal } from '../motion/reveal.tsx'
import { Section, SectionHeading } from '../site/section.tsx'
import { ValueCard } from '../site/value-card.tsx'

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
