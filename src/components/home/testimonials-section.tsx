import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { homePage } from '../../content/home.ts'
import { testimonials } from '../../content/testimonials.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { Reveal, staggerDelay } from '../motion/reveal.tsx'
import { brand } from '../../lib/brand.ts'
import { Section, SectionHeading } from '../site/section.tsx'

export function TestimonialsSection() {
  return (
    <Section tone="dark" bgImage={brand.heroGlow}>
      <Reveal delay={600}>
        <SectionHeading eyebrow={homePage.testimonials.eyebrow} title={homePage.testimonials.title} dark />
      </Reveal>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6}>
        {testimonials.map((t, index) => (
          <Reveal key={t.author} delay={staggerDelay(index)} style={{ height: '100%' }}>
            <Box
              as="figure"
              h="full"
              p={{ base: 6, md: 8 }}
              rounded="xl"
              bg={brand.inkSoft}
              borderWidth="1px"
              borderColor="whiteAlpha.200"
              display="flex"
              flexDirection="column"
              gap={6}
            >
              <SiteIcon name="quote" boxSize={8} color={brand.accentOnDark} />
              <Text as="blockquote" fontSize="lg" lineHeight="1.7" flex="1">
                {t.quote}
              </Text>
              <Box as="figcaption">
                <Text fontWeight="bold">{t.author}</Text>
                <Text fontSize="sm" color={brand.mutedOnDark}>
                  {t.position}, {t.company}
                </Text>
              </Box>
            </Box>
          </Reveal>
        ))}
      </SimpleGrid>
    </Section>
  )
}
