import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { homePage, presentation } from '../../content/home.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { Reveal } from '../motion/reveal.tsx'
import { navHref } from '../layout/nav-links.tsx'
import { RouteButton, WhatsAppButton } from '../site/action-buttons.tsx'
import { brand } from '../../lib/brand.ts'
import { ContactFormCard } from '../site/contact-form-card.tsx'
import { Section } from '../site/section.tsx'

const { closing } = homePage

export function ClosingCta() {
  return (
    <Section tone="dark" bgImage={brand.heroGlow} id="contato-rapido">
      <Reveal delay={1000}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 10, lg: 16 }} alignItems="start">
          <Stack gap={6}>
            <Heading as="h2" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
              {closing.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color={brand.mutedOnDark}>
              {closing.text}
            </Text>
            <Stack gap={3} align={{ base: 'stretch', sm: 'start' }}>
              <WhatsAppButton href={whatsappUrl(whatsappMessages.proposal)} label={closing.whatsappLabel} />
              <RouteButton to={navHref(closing.meeting)} label={closing.meeting.label} variant="outline-light" icon="calendar" />
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
                <a href={presentation.href} download={presentation.fileName} type="application/pdf">
                  <SiteIcon name="download" />
                  {closing.presentationLabel}
                  <Box as="span" srOnly>
                    ({presentation.description})
                  </Box>
                </a>
              </Button>
            </Stack>
          </Stack>
          <ContactFormCard />
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}
