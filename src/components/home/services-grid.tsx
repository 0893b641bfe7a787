import { Flex, SimpleGrid } from '@chakra-ui/react'
import { homePage } from '../../content/home.ts'
import { serviceCards } from '../../content/service-index.ts'
import { Reveal } from '../motion/reveal.tsx'
import { RouteButton } from '../site/action-buttons.tsx'
import { Section, SectionHeading } from '../site/section.tsx'
import { ServiceCard } from './service-card.tsx'

const { services } = homePage

export function ServicesGrid() {
  return (
    <Section tone="muted">
      <Reveal delay={200}>
        <SectionHeading eyebrow={services.eyebrow} title={services.title} />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
          {serviceCards.map((card) => (
            <ServiceCard key={card.link} card={card} moreLabel={services.linkLabel} />
          ))}
        </SimpleGrid>
        <Flex justify="center" wrap="wrap" gap={4} mt={10}>
          <RouteButton to={services.allLink.to} label={services.allLink.label} variant="outline-dark" icon="arrow-right" />
          <RouteButton to={services.briefingsLink.to} label={services.briefingsLink.label} />
        </Flex>
      </Reveal>
    </Section>
  )
}
