import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { homePage } from '../../content/home.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { Reveal } from '../motion/reveal.tsx'
import { RouteButton, WhatsAppButton } from '../site/action-buttons.tsx'
import { brand } from '../../lib/brand.ts'
import { PageHero } from '../site/page-hero.tsx'

const { hero } = homePage

export function HeroSection() {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text}>
      <Reveal delay={200}>
        {/* Three calls to action: they wrap rather than run off a tablet's width. */}
        <Stack direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap={3} mt={8}>
          <RouteButton to={hero.primary.to} label={hero.primary.label} />
          <WhatsAppButton href={whatsappUrl(whatsappMessages.diagnosis)} label={hero.whatsappLabel} />
          <RouteButton to={hero.guide.to} label={hero.guide.label} variant="outline-light" icon="arrow-right" />
        </Stack>
      </Reveal>
      <Reveal delay={400}>
        {/* dt before dd for assistive technology; column-reverse shows the figure above its label. */}
        <SimpleGrid as="dl" columns={3} gap={{ base: 3, md: 8 }} mt={{ base: 10, md: 14 }} maxW="xl">
          {hero.highlights.map((item) => (
            <Box
              key={item.label}
              display="flex"
              flexDirection="column-reverse"
              borderLeftWidth="2px"
              borderColor={brand.accentOnDark}
              ps={{ base: 2, md: 4 }}
            >
              <Text as="dt" fontSize={{ base: 'xs', md: 'sm' }} color={brand.mutedOnDark}>
                {item.label}
              </Text>
              <Text as="dd" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2">
                {item.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Reveal>
    </PageHero>
  )
}
