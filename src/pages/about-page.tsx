import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { TeamPhoto } from '../components/about/team-photo.tsx'
import { SiteIcon } from '../components/icons/site-icon.tsx'
import { Reveal, staggerDelay } from '../components/motion/reveal.tsx'
import { RouteButton } from '../components/site/action-buttons.tsx'
import { brand } from '../lib/brand.ts'
import { ClosingBand } from '../components/site/closing-band.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Section, SectionHeading } from '../components/site/section.tsx'
import { Seo } from '../components/site/seo.tsx'
import { aboutPage } from '../content/about.ts'
import { pillars, values } from '../content/company.ts'
import { sitePages } from '../content/pages.ts'
import { team } from '../content/team.ts'
import type { ValueItem } from '../content/content-shapes.ts'

const { whoWeAre } = aboutPage

function WhoWeAre() {
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
              <Box
                key={stat.label}
                display="flex"
                flexDirection="column-reverse"
                p={6}
                rounded="xl"
                bg="gray.50"
                borderWidth="1px"
                borderColor="gray.200"
              >
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

function PillarsSection() {
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

function TeamSection() {
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

const { hero, closing } = aboutPage

export default function AboutPage() {
  return (
    <>
      <Seo page={sitePages.about} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <WhoWeAre />
      <PillarsSection />
      <TeamSection />
      <ClosingBand title={closing.title} text={closing.text}>
        <RouteButton to={closing.services.to} label={closing.services.label} />
        <RouteButton to={closing.contact.to} label={closing.contact.label} variant="outline-light" />
      </ClosingBand>
    </>
  )
}
